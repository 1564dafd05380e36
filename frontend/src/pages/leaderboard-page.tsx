import { Trophy } from "lucide-react";
import { useDocumentTitle } from "@/app/document-title";
import { useSession } from "@/app/session";
import { EmptyState, Page, PageHeader, RetryButton } from "@/components/ui/page";
import { PageSpinner } from "@/components/ui/spinner";
import { LeaderboardTable } from "@/features/leaderboard/leaderboard-table";
import { LiveBadge } from "@/features/leaderboard/live-badge";
import { useLiveLeaderboard } from "@/features/leaderboard/use-live-leaderboard";
import { YourRankBar } from "@/features/leaderboard/your-rank-bar";

/** Leaderboard (/leaderboard): everyone with points, ranked, re-ordered live as submissions land. */
export default function LeaderboardPage() {
  useDocumentTitle("Leaderboard");
  const { user } = useSession();
  const { entries, moves, isPending, error, connected, refetch, isFetching } = useLiveLeaderboard();

  return (
    <Page className="max-w-5xl">
      <PageHeader
        title="Global Leaderboard"
        description="Points for every first solve: Easy 10, Medium 20, Hard 40. Ties go to whoever got there first."
        // Live only means something over a loaded board: after a failed load nothing is being updated.
        actions={entries && !error ? <LiveBadge connected={connected} /> : undefined}
      />
      {user && entries && entries.length > 0 && <YourRankBar userId={user.id} />}
      {isPending ? (
        <PageSpinner label="Loading leaderboard..." />
      ) : error || !entries ? (
        <div data-testid="text-leaderboard-error">
          <EmptyState
            title="Could not load the leaderboard"
            action={<RetryButton onRetry={refetch} pending={isFetching} />}
          >
            {error?.message}
          </EmptyState>
        </div>
      ) : entries.length === 0 ? (
        <EmptyState icon={<Trophy className="size-6" aria-hidden />} title="No leaderboard data available">
          Solve a challenge to be the first on the board.
        </EmptyState>
      ) : (
        <LeaderboardTable
          caption="Global leaderboard"
          currentKey={user?.id}
          moves={moves}
          rows={entries.map((entry) => ({
            key: entry.id,
            username: entry.username,
            points: entry.points,
            solved: entry.challengesSolved,
            streak: entry.currentStreak,
          }))}
        />
      )}
    </Page>
  );
}
