import { describe, expect, it } from "vitest";
import { matchesSearch } from "./use-list-filters";

const twoSum = { title: "Two Sum", description: "Find two indices whose values add up to `target`." };

describe("challenge search", () => {
  it("matches a case-insensitive substring of the title or the description", () => {
    expect(matchesSearch(twoSum, "two sUM")).toBe(true);
    expect(matchesSearch(twoSum, "ADD UP")).toBe(true);
    expect(matchesSearch(twoSum, "binary tree")).toBe(false);
  });

  it("treats a blank search as no search", () => {
    expect(matchesSearch(twoSum, "   ")).toBe(true);
  });
});
