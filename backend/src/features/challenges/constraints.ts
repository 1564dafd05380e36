import { z } from "zod";

/**
 * The constraints a challenge states for its inputs, in a form a test can check: for a challenge
 * that mirrors a LeetCode problem they are that problem's constraints, so a correct LeetCode
 * solution never meets an input LeetCode would not send it (an empty array where LeetCode
 * promises one element, say).
 *
 * Per parameter: `min`/`max` bound a number (or every number inside an array or node list),
 * `length` bounds a string's or an array's length, `chars` lists the characters a string or char
 * may hold (a regular-expression class body such as "a-z"), `each` constrains every element of an
 * array, `distinct`/`sorted` (non-decreasing) apply to an array's elements, `rectangular` says all
 * rows of a 2-D array have one length, and `nodes` bounds the node count of a list or tree. `rules`
 * are facts relating several parameters, as JavaScript expressions over the parameter names.
 */
export type TValueConstraint = {
  min?: number;
  max?: number;
  length?: [number, number];
  chars?: string;
  each?: TValueConstraint;
  distinct?: boolean;
  sorted?: boolean;
  rectangular?: boolean;
  nodes?: [number, number];
};

const ZRange = z.tuple([z.number(), z.number()]);

export const ZValueConstraint: z.ZodType<TValueConstraint> = z.lazy(() =>
  z
    .object({
      min: z.number().optional(),
      max: z.number().optional(),
      length: ZRange.optional(),
      chars: z.string().min(1).optional(),
      each: ZValueConstraint.optional(),
      distinct: z.boolean().optional(),
      sorted: z.boolean().optional(),
      rectangular: z.boolean().optional(),
      nodes: ZRange.optional(),
    })
    .strict(),
);

export const ZConstraints = z
  .object({
    params: z.record(z.string(), ZValueConstraint),
    rules: z.array(z.string().min(1)).optional(),
  })
  .strict();
export type TConstraints = z.infer<typeof ZConstraints>;

function numbersIn(value: unknown): number[] {
  if (typeof value === "number") return [value];
  if (Array.isArray(value)) return value.flatMap(numbersIn);
  return [];
}

/** Where `value` breaks constraint `c`, in words (`at` names the value), or null when it fits. */
export function checkValue(at: string, value: unknown, c: TValueConstraint): string | null {
  const numbers = c.min !== undefined || c.max !== undefined ? numbersIn(value) : [];
  for (const n of numbers) {
    if (c.min !== undefined && n < c.min) return `${at} holds ${n}, below the minimum ${c.min}`;
    if (c.max !== undefined && n > c.max) return `${at} holds ${n}, above the maximum ${c.max}`;
  }
  if (c.length) {
    const size = typeof value === "string" || Array.isArray(value) ? value.length : -1;
    if (size < c.length[0] || size > c.length[1])
      return `${at} has length ${size}, outside [${c.length[0]}, ${c.length[1]}]`;
  }
  if (c.chars !== undefined) {
    const text = Array.isArray(value) ? value.join("") : String(value);
    const allowed = new RegExp(`^[${c.chars}]*$`);
    if (typeof value !== "string" && !Array.isArray(value)) return `${at} is not text`;
    if (!allowed.test(text))
      return `${at} holds a character outside [${c.chars}]: ${JSON.stringify(text.slice(0, 60))}`;
  }
  if (c.nodes) {
    const count = Array.isArray(value) ? value.filter((v) => v !== null).length : 0;
    if (count < c.nodes[0] || count > c.nodes[1])
      return `${at} has ${count} nodes, outside [${c.nodes[0]}, ${c.nodes[1]}]`;
  }
  if (Array.isArray(value)) {
    if (c.distinct) {
      const seen = new Set(value.map((v) => JSON.stringify(v)));
      if (seen.size !== value.length) return `${at} has repeated elements`;
    }
    if (c.sorted) {
      for (let i = 1; i < value.length; i++)
        if ((value[i] as number) < (value[i - 1] as number)) return `${at} is not sorted (index ${i})`;
    }
    if (c.rectangular && value.some((row) => !Array.isArray(row) || row.length !== (value[0] as unknown[]).length))
      return `${at} has rows of different lengths`;
    if (c.each) {
      for (let i = 0; i < value.length; i++) {
        const problem = checkValue(`${at}[${i}]`, value[i], c.each);
        if (problem) return problem;
      }
    }
  }
  return null;
}

/** The first constraint a test input breaks, in words, or null when it satisfies them all. */
export function checkInput(constraints: TConstraints, input: Record<string, unknown>): string | null {
  for (const [name, c] of Object.entries(constraints.params)) {
    const problem = checkValue(name, input[name], c);
    if (problem) return problem;
  }
  const names = Object.keys(input);
  for (const rule of constraints.rules ?? []) {
    // Trusted content (the catalog's own files), evaluated only by tests and the catalog checks.
    const holds = new Function(...names, `"use strict"; return (${rule});`)(...names.map((n) => input[n]));
    if (holds !== true) return `the rule ${rule} does not hold`;
  }
  return null;
}
