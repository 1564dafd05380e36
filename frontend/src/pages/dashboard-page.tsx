import type { TUser } from "@cp/contracts";
import { Code2 } from "lucide-react";
import { Link } from "react-router";
import { useDocumentTitle } from "@/app/document-title";
import { useSession } from "@/app/session";
import { buttonVariants } from "@/components/ui/button";
import { EmptyState, Page, PageHeader, RetryButton } from "@/components/ui/page";
import { PageSpinner } from "@/components/ui/spinner";
import { ActivityHeatmap } from "@/features/dashboard/activity-heatmap";
import { computeDashboardMetrics } from "@/features/dashboard/dashboard-metrics";
import { OverallProgress } from "@/features/dashboard/overall-progress";
import { RecentActivity } from "@/features/dashboard/recent-activity";
import { DifficultyBreakdown, TopicBreakdown } from "@/features/dashboard/solved-breakdown";
import { StatCards } from "@/features/dashboard/stat-cards";
import { useProgressRecords, useProgressStats, userProgressKeys } from "@/features/progress/queries";
import { useLiveRoom } from "@/lib/socket";

/** Personal dashboard (/dashboard): the route table gates it (a visitor goes to /login), so a user is known here. */
export default function DashboardPage() {
  useDocumentTitle("Dashboard");
  const { user } = useSession() as { user: TUser };
  const records = useProgressRecords(user.id);
  const stats = useProgressStats(user.id);
  // Live updates of the viewer's own numbers arrive on the leaderboard room (app/live-updates.ts);
  // after a reconnect they load again, since the events they missed are lost.
  useLiveRoom("leaderboard", { refetchOnReconnect: userProgressKeys(user.id) });

  const header = (
    <PageHeader
      title="Dashboard"
      description={`Welcome back, ${user.username}. Here is where you stand.`}
      actions={
        <Link to="/challenges" className={buttonVariants({ variant: "outline" })}>
          <Code2 className="size-4" aria-hidden />
          Browse Challenges
        </Link>
      }
    />
  );

  if (records.isPending || stats.isPending) {
    return (
      <Page>
        {header}
        <PageSpinner label="Loading dashboard..." />
      </Page>
    );
  }
  if (records.isError || stats.isError) {
    return (
      <Page>
        {header}
        <EmptyState
          title="Could not load your dashboard"
          action={
            <RetryButton
              onRetry={() => Promise.all([records.refetch(), stats.refetch()])}
              pending={records.isFetching || stats.isFetching}
            />
          }
        >
          {(records.error ?? stats.error)?.message}
        </EmptyState>
      </Page>
    );
  }

  const metrics = computeDashboardMetrics(records.data, stats.data.totalChallenges);
  return (
    <Page>
      {header}
      <div className="grid grid-cols-1 gap-4 sm:gap-6">
        <StatCards metrics={metrics} quizzes={stats.data.quizzes} />
        <OverallProgress solved={metrics.solved} total={metrics.totalChallenges} />
        <div className="grid grid-cols-1 gap-4 sm:gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <ActivityHeatmap stats={stats.data} />
          <DifficultyBreakdown stats={stats.data} />
          <RecentActivity records={metrics.recent} />
          <TopicBreakdown stats={stats.data} />
        </div>
      </div>
    </Page>
  );
}
