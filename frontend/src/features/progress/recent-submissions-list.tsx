import type { TSubmission } from "@cp/contracts";
import { Sparkles } from "lucide-react";
import { Link } from "react-router";
import { TimeAgo } from "@/components/time-ago";
import { plainMarkdown } from "@/lib/plain-markdown";
import { shortId, truncateFeedback } from "./format";
import { SubmissionStatusBadge } from "./status-badges";
import { RECENT_SUBMISSIONS_LIMIT } from "./student-metrics";

/** Recent Submissions tab: the 10 newest, with verdict and the start of the AI feedback. */
export function RecentSubmissionsList({ submissions }: { submissions: readonly TSubmission[] }) {
  if (submissions.length === 0) {
    return (
      <p className="rounded-xl border border-dashed px-6 py-12 text-center text-sm text-muted-foreground">
        No submissions yet. Start coding to see your submissions here!
      </p>
    );
  }
  return (
    <ul className="divide-y rounded-xl border bg-card" data-testid="recent-submissions-list">
      {submissions.slice(0, RECENT_SUBMISSIONS_LIMIT).map((submission) => (
        <li key={submission.id} className="px-4 py-3.5 sm:px-5">
          <div className="flex items-start gap-3">
            <div className="min-w-0 flex-1">
              <Link
                to={`/challenges/${submission.challengeId}`}
                className="block truncate font-medium hover:text-primary hover:underline"
              >
                {submission.challenge?.title ?? "Removed challenge"}
              </Link>
              <p className="mt-1 flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
                <span className="font-mono" title={submission.challengeId}>
                  {shortId(submission.challengeId)}
                </span>
                <span aria-hidden>·</span>
                <span>{submission.language}</span>
                <span aria-hidden>·</span>
                <TimeAgo iso={submission.submittedAt} />
                {!submission.passed && (
                  <>
                    <span aria-hidden>·</span>
                    <span>
                      {submission.verdict}, {submission.passedCount}/{submission.totalCount} tests
                    </span>
                  </>
                )}
              </p>
            </div>
            <SubmissionStatusBadge passed={submission.passed} className="shrink-0" />
          </div>
          {submission.aiFeedback && (
            <p className="mt-2.5 flex gap-2 rounded-md bg-muted/60 px-3 py-2 text-xs leading-relaxed text-muted-foreground">
              <Sparkles className="mt-0.5 size-3.5 shrink-0 text-primary" aria-hidden />
              <span data-testid="submission-feedback" title={plainMarkdown(submission.aiFeedback)}>
                {truncateFeedback(submission.aiFeedback)}
              </span>
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
