import { describe, expect, it } from "vitest";
import { calibrateTimeLimits, TIME_LIMIT_FLOOR_MS } from "./time-limits";

describe("calibrating a challenge's time limits from its references", () => {
  it("has nothing to calibrate from before a reference was measured", () => {
    expect(calibrateTimeLimits(undefined)).toBeNull();
    expect(calibrateTimeLimits({})).toBeNull();
  });

  it("gives a fast reference's language its floor, which covers the runtime's own start", () => {
    const limits = calibrateTimeLimits({ cpp: 12, python: 90 });
    expect(limits).toMatchObject({ cpp: 2000, c: 2000, python: 3000, java: 3000 });
    expect(limits?.java).toBeGreaterThanOrEqual(TIME_LIMIT_FLOOR_MS.java);
  });

  it("allows three times a slow reference's CPU time, in steps of half a second", () => {
    expect(calibrateTimeLimits({ cpp: 900, python: 1450 })).toMatchObject({ cpp: 3000, python: 4500 });
    expect(calibrateTimeLimits({ cpp: 700, python: 1100 })).toMatchObject({ cpp: 2500, python: 3500 });
  });

  it("lends a measured language's figure to one without a reference: C from C++, Java, C# and JavaScript from Python", () => {
    const limits = calibrateTimeLimits({ cpp: 800, python: 2000 });
    expect(limits).toMatchObject({ c: 2500, csharp: 6000, java: 6000, javascript: 6000 });
    // A language's own reference wins over a borrowed figure.
    expect(calibrateTimeLimits({ cpp: 800, python: 2000, java: 100 })?.java).toBe(3000);
  });

  it("never allows more than the judge's ceiling", () => {
    expect(calibrateTimeLimits({ cpp: 5000, python: 9000 })).toMatchObject({ cpp: 10_000, python: 10_000 });
  });
});
