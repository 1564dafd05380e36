import { plainMarkdown } from "@/lib/plain-markdown";

/** Challenge ids are shown as their first 8 characters (spec section 9). */
export const shortId = (id: string) => id.slice(0, 8);

/** Feedback is cut at 100 characters (spec section 9); the cut is marked with an ellipsis. */
export function truncateFeedback(text: string, limit = 100): string {
  const plain = plainMarkdown(text);
  return plain.length > limit ? `${plain.slice(0, limit).trimEnd()}...` : plain;
}
