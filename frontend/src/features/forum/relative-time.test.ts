import { describe, expect, it } from "vitest";
import { relativeTime } from "./relative-time";

const NOW = Date.parse("2026-03-10T12:00:00Z");
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe("relativeTime", () => {
  it.each([
    [0, "just now"],
    [30, "just now"],
    [50, "1 minute ago"],
    [5 * 60, "5 minutes ago"],
    [59 * 60, "59 minutes ago"],
    [60 * 60, "1 hour ago"],
    [5 * 3600, "5 hours ago"],
    [24 * 3600, "yesterday"],
    [3 * 24 * 3600, "3 days ago"],
    [7 * 24 * 3600, "last week"],
    [21 * 24 * 3600, "3 weeks ago"],
    [60 * 24 * 3600, "2 months ago"],
    [400 * 24 * 3600, "last year"],
  ])("%i seconds ago reads %s", (seconds, text) => {
    expect(relativeTime(ago(seconds), NOW)).toBe(text);
  });
});
