import { describe, expect, it } from "vitest";
import { effectiveStreak, previousDay } from "./streak";

describe("streaks over UTC days", () => {
  it("finds the day before across months, years and a leap day", () => {
    expect(previousDay("2026-03-02")).toBe("2026-03-01");
    expect(previousDay("2026-03-01")).toBe("2026-02-28");
    expect(previousDay("2028-03-01")).toBe("2028-02-29");
    expect(previousDay("2026-01-01")).toBe("2025-12-31");
  });

  it("reads 0 once a day passed without an accepted submission", () => {
    const now = new Date("2026-03-10T12:00:00Z");
    expect(effectiveStreak(4, "2026-03-10", now)).toBe(4);
    expect(effectiveStreak(4, "2026-03-09", now)).toBe(4);
    expect(effectiveStreak(4, "2026-03-08", now)).toBe(0);
    expect(effectiveStreak(4, null, now)).toBe(0);
  });
});
