import type { TSignature, TSignatureType } from "@cp/contracts";
import { arrayDepth, baseType } from "./signature";

/**
 * How each signature type is spelled in each language, following LeetCode. Java and C# take
 * arrays as parameters (`int[]`, `int[][]`, `String[]`) and return fixed-shape numeric arrays as
 * arrays (`int[]`), while results whose size the solution discovers as it goes, string lists and
 * 2-D results, are lists (`List<String>`, `List<List<Integer>>`, `IList<IList<int>>`), as in most
 * LeetCode problems. Their drivers accept either shape in both directions, so a LeetCode solution
 * written with the other one (merge intervals returns `int[][]` there) still fits.
 */
const SCALARS = {
  python: { int: "int", long: "int", double: "float", bool: "bool", string: "str", char: "str" },
  javascript: {
    int: "number",
    long: "number",
    double: "number",
    bool: "boolean",
    string: "string",
    char: "character",
  },
  java: { int: "int", long: "long", double: "double", bool: "boolean", string: "String", char: "char" },
  csharp: { int: "int", long: "long", double: "double", bool: "bool", string: "string", char: "char" },
  cpp: { int: "int", long: "long long", double: "double", bool: "bool", string: "string", char: "char" },
  c: { int: "int", long: "long long", double: "double", bool: "bool", string: "char*", char: "char" },
} as const;

type Scalar = keyof (typeof SCALARS)["java"];

function scalarOf(type: TSignatureType): Scalar {
  return baseType(type) as Scalar;
}

export function pythonType(type: TSignatureType): string {
  if (type === "ListNode" || type === "TreeNode") return `Optional[${type}]`;
  let text: string = SCALARS.python[scalarOf(type)];
  for (let i = 0; i < arrayDepth(type); i++) text = `List[${text}]`;
  return text;
}

/** JSDoc types as LeetCode writes them: `number[]`, `boolean`, `TreeNode`. */
export function jsDocType(type: TSignatureType): string {
  if (type === "ListNode" || type === "TreeNode") return type;
  return SCALARS.javascript[scalarOf(type)] + "[]".repeat(arrayDepth(type));
}

const BOXED: Record<Scalar, string> = {
  int: "Integer",
  long: "Long",
  double: "Double",
  bool: "Boolean",
  string: "String",
  char: "Character",
};

/** Whether a return type reads as a list in Java and C#: string lists and every 2-D result. */
function returnsList(type: TSignatureType): boolean {
  return type === "string[]" || type === "list<string>" || arrayDepth(type) === 2;
}

export function javaType(type: TSignatureType, asReturn = false): string {
  if (type === "ListNode" || type === "TreeNode") return type;
  if (type === "list<string>") return "List<String>";
  const scalar = scalarOf(type);
  if (asReturn && returnsList(type)) {
    const element = type === "string[]" ? "String" : `List<${BOXED[scalar]}>`;
    return `List<${element}>`;
  }
  return SCALARS.java[scalar] + "[]".repeat(arrayDepth(type));
}

export function csharpType(type: TSignatureType, asReturn = false): string {
  if (type === "ListNode" || type === "TreeNode") return type;
  if (type === "list<string>") return "IList<string>";
  const scalar = SCALARS.csharp[scalarOf(type)];
  if (asReturn && returnsList(type)) return type === "string[]" ? "IList<string>" : `IList<IList<${scalar}>>`;
  return scalar + "[]".repeat(arrayDepth(type));
}

/** C++: vectors by reference for parameters (`vector<int>& nums`), by value for returns; `string s`. */
export function cppType(type: TSignatureType, asParam: boolean): string {
  if (type === "ListNode" || type === "TreeNode") return `${type}*`;
  let text: string = SCALARS.cpp[scalarOf(type)];
  const depth = arrayDepth(type);
  for (let i = 0; i < depth; i++) text = `vector<${text}>`;
  return depth > 0 && asParam ? `${text}&` : text;
}

/** The C element type of a signature type: `int`, `char*`, `struct TreeNode*`. */
export function cScalarType(type: TSignatureType): string {
  if (type === "ListNode" || type === "TreeNode") return `struct ${type}*`;
  return SCALARS.c[scalarOf(type)];
}

/** A C type with its array depth: `int**`, `char**`. */
export function cType(type: TSignatureType): string {
  return cScalarType(type) + "*".repeat(arrayDepth(type));
}

/**
 * One signature parameter as LeetCode's C declares it: `int* nums, int numsSize` for arrays,
 * `int** grid, int gridSize, int* gridColSize` for 2-D arrays.
 */
export function cParamDecls(name: string, type: TSignatureType): string[] {
  const depth = arrayDepth(type);
  const decls = [`${cType(type)} ${name}`];
  if (depth >= 1) decls.push(`int ${name}Size`);
  if (depth === 2) decls.push(`int* ${name}ColSize`);
  return decls;
}

/** The extra out-parameters LeetCode's C adds for array returns. */
export function cReturnDecls(type: TSignatureType): string[] {
  const depth = arrayDepth(type);
  if (depth === 0) return [];
  return depth === 1 ? ["int* returnSize"] : ["int* returnSize", "int** returnColumnSizes"];
}

/** The whole C prototype, e.g. `int* twoSum(int* nums, int numsSize, int target, int* returnSize)`. */
export function cPrototype(signature: TSignature): string {
  const decls = signature.params.flatMap((p) => cParamDecls(p.name, p.type));
  decls.push(...cReturnDecls(signature.returns));
  return `${cType(signature.returns)} ${signature.name}(${decls.join(", ")})`;
}
