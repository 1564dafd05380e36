import { Search, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import {
  DIFFICULTY_OPTIONS,
  LANGUAGE_FILTER_OPTIONS,
  PATTERN_OPTIONS,
  type TChallengeFilters,
  TOPIC_OPTIONS,
} from "../challenge-options";

export type TChallengeFiltersProps = {
  search: string;
  onSearchChange: (search: string) => void;
  filters: TChallengeFilters;
  onFiltersChange: (filters: TChallengeFilters) => void;
  /** Shows 'Clear Filters' (only when a filter or the search is active). */
  active: boolean;
  onClear: () => void;
};

/**
 * Search box and the four filters of the challenge list. On wide screens each filter column is
 * as wide as its longest choice ('Dynamic Programming' shows whole); the search takes the rest.
 */
export function ChallengeFilters({
  search,
  onSearchChange,
  filters,
  onFiltersChange,
  active,
  onClear,
}: TChallengeFiltersProps) {
  return (
    <search className="grid gap-3 rounded-xl border bg-card p-3 shadow-sm sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_auto_auto_auto_auto_auto]">
      <div className="relative sm:col-span-2 lg:col-span-1">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <Input
          type="search"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          placeholder="Search challenges..."
          aria-label="Search challenges"
          data-testid="input-search-challenges"
          className="pl-9"
        />
      </div>
      <Select
        value={filters.difficulty}
        onValueChange={(value) => onFiltersChange({ ...filters, difficulty: value as TChallengeFilters["difficulty"] })}
        options={DIFFICULTY_OPTIONS}
        aria-label="Difficulty"
        data-testid="select-difficulty"
        fitLongestOption
      />
      <Select
        value={filters.topic}
        onValueChange={(value) => onFiltersChange({ ...filters, topic: value as TChallengeFilters["topic"] })}
        options={TOPIC_OPTIONS}
        aria-label="Topic"
        data-testid="select-topic"
        fitLongestOption
      />
      <Select
        value={filters.pattern}
        onValueChange={(value) => onFiltersChange({ ...filters, pattern: value as TChallengeFilters["pattern"] })}
        options={PATTERN_OPTIONS}
        aria-label="Pattern"
        data-testid="select-pattern"
        fitLongestOption
      />
      <Select
        value={filters.language}
        onValueChange={(value) => onFiltersChange({ ...filters, language: value as TChallengeFilters["language"] })}
        options={LANGUAGE_FILTER_OPTIONS}
        aria-label="Language"
        data-testid="select-language-filter"
        fitLongestOption
      />
      {active ? (
        <Button
          variant="ghost"
          onClick={onClear}
          data-testid="button-clear-filters"
          className="sm:col-span-2 lg:col-span-1"
        >
          <X className="size-4" aria-hidden />
          Clear Filters
        </Button>
      ) : (
        // Keeps the grid column so the filters do not jump when the button appears.
        <span className="hidden lg:block lg:w-[8.5rem]" aria-hidden />
      )}
    </search>
  );
}
