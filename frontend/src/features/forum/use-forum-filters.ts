import type { TForumCategory, TForumSort } from "@cp/contracts";
import { FORUM_CATEGORIES, FORUM_SORTS } from "@cp/contracts/constants";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import type { TForumFilters } from "./forum-api";

const SEARCH_DELAY_MS = 300;

/** Reads the list's filters from the address (?category=&q=&sort=), falling back to the defaults. */
export function filtersFromParams(params: URLSearchParams): TForumFilters {
  const category = params.get("category") ?? "";
  const sort = params.get("sort") ?? "";
  return {
    category: (FORUM_CATEGORIES as readonly string[]).includes(category) ? (category as TForumCategory) : "all",
    q: params.get("q") ?? "",
    sort: (FORUM_SORTS as readonly string[]).includes(sort) ? (sort as TForumSort) : "latest",
  };
}

/**
 * The list's category, search and sort, kept in the address so a filtered list can be shared and
 * the back button restores it. The search box updates at once; the list follows when typing pauses.
 */
export function useForumFilters() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const [search, setSearch] = useState(filters.q);

  const update = (next: Partial<TForumFilters>) => {
    const merged = { ...filters, ...next };
    const out = new URLSearchParams();
    if (merged.category !== "all") out.set("category", merged.category);
    if (merged.q.trim()) out.set("q", merged.q.trim());
    if (merged.sort !== "latest") out.set("sort", merged.sort);
    setParams(out, { replace: true });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of the typed text schedules a search.
  useEffect(() => {
    if (search.trim() === filters.q.trim()) return;
    const timer = setTimeout(() => update({ q: search }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  return {
    filters,
    search,
    setSearch,
    setCategory: (category: TForumFilters["category"]) => update({ category }),
    setSort: (sort: TForumSort) => update({ sort }),
    clear: () => {
      setSearch("");
      setParams(new URLSearchParams(), { replace: true });
    },
    active: filters.category !== "all" || filters.q.trim() !== "" || filters.sort !== "latest",
  };
}
