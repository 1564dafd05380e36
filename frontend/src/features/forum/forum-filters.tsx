import type { TForumSort } from "@cp/contracts";
import { FORUM_CATEGORIES } from "@cp/contracts/constants";
import { Search, X } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import type { TForumFilters } from "./forum-api";

const CATEGORY_OPTIONS = [
  { value: "all", label: "All Categories" },
  ...FORUM_CATEGORIES.map((category) => ({ value: category, label: category })),
];

const SORT_OPTIONS: { value: TForumSort; label: string }[] = [
  { value: "latest", label: "Latest" },
  { value: "top", label: "Top" },
  { value: "unanswered", label: "Unanswered" },
];

/** Search box, category filter and sort of the post list. */
export function ForumFilters({
  search,
  onSearchChange,
  filters,
  onCategoryChange,
  onSortChange,
  active,
  onClear,
}: {
  search: string;
  onSearchChange: (search: string) => void;
  filters: TForumFilters;
  onCategoryChange: (category: TForumFilters["category"]) => void;
  onSortChange: (sort: TForumSort) => void;
  active: boolean;
  onClear: () => void;
}) {
  // On a server-rendered list, what was typed before the app adopted the page is searched for.
  const searchBox = useRef<HTMLInputElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the box comes alive.
  useEffect(() => {
    const typed = searchBox.current?.value;
    if (typed !== undefined && typed !== search) onSearchChange(typed);
  }, []);

  return (
    <search className="grid gap-3 rounded-xl border bg-card p-3 shadow-sm sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_12rem_10rem_auto]">
      <div className="relative sm:col-span-2 lg:col-span-1">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <Input
          ref={searchBox}
          type="search"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          placeholder="Search posts..."
          aria-label="Search posts"
          maxLength={100}
          data-testid="input-search-posts"
          className="pl-9"
        />
      </div>
      <Select
        value={filters.category}
        onValueChange={(value) => onCategoryChange(value as TForumFilters["category"])}
        options={CATEGORY_OPTIONS}
        aria-label="Category"
        data-testid="select-category"
      />
      <Select
        value={filters.sort}
        onValueChange={(value) => onSortChange(value as TForumSort)}
        options={SORT_OPTIONS}
        aria-label="Sort"
        data-testid="select-sort"
      />
      {active ? (
        <Button
          variant="ghost"
          onClick={onClear}
          data-testid="button-clear-forum-filters"
          className="sm:col-span-2 lg:col-span-1"
        >
          <X className="size-4" aria-hidden />
          Clear
        </Button>
      ) : (
        <span className="hidden lg:block lg:w-[5.5rem]" aria-hidden />
      )}
    </search>
  );
}
