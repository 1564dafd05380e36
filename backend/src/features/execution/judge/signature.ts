import type { TSignature, TSignatureType } from "@cp/contracts";

const INT_MIN = -2147483648;
const INT_MAX = 2147483647;

/** "twoSum" -> "TwoSum": C# methods are PascalCase, as on LeetCode. */
export function toPascalCase(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/**
 * The shape a type travels in between the judge and the drivers: `list<string>` is a `string[]`
 * everywhere but in the Java and C# declarations (List<String>, IList<string>).
 */
export function wireType(type: TSignatureType): TSignatureType {
  return type === "list<string>" ? "string[]" : type;
}

/** "int[][]" -> "int[]", "int[]" -> "int"; undefined for scalars, lists and trees. */
export function elementType(type: TSignatureType): TSignatureType | undefined {
  const wire = wireType(type);
  return wire.endsWith("[]") ? (wire.slice(0, -2) as TSignatureType) : undefined;
}

/** 0 for scalars, lists and trees, 1 for int[], 2 for int[][]. */
export function arrayDepth(type: TSignatureType): number {
  const wire = wireType(type);
  return wire.endsWith("[][]") ? 2 : wire.endsWith("[]") ? 1 : 0;
}

/** The base scalar of an array type ("int[][]" -> "int"), or the type itself. */
export function baseType(type: TSignatureType): TSignatureType {
  return wireType(type).replace(/(\[\])+$/, "") as TSignatureType;
}

function describe(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  return `a ${typeof value}`;
}

/**
 * Checks that a JSON value fits a signature type, so drivers can trust their input. Returns the
 * problem in words, or null when the value fits. Lists and trees use LeetCode's array encoding;
 * null stands for an empty list or tree.
 */
export function checkValue(type: TSignatureType, value: unknown): string | null {
  switch (type) {
    case "int":
      return Number.isInteger(value) && (value as number) >= INT_MIN && (value as number) <= INT_MAX
        ? null
        : `expected a 32-bit integer, got ${JSON.stringify(value) ?? describe(value)}`;
    case "long":
      return Number.isSafeInteger(value)
        ? null
        : `expected an integer, got ${JSON.stringify(value) ?? describe(value)}`;
    case "double":
      return typeof value === "number" && Number.isFinite(value) ? null : `expected a number, got ${describe(value)}`;
    case "bool":
      return typeof value === "boolean" ? null : `expected true or false, got ${describe(value)}`;
    case "char":
      // One ASCII character, so it is one `char` in every language (C and C++ included).
      return typeof value === "string" && value.length === 1 && value.charCodeAt(0) < 128
        ? null
        : `expected one ASCII character, got ${JSON.stringify(value) ?? describe(value)}`;
    case "string":
      if (typeof value !== "string") return `expected a string, got ${describe(value)}`;
      // C strings end at the first NUL, so such a string could not reach a C solution intact.
      return value.includes("\u0000") ? "strings may not contain NUL characters" : null;
    case "ListNode":
    case "TreeNode": {
      if (value === null) return null;
      if (!Array.isArray(value)) return `expected an array in level order, got ${describe(value)}`;
      const nullable = type === "TreeNode";
      for (const item of value) {
        if (item === null && nullable) continue;
        const problem = checkValue("int", item);
        if (problem) return `${type} values: ${problem}`;
      }
      return null;
    }
    case "list<string>":
      return checkValue("string[]", value);
    default: {
      const inner = elementType(type);
      if (!inner || !Array.isArray(value)) return `expected ${type}, got ${describe(value)}`;
      for (const item of value) {
        const problem = checkValue(inner, item);
        if (problem) return problem;
      }
      return null;
    }
  }
}

/**
 * Checks a test's named inputs against the signature (every parameter present and well typed, no
 * unknown names). Returns a message fit to show the learner, or null when the input is valid.
 */
export function validateTestInput(signature: TSignature, input: unknown): string | null {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return "input must be a JSON object of named parameters";
  }
  const record = input as Record<string, unknown>;
  const known = new Set(signature.params.map((p) => p.name));
  const unknown = Object.keys(record).find((key) => !known.has(key));
  if (unknown !== undefined) return `unknown parameter "${unknown}"`;
  for (const param of signature.params) {
    if (!(param.name in record)) return `missing parameter "${param.name}" (${param.type})`;
    const problem = checkValue(param.type, record[param.name]);
    if (problem) return `${param.name}: ${problem}`;
  }
  return null;
}

/** The arguments of one call in parameter order, as the drivers read them. */
export function buildArgs(signature: TSignature, input: Record<string, unknown>): unknown[] {
  return signature.params.map((p) => input[p.name] ?? null);
}
