import type { TUser } from "@cp/contracts";
import { useDocumentTitle } from "@/app/document-title";
import { useSession } from "@/app/session";
import { EmptyState, Page, PageHeader, RetryButton } from "@/components/ui/page";
import { PageSpinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { ChallengeProgressList } from "@/features/progress/challenge-progress-list";
import { useLeaderboardRank, useProgressRecords, userProgressKeys, useSubmissions } from "@/features/progress/queries";
import { QuickActions } from "@/features/progress/quick-actions";
import { RecentSubmissionsList } from "@/features/progress/recent-submissions-list";
import { computeStudentMetrics } from "@/features/progress/student-metrics";
import { SummaryCards } from "@/features/progress/summary-cards";
import { useLiveRoom } from "@/lib/socket";

/** Student progress (/student-progress). Students only: the route table gates it, so a user is known here. */
export default function StudentProgressPage() {
  useDocumentTitle("My Progress");
  const { user } = useSession() as { user: TUser };
  // The three user-specific calls go out once the user id is known (spec section 7).
  const records = useProgressRecords(user.id);
  const submissions = useSubmissions(user.id);
  const rank = useLeaderboardRank(user.id);
  // Live updates of the viewer's own numbers arrive on the leaderboard room (app/live-updates.ts);
  // after a reconnect they load again, since the events they missed are lost.
  useLiveRoom("leaderboard", { refetchOnReconnect: userProgressKeys(user.id) });

  const header = <PageHeader title="My Progress" description="Your challenges, submissions and rank." />;
  if (records.isPending || submissions.isPending) {
    return (
      <Page>
        {header}
        <PageSpinner label="Loading progress..." />
      </Page>
    );
  }
  if (records.isError || submissions.isError) {
    return (
      <Page>
        {header}
        <EmptyState
          title="Could not load your progress"
          action={
            <RetryButton
              onRetry={() => Promise.all([records.refetch(), submissions.refetch()])}
              pending={records.isFetching || submissions.isFetching}
            />
          }
        >
          {(records.error ?? submissions.error)?.message}
        </EmptyState>
      </Page>
    );
  }

  const metrics = computeStudentMetrics(records.data, submissions.data);
  return (
    <Page>
      {header}
      <div className="grid grid-cols-1 gap-6">
        <SummaryCards metrics={metrics} rank={rank.data} />
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_300px]">
          <Tabs defaultValue="progress">
            <TabsList className="w-full sm:w-auto sm:self-start">
              <TabsTrigger value="progress">Challenge Progress</TabsTrigger>
              <TabsTrigger value="submissions">Recent Submissions</TabsTrigger>
            </TabsList>
            <TabsContent value="progress">
              <ChallengeProgressList records={records.data} />
            </TabsContent>
            <TabsContent value="submissions">
              <RecentSubmissionsList submissions={submissions.data} />
            </TabsContent>
          </Tabs>
          <div>
            <QuickActions />
          </div>
        </div>
      </div>
    </Page>
  );
}
