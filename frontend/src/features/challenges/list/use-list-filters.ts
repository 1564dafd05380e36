import {
  CHALLENGE_FILTER_LANGUAGES,
  CHALLENGE_PATTERNS,
  CHALLENGE_TOPICS,
  DIFFICULTIES,
} from "@cp/contracts/constants";
import { useSearchParams } from "react-router";
import { NO_FILTERS, type TChallengeFilters } from "../challenge-options";
import { LIST_SORTS, type TListSort } from "./list-order";

function pick<T extends string>(allowed: readonly T[], value: string | null): T | "all" {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : "all";
}

/**
 * The list's search text, filters, order and page, kept in the url
 * (?q=&difficulty=&topic=&pattern=&language=&sort=&page=) so a filtered list can be shared and coming back
 * from a challenge restores it. A new search or filter starts again at page 1.
 */
export function useListFilters() {
  const [params, setParams] = useSearchParams();
  const search = params.get("q") ?? "";
  const filters: TChallengeFilters = {
    difficulty: pick(DIFFICULTIES, params.get("difficulty")),
    topic: pick(CHALLENGE_TOPICS, params.get("topic")),
    pattern: pick(CHALLENGE_PATTERNS, params.get("pattern")),
    language: pick(CHALLENGE_FILTER_LANGUAGES, params.get("language")),
  };
  const sortParam = params.get("sort");
  const sort: TListSort = (LIST_SORTS as readonly string[]).includes(sortParam ?? "")
    ? (sortParam as TListSort)
    : "catalog";
  const page = Number(params.get("page") ?? "1") || 1;

  const update = (next: { search: string; filters: TChallengeFilters; sort?: TListSort; page?: number }) => {
    const entries: Record<string, string> = {};
    if (next.search) entries.q = next.search;
    for (const [key, value] of Object.entries(next.filters)) if (value !== "all") entries[key] = value;
    const nextSort = next.sort ?? sort;
    if (nextSort !== "catalog") entries.sort = nextSort;
    if (next.page && next.page > 1) entries.page = String(next.page);
    // Replace, not push: typing in the search box must not add one history entry per key.
    setParams(entries, { replace: true });
  };

  return {
    search,
    filters,
    sort,
    page,
    active: search.trim() !== "" || Object.values(filters).some((value) => value !== "all"),
    setSearch: (value: string) => update({ search: value, filters }),
    setFilters: (value: TChallengeFilters) => update({ search, filters: value }),
    setSort: (value: TListSort) => update({ search, filters, sort: value }),
    setPage: (value: number) => update({ search, filters, page: value }),
    clear: () => update({ search: "", filters: NO_FILTERS }),
  };
}

/** Client-side search of spec section 5: case-insensitive substring of the title or the description. */
export function matchesSearch(challenge: { title: string; description: string }, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return challenge.title.toLowerCase().includes(needle) || challenge.description.toLowerCase().includes(needle);
}
