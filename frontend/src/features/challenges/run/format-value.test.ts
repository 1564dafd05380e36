import { describe, expect, it } from "vitest";
import { formatInputLines, formatMs, formatValue } from "./format-value";

describe("test value formatting", () => {
  it("shows values as compact JSON, like LeetCode", () => {
    expect(formatValue([0, 1])).toBe("[0,1]");
    expect(formatValue("abc")).toBe('"abc"');
    expect(formatValue(null)).toBe("null");
    expect(formatValue(undefined)).toBe("—");
  });

  it("cuts huge hidden-test values and says how much is left out", () => {
    const text = formatValue(Array.from({ length: 2000 }, (_, i) => i));
    expect(text.length).toBeLessThan(1300);
    expect(text).toMatch(/… \([\d,]+ more characters\)$/);
  });

  it("lists named inputs as `name = value` lines", () => {
    expect(formatInputLines({ nums: [2, 7], target: 9 })).toEqual([
      { name: "nums", value: "[2,7]" },
      { name: "target", value: "9" },
    ]);
    expect(formatInputLines([1, 2])).toEqual([{ name: null, value: "[1,2]" }]);
  });

  it("formats times from sub-millisecond to seconds", () => {
    expect(formatMs(0.2)).toBe("<1 ms");
    expect(formatMs(12.4)).toBe("12 ms");
    expect(formatMs(1534)).toBe("1.53 s");
  });
});
