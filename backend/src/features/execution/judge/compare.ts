import type { TCompareMode, TSignatureType } from "@cp/contracts";

/** Doubles compare within this absolute tolerance, as on LeetCode... */
export const FLOAT_TOLERANCE = 1e-5;
/**
 * ...or within this share of the expected value, for answers so large that one rounding step of a
 * double is already more than 1e-5 (a cost near 10^12 summed in another order): far below any
 * wrong answer's error, far above rounding's.
 */
export const FLOAT_RELATIVE_TOLERANCE = 1e-9;

function numbersEqual(a: number, b: number): boolean {
  // Two whole numbers (int and long results) must match exactly, however large they are.
  if (Number.isInteger(a) && Number.isInteger(b)) return a === b;
  return Math.abs(a - b) <= Math.max(FLOAT_TOLERANCE, FLOAT_RELATIVE_TOLERANCE * Math.abs(b));
}

function deepEqual(a: unknown, b: unknown): boolean {
  if (typeof a === "number" && typeof b === "number") return numbersEqual(a, b);
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => deepEqual(item, b[i]));
  }
  if (a !== null && b !== null && typeof a === "object" && typeof b === "object") {
    const keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length) return false;
    return keys.every((k) => deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
  }
  return a === b;
}

const RANK = { null: 0, boolean: 1, number: 2, string: 3, array: 4, object: 5 } as const;

function rank(value: unknown): number {
  if (value === null || value === undefined) return RANK.null;
  if (Array.isArray(value)) return RANK.array;
  const type = typeof value;
  return type === "boolean" || type === "number" || type === "string" ? RANK[type] : RANK.object;
}

/** A total order on JSON values, so two multisets can be compared by sorting them. */
function order(a: unknown, b: unknown): number {
  const ra = rank(a);
  const rb = rank(b);
  if (ra !== rb) return ra - rb;
  if (typeof a === "number" && typeof b === "number") return a - b;
  if (typeof a === "string" && typeof b === "string") return a < b ? -1 : a > b ? 1 : 0;
  if (typeof a === "boolean" && typeof b === "boolean") return Number(a) - Number(b);
  if (Array.isArray(a) && Array.isArray(b)) {
    for (let i = 0; i < Math.min(a.length, b.length); i++) {
      const c = order(a[i], b[i]);
      if (c !== 0) return c;
    }
    return a.length - b.length;
  }
  const ja = JSON.stringify(a);
  const jb = JSON.stringify(b);
  return ja < jb ? -1 : ja > jb ? 1 : 0;
}

/** Sorts an array, and inside it every element that is itself an array (e.g. groups of anagrams). */
function canonicalUnordered(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  const items = value.map((item) => (Array.isArray(item) ? [...item].sort(order) : item));
  return items.sort(order);
}

/** LeetCode prints trees in level order without trailing nulls; accept expectations written either way. */
function trimTrailingNulls(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  let end = value.length;
  while (end > 0 && value[end - 1] === null) end--;
  return value.slice(0, end);
}

/**
 * Whether a learner's result matches the expected value: JSON equality with numbers within 1e-5;
 * "unordered" ignores the order of the top-level array and of arrays directly inside it. A TreeNode
 * result compares as its level-order encoding with trailing nulls trimmed; an empty tree or list
 * may be written `null` or `[]`.
 */
export function compareResult(
  actual: unknown,
  expected: unknown,
  mode: TCompareMode,
  returns?: TSignatureType,
): boolean {
  let a = actual;
  let e = expected;
  if (returns === "TreeNode" || returns === "ListNode") {
    a = a === null ? [] : trimTrailingNulls(a);
    e = e === null ? [] : trimTrailingNulls(e);
  }
  if (mode === "unordered") {
    a = canonicalUnordered(a);
    e = canonicalUnordered(e);
  }
  return deepEqual(a, e);
}
