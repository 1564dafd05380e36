import { SearchX, TriangleAlert } from "lucide-react";
import { useDocumentTitle } from "@/app/document-title";
import { EmptyState, Page, PageHeader, RetryButton } from "@/components/ui/page";
import { Spinner } from "@/components/ui/spinner";
import { useChallengeList } from "@/features/challenges/challenges-api";
import { ChallengeCard } from "@/features/challenges/list/challenge-card";
import { ChallengeFilters } from "@/features/challenges/list/challenge-filters";
import { matchesSearch, useListFilters } from "@/features/challenges/list/use-list-filters";
import { useContentRoom } from "@/lib/use-content-room";

/** Challenge list (/challenges). Reached only with a session: the route table gates it. */
export default function ChallengesPage() {
  useDocumentTitle("Challenges");
  useContentRoom();
  const { search, filters, active, setSearch, setFilters, clear } = useListFilters();
  const list = useChallengeList(filters);
  const visible = (list.data ?? []).filter((challenge) => matchesSearch(challenge, search));

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
            <p className="mb-4 text-sm text-muted-foreground" aria-live="polite" data-testid="text-challenge-count">
              {visible.length} challenge(s) found
            </p>
            {visible.length === 0 ? (
              <EmptyState
                icon={<SearchX className="size-6" aria-hidden />}
                title="No challenges found. Try adjusting your filters."
              />
            ) : (
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="list-challenges">
                {visible.map((challenge) => (
                  <li key={challenge.id}>
                    <ChallengeCard challenge={challenge} />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </Page>
  );
}
