import { ArrowRight, Rocket } from "lucide-react";
import { Link } from "react-router";
import { TimeAgo } from "@/components/time-ago";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { DifficultyBadge, ProgressStatusBadge } from "@/features/progress/status-badges";
import type { TDashboardMetrics } from "./dashboard-metrics";

/** The 'Start Your Journey' empty state, shown before the first submission. */
export function StartYourJourney() {
  return (
    <div className="flex flex-col items-center px-6 py-10 text-center" data-testid="start-your-journey">
      <div className="mb-4 grid size-12 place-items-center rounded-full bg-primary/12 text-primary">
        <Rocket className="size-6" aria-hidden />
      </div>
      <h3 className="text-lg font-semibold">Start Your Journey</h3>
      <p className="mt-2 max-w-sm text-sm text-muted-foreground">
        Solve your first challenge and your activity, streak and breakdowns will show up here.
      </p>
      <Link to="/challenges" className={buttonVariants({ className: "mt-6" })}>
        Browse Challenges
        <ArrowRight className="size-4" aria-hidden />
      </Link>
    </div>
  );
}

/** Recent Activity: the first 10 progress records of known challenges, with title, topic, attempts and status. */
export function RecentActivity({ records }: { records: TDashboardMetrics["recent"] }) {
  return (
    <Card className="h-full">
      <CardHeader className="pb-3">
        <CardTitle>Recent Activity</CardTitle>
        <CardDescription>The challenges you worked on last.</CardDescription>
      </CardHeader>
      <CardContent className="px-0 pb-2">
        {records.length === 0 ? (
          <StartYourJourney />
        ) : (
          <ul className="divide-y border-t" data-testid="recent-activity">
            {records.map((record) => (
              <li key={record.id} className="flex items-center gap-3 px-6 py-3.5">
                <div className="min-w-0 flex-1">
                  <Link
                    to={`/challenges/${record.challengeId}`}
                    className="block truncate font-medium hover:text-primary hover:underline"
                  >
                    {record.challenge.title}
                  </Link>
                  {/* On a phone topic and attempts take a line each, so no separator dangles at a wrap. */}
                  <p className="mt-1 flex flex-col gap-0.5 text-xs text-muted-foreground sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-2">
                    <span>{record.challenge.topic}</span>
                    <span aria-hidden className="hidden sm:inline">
                      ·
                    </span>
                    <span>
                      {record.attempts} {record.attempts === 1 ? "attempt" : "attempts"}
                    </span>
                    <span aria-hidden className="hidden sm:inline">
                      ·
                    </span>
                    <TimeAgo iso={record.updatedAt} className="hidden sm:inline" />
                  </p>
                </div>
                <div className="flex shrink-0 flex-col items-end gap-1.5 sm:flex-row sm:items-center sm:gap-2">
                  <span className="hidden sm:inline-flex">
                    <DifficultyBadge difficulty={record.challenge.difficulty} />
                  </span>
                  <ProgressStatusBadge completed={record.completed} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
