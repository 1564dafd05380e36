import { formatCount } from "@/lib/format";

/** Longest value shown in full; hidden tests can hold arrays of thousands of numbers. */
const MAX_CHARS = 1200;

/** A test value as LeetCode shows it: compact JSON (`[0,1]`, `"abc"`, `true`), cut when huge. */
export function formatValue(value: unknown): string {
  if (value === undefined) return "—";
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  if (text.length <= MAX_CHARS) return text;
  return `${text.slice(0, MAX_CHARS)}… (${formatCount(text.length - MAX_CHARS)} more characters)`;
}

/** Named inputs as `name = value` lines; anything that is not an object is shown as one value. */
export function formatInputLines(input: unknown): Array<{ name: string | null; value: string }> {
  if (input && typeof input === "object" && !Array.isArray(input)) {
    return Object.entries(input as Record<string, unknown>).map(([name, value]) => ({
      name,
      value: formatValue(value),
    }));
  }
  return [{ name: null, value: formatValue(input) }];
}

/** Milliseconds, readable at any scale. */
/** A program's memory as LeetCode shows it: MB with one decimal from 1 MB up. */
export function formatMemory(kb: number): string {
  return kb >= 1024 ? `${(kb / 1024).toFixed(1)} MB` : `${kb} KB`;
}

export function formatMs(ms: number): string {
  if (ms < 1) return "<1 ms";
  if (ms < 1000) return `${Math.round(ms)} ms`;
  return `${(ms / 1000).toFixed(2)} s`;
}
