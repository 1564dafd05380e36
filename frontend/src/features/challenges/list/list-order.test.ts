import type { TChallengeListItem } from "@cp/contracts";
import { describe, expect, it } from "vitest";
import { pageOf, sortChallenges } from "./list-order";

const item = (title: string, difficulty: TChallengeListItem["difficulty"], completionRate: number) =>
  ({ title, difficulty, completionRate }) as TChallengeListItem;
const list = [item("Merge Intervals", "Medium", 40), item("Two Sum", "Easy", 80), item("Word Ladder", "Hard", 40)];
const titles = (items: TChallengeListItem[]) => items.map((c) => c.title);

describe("challenge list order", () => {
  it("sorts by title, difficulty either way, and acceptance either way, ties in catalog order", () => {
    expect(titles(sortChallenges(list, "catalog"))).toEqual(["Merge Intervals", "Two Sum", "Word Ladder"]);
    expect(titles(sortChallenges(list, "title"))).toEqual(["Merge Intervals", "Two Sum", "Word Ladder"]);
    expect(titles(sortChallenges(list, "easy-first"))).toEqual(["Two Sum", "Merge Intervals", "Word Ladder"]);
    expect(titles(sortChallenges(list, "hard-first"))).toEqual(["Word Ladder", "Merge Intervals", "Two Sum"]);
    expect(titles(sortChallenges(list, "acceptance-high"))).toEqual(["Two Sum", "Merge Intervals", "Word Ladder"]);
    expect(titles(sortChallenges(list, "acceptance-low"))).toEqual(["Merge Intervals", "Word Ladder", "Two Sum"]);
    expect(titles(list)).toEqual(["Merge Intervals", "Two Sum", "Word Ladder"]);
  });

  it("pages by 50, clamping a page past the end or below 1", () => {
    const many = Array.from({ length: 61 }, (_, i) => i);
    expect(pageOf(many, 1)).toMatchObject({ page: 1, pages: 2, items: many.slice(0, 50) });
    expect(pageOf(many, 2).items).toEqual(many.slice(50));
    expect(pageOf(many, 9).page).toBe(2);
    expect(pageOf(many, 0).page).toBe(1);
    expect(pageOf([], 3)).toEqual({ items: [], page: 1, pages: 1 });
  });
});
