import type { TProgressRecord } from "@cp/contracts";
import { Link } from "react-router";
import { TimeAgo } from "@/components/time-ago";
import { shortId } from "./format";
import { ProgressStatusBadge } from "./status-badges";

/** Challenge Progress tab: every challenge the student started, most recent first. */
export function ChallengeProgressList({ records }: { records: readonly TProgressRecord[] }) {
  if (records.length === 0) {
    return (
      <p className="rounded-xl border border-dashed px-6 py-12 text-center text-sm text-muted-foreground">
        No progress yet. Start solving challenges to track your progress!
      </p>
    );
  }
  return (
    <ul className="divide-y rounded-xl border bg-card" data-testid="challenge-progress-list">
      {records.map((record) => (
        <li key={record.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3.5 sm:px-5">
          <div className="min-w-0 flex-1 basis-56">
            <Link
              to={`/challenges/${record.challengeId}`}
              className="block truncate font-medium hover:text-primary hover:underline"
            >
              {record.challenge?.title ?? "Removed challenge"}
            </Link>
            <p className="mt-1 flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
              <span className="font-mono" title={record.challengeId}>
                {shortId(record.challengeId)}
              </span>
              {record.challenge && (
                <>
                  <span aria-hidden>·</span>
                  <span>{record.challenge.topic}</span>
                </>
              )}
              <span aria-hidden className="hidden sm:inline">
                ·
              </span>
              <TimeAgo iso={record.updatedAt} className="hidden sm:inline" />
            </p>
          </div>
          <dl className="flex items-center gap-5 text-sm">
            <div className="sm:text-right">
              <dt className="text-[11px] text-muted-foreground">Attempts</dt>
              <dd className="font-semibold tabular-nums">{record.attempts}</dd>
            </div>
            <div className="sm:text-right">
              <dt className="text-[11px] text-muted-foreground">Best score</dt>
              <dd className="font-semibold tabular-nums">{record.bestScore}%</dd>
            </div>
          </dl>
          <span className="ml-auto">
            <ProgressStatusBadge completed={record.completed} gaveUp={record.gaveUp} />
          </span>
        </li>
      ))}
    </ul>
  );
}
