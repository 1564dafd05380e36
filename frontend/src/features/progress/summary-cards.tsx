import type { TLeaderboardUserEntry } from "@cp/contracts";
import { Flame, Percent, Target, Trophy } from "lucide-react";
import type { ReactNode } from "react";
import { Progress } from "@/components/ui/progress";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import { formatCount } from "@/lib/format";
import { type computeStudentMetrics, rankLabel } from "./student-metrics";

/** The submissions list holds the newest 50: past that, the rate is over those, and the card says so. */
const RECENT_WINDOW = 50;

function SummaryCard({
  title,
  icon,
  tone,
  value,
  testId,
  children,
}: {
  title: string;
  icon: ReactNode;
  tone: string;
  value: ReactNode;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <li className="rounded-xl border bg-card p-5">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-medium text-muted-foreground">{title}</h2>
        <span className={cn("grid size-8 place-items-center rounded-lg", tone)}>{icon}</span>
      </div>
      <p className="mt-2 text-3xl font-bold tracking-tight tabular-nums" data-testid={testId}>
        {value}
      </p>
      {children && <div className="mt-3 text-xs text-muted-foreground">{children}</div>}
    </li>
  );
}

/**
 * The three cards of 'My Progress': Total Progress, the success rate and Leaderboard Rank. The
 * rate is named for what it counts, "Accepted Submissions": the dashboard has a rate of the
 * catalog solved, and one name for both read as one figure.
 */
export function SummaryCards({
  metrics,
  rank,
}: {
  metrics: ReturnType<typeof computeStudentMetrics>;
  rank: TLeaderboardUserEntry | undefined;
}) {
  return (
    <ul className="grid gap-4 sm:grid-cols-3">
      <SummaryCard
        title="Total Progress"
        icon={<Target className="size-4" aria-hidden />}
        tone="bg-primary/12 text-primary"
        value={`${metrics.totalProgress}%`}
        testId="total-progress"
      >
        <Progress value={metrics.totalProgress} aria-label="Total progress" className="mb-2" />
        {metrics.completed} of {metrics.started} started challenges completed
      </SummaryCard>
      <SummaryCard
        title="Accepted Submissions"
        icon={<Percent className="size-4" aria-hidden />}
        tone="bg-sky-500/12 text-sky-600 dark:text-sky-400"
        value={`${metrics.successRate}%`}
        testId="accepted-submissions"
      >
        {metrics.submitted === 0 ? (
          "No submissions yet: this is the share of your submissions that pass every test"
        ) : (
          <>
            {metrics.passed} of{" "}
            {metrics.submitted >= RECENT_WINDOW ? `your last ${metrics.submitted}` : metrics.submitted}{" "}
            {metrics.submitted === 1 ? "submission" : "submissions"} passed every test
          </>
        )}
      </SummaryCard>
      <SummaryCard
        title="Leaderboard Rank"
        icon={<Trophy className="size-4" aria-hidden />}
        tone="bg-amber-500/12 text-amber-600 dark:text-amber-400"
        value={rank ? rankLabel(rank.rank) : <Spinner className="h-9" />}
        testId="leaderboard-rank"
      >
        {rank && (
          <span className="flex items-center gap-3">
            <span>{formatCount(rank.points)} points</span>
            <span className="flex items-center gap-1">
              <Flame className="size-3.5 text-amber-500" aria-hidden />
              {rank.currentStreak} day streak
            </span>
          </span>
        )}
      </SummaryCard>
    </ul>
  );
}
