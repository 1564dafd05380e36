import { plainMarkdown } from "@/lib/plain-markdown";

/** Challenge ids are shown as their first 8 characters (spec section 9). */
export const shortId = (id: string) => id.slice(0, 8);

/** Feedback is cut at 100 characters (spec section 9); the cut is marked with an ellipsis. */
export function truncateFeedback(text: string, limit = 100): string {
  const plain = plainMarkdown(text);
  return plain.length > limit ? `${plain.slice(0, limit).trimEnd()}...` : plain;
}

const RELATIVE = new Intl.RelativeTimeFormat("en", { numeric: "auto" });
const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["second", 60],
  ["minute", 60],
  ["hour", 24],
  ["day", 30],
  ["month", 12],
  ["year", Number.POSITIVE_INFINITY],
];

/** "3 minutes ago", "yesterday"... relative to `now`. */
export function timeAgo(iso: string, now: number = Date.now()): string {
  let value = (Date.parse(iso) - now) / 1000;
  for (const [unit, size] of STEPS) {
    if (Math.abs(value) < size) return RELATIVE.format(Math.round(value), unit);
    value /= size;
  }
  return RELATIVE.format(Math.round(value), "year");
}

/** A date and time in the reader's locale, for tooltips and lists. */
export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
}
