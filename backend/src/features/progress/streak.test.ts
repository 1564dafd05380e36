import { describe, expect, it } from "vitest";
import { effectiveStreak, extendStreak } from "./streak";

describe("streaks over UTC days", () => {
  it("starts at 1, holds within a day, grows on the next day and restarts after a gap", () => {
    expect(extendStreak(0, null, "2026-03-01")).toBe(1);
    expect(extendStreak(1, "2026-03-01", "2026-03-01")).toBe(1);
    expect(extendStreak(1, "2026-03-01", "2026-03-02")).toBe(2);
    expect(extendStreak(5, "2026-02-28", "2026-03-01")).toBe(6);
    expect(extendStreak(5, "2026-02-26", "2026-03-01")).toBe(1);
    expect(extendStreak(9, "2025-12-31", "2026-01-01")).toBe(10);
  });

  it("reads 0 once a day passed without an accepted submission", () => {
    const now = new Date("2026-03-10T12:00:00Z");
    expect(effectiveStreak(4, "2026-03-10", now)).toBe(4);
    expect(effectiveStreak(4, "2026-03-09", now)).toBe(4);
    expect(effectiveStreak(4, "2026-03-08", now)).toBe(0);
    expect(effectiveStreak(4, null, now)).toBe(0);
  });
});
