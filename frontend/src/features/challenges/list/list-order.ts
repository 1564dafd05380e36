import type { TChallengeListItem } from "@cp/contracts";
import type { TSelectOption } from "@/components/ui/select";

/** How the list may be ordered; "catalog" is the server's order (topic, difficulty, title). */
export const LIST_SORTS = [
  "catalog",
  "title",
  "easy-first",
  "hard-first",
  "acceptance-high",
  "acceptance-low",
] as const;
export type TListSort = (typeof LIST_SORTS)[number];

export const SORT_OPTIONS: readonly TSelectOption[] = [
  { value: "catalog", label: "Catalog order" },
  { value: "title", label: "Title (A to Z)" },
  { value: "easy-first", label: "Easiest first" },
  { value: "hard-first", label: "Hardest first" },
  { value: "acceptance-high", label: "Highest acceptance" },
  { value: "acceptance-low", label: "Lowest acceptance" },
];

/** Challenges shown per page: LeetCode's problem list pages by 50. */
export const PAGE_SIZE = 50;

const LEVEL = { Easy: 0, Medium: 1, Hard: 2 } as const;
const byTitle = (a: TChallengeListItem, b: TChallengeListItem) => a.title.localeCompare(b.title);

/** The list in the chosen order; ties keep the catalog order (the sort is stable). */
export function sortChallenges(list: readonly TChallengeListItem[], sort: TListSort): TChallengeListItem[] {
  const copy = [...list];
  switch (sort) {
    case "title":
      return copy.sort(byTitle);
    case "easy-first":
      return copy.sort((a, b) => LEVEL[a.difficulty] - LEVEL[b.difficulty]);
    case "hard-first":
      return copy.sort((a, b) => LEVEL[b.difficulty] - LEVEL[a.difficulty]);
    case "acceptance-high":
      return copy.sort((a, b) => b.completionRate - a.completionRate);
    case "acceptance-low":
      return copy.sort((a, b) => a.completionRate - b.completionRate);
    default:
      return copy;
  }
}

/** One page of the list (1-based, clamped to the pages there are) and how many pages there are. */
export function pageOf<T>(
  list: readonly T[],
  page: number,
  size = PAGE_SIZE,
): { items: T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(list.length / size));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  return { items: list.slice((current - 1) * size, current * size), page: current, pages };
}
