import { SearchX, TriangleAlert } from "lucide-react";
import { useDocumentTitle } from "@/app/document-title";
import { EmptyState, Page, PageHeader, RetryButton } from "@/components/ui/page";
import { Select } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { useChallengeList } from "@/features/challenges/challenges-api";
import { ChallengeCard } from "@/features/challenges/list/challenge-card";
import { ChallengeFilters } from "@/features/challenges/list/challenge-filters";
import { pageOf, SORT_OPTIONS, sortChallenges, type TListSort } from "@/features/challenges/list/list-order";
import { ListPager } from "@/features/challenges/list/list-pager";
import { matchesSearch, useListFilters } from "@/features/challenges/list/use-list-filters";
import { useContentRoom } from "@/lib/use-content-room";

/** Challenge list (/challenges). Reached only with a session: the route table gates it. */
export default function ChallengesPage() {
  useDocumentTitle("Challenges");
  useContentRoom();
  const { search, filters, sort, page, active, setSearch, setFilters, setSort, setPage, clear } = useListFilters();
  const list = useChallengeList(filters);
  const visible = sortChallenges(
    (list.data ?? []).filter((challenge) => matchesSearch(challenge, search)),
    sort,
  );
  const shown = pageOf(visible, page);

  return (
    <Page>
      <PageHeader
        title="Coding Challenges"
        description="Solve problems in the browser against real test cases, in the language you interview in."
      />
      <ChallengeFilters
        search={search}
        onSearchChange={setSearch}
        filters={filters}
        onFiltersChange={setFilters}
        active={active}
        onClear={clear}
      />
      <div className="mt-6">
        {list.isPending ? (
          <div className="flex justify-center py-16">
            <Spinner label="Loading challenges..." />
          </div>
        ) : list.isError ? (
          <div data-testid="text-challenges-error">
            <EmptyState
              icon={<TriangleAlert className="size-6" aria-hidden />}
              title="Failed to fetch challenges"
              action={<RetryButton onRetry={list.refetch} pending={list.isFetching} />}
            >
              {list.error.message}
            </EmptyState>
          </div>
        ) : (
          <>
            <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="text-challenge-count">
                {visible.length} challenge(s) found
              </p>
              <Select
                value={sort}
                onValueChange={(value) => setSort(value as TListSort)}
                options={SORT_OPTIONS}
                aria-label="Sort challenges"
                data-testid="select-sort"
                fitLongestOption
              />
            </div>
            {visible.length === 0 ? (
              <EmptyState
                icon={<SearchX className="size-6" aria-hidden />}
                title="No challenges found. Try adjusting your filters."
              />
            ) : (
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="list-challenges">
                {shown.items.map((challenge) => (
                  <li key={challenge.id}>
                    <ChallengeCard challenge={challenge} />
                  </li>
                ))}
              </ul>
            )}
            <ListPager
              page={shown.page}
              pages={shown.pages}
              onPage={(next) => {
                setPage(next);
                window.scrollTo({ top: 0 });
              }}
            />
          </>
        )}
      </div>
    </Page>
  );
}
