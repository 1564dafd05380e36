import { describe, expect, it } from "vitest";
import { dayLabel, formatCount, fullTime, relativeTime } from "./format";

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
    [-3 * 3600, "in 3 hours"],
    [-24 * 3600, "tomorrow"],
  ])("%i seconds ago reads %s", (seconds, text) => {
    expect(relativeTime(ago(seconds), NOW)).toBe(text);
  });

  it("says what the browser's English formatter says, at every scale", () => {
    const intl = new Intl.RelativeTimeFormat("en", { numeric: "auto" });
    const units: [Intl.RelativeTimeFormatUnit, number][] = [
      ["year", 365 * 86400],
      ["month", 30 * 86400],
      ["week", 7 * 86400],
      ["day", 86400],
      ["hour", 3600],
      ["minute", 60],
    ];
    for (let seconds = 45; seconds < 5 * 365 * 86400; seconds = Math.ceil(seconds * 1.3)) {
      for (const signed of [seconds, -seconds]) {
        const [unit, size] = units.find(([, s]) => seconds >= s) ?? ["minute", 60];
        expect(relativeTime(ago(signed), NOW), `${signed} s`).toBe(intl.format(-Math.round(signed / size), unit));
      }
    }
  });
});

describe("dates and numbers", () => {
  it("writes a date and time as the English locale does", () => {
    for (const iso of ["2026-03-10T00:05:00Z", "2026-07-04T12:30:00Z", "2026-12-31T23:59:00Z"]) {
      const expected = new Date(iso).toLocaleString("en", { dateStyle: "medium", timeStyle: "short" });
      expect(fullTime(iso)).toBe(expected.replace(/\s/g, " "));
    }
    expect(dayLabel("2026-03-10")).toBe("Mar 10, 2026");
    expect(dayLabel("2025-12-01")).toBe("Dec 1, 2025");
  });

  it("groups the thousands of a count", () => {
    for (const value of [0, 7, 999, 1000, 12345, 1234567, 1000000]) {
      expect(formatCount(value)).toBe(value.toLocaleString("en-US"));
    }
  });
});
