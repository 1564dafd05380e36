import { describe, expect, it } from "vitest";
import { compareResult } from "./compare";

describe("compareResult", () => {
  it("compares JSON values exactly by default", () => {
    expect(compareResult([0, 1], [0, 1], "exact")).toBe(true);
    expect(compareResult([1, 0], [0, 1], "exact")).toBe(false);
    expect(compareResult("abc", "abc", "exact")).toBe(true);
    expect(compareResult("abc", "abd", "exact")).toBe(false);
    expect(compareResult(true, true, "exact")).toBe(true);
    expect(compareResult(true, 1, "exact")).toBe(false);
    expect(compareResult(null, [], "exact")).toBe(false);
    expect(compareResult([[1, 2], [3]], [[1, 2], [3]], "exact")).toBe(true);
    expect(
      compareResult(
        [[1, 2], [3]],
        [
          [1, 2],
          [3, 4],
        ],
        "exact",
      ),
    ).toBe(false);
  });

  it("accepts doubles within 1e-5, or a billionth of a large answer, and nothing further", () => {
    expect(compareResult(2.5000001, 2.5, "exact")).toBe(true);
    expect(compareResult(2.50002, 2.5, "exact")).toBe(false);
    // A cost near 10^12 summed in another order: off by more than 1e-5, by far less than a billionth.
    expect(compareResult(999_999_999_999.9998, 1_000_000_000_000.0001, "exact")).toBe(true);
    expect(compareResult(1_000_020_000_000.5, 1_000_000_000_000.5, "exact")).toBe(false);
    expect(compareResult(2, 2.0, "exact")).toBe(true);
    expect(compareResult([0.333333333], [1 / 3], "exact")).toBe(true);
  });

  it("requires whole numbers to match exactly, however large", () => {
    expect(compareResult(1_000_000_000_001, 1_000_000_000_000, "exact")).toBe(false);
  });

  it("ignores the order of the top-level array and of inner arrays in unordered mode", () => {
    expect(compareResult([1, 0], [0, 1], "unordered")).toBe(true);
    expect(
      compareResult(
        [["tan", "nat"], ["bat"], ["ate", "eat", "tea"]],
        [["bat"], ["nat", "tan"], ["ate", "eat", "tea"]],
        "unordered",
      ),
    ).toBe(true);
    expect(compareResult([1, 1, 2], [1, 2, 2], "unordered")).toBe(false);
    expect(compareResult([1, 2], [1, 2, 2], "unordered")).toBe(false);
    expect(compareResult([0.1, 2], [2, 0.1000001], "unordered")).toBe(true);
  });

  it("compares trees by level order without trailing nulls, and an empty tree as null or []", () => {
    expect(compareResult([4, 7, 2, null, null], [4, 7, 2], "exact", "TreeNode")).toBe(true);
    expect(compareResult([], null, "exact", "TreeNode")).toBe(true);
    expect(compareResult([4, 7, 2], [4, 2, 7], "exact", "TreeNode")).toBe(false);
    expect(compareResult([], null, "exact", "ListNode")).toBe(true);
  });
});
