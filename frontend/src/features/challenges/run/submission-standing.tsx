import type { TSubmissionStanding } from "@cp/contracts";
import { ROUTES } from "@cp/contracts/constants";
import { useEndpoint } from "@/lib/api";
import { cn } from "@/lib/cn";
import { formatMemory, formatMs } from "./format-value";

function Figure({
  label,
  value,
  beats,
  unranked,
  testId,
}: {
  label: string;
  value: string;
  beats: number | null;
  /** What the figure says instead of a percentile. */
  unranked: string;
  testId: string;
}) {
  return (
    <div className="rounded-lg border bg-card/60 px-3 py-2" data-testid={testId}>
      <p className="text-xs text-muted-foreground">{label}</p>
      <p className="font-semibold tabular-nums">{value}</p>
      <p className="text-xs text-muted-foreground">{beats === null ? unranked : `Beats ${beats}%`}</p>
    </div>
  );
}

/**
 * An accepted submission's standing, asked for once the submit has answered (the judge's answer
 * never waits for it): a placeholder of its size while it loads; nothing if it could not be read.
 */
export function LoadedSubmissionStanding({ submissionId }: { submissionId: string }) {
  const standing = useEndpoint(ROUTES.progress.standing, { params: { submissionId } });
  if (standing.data) return <SubmissionStanding standing={standing.data} />;
  if (standing.isError) return null;
  return (
    <div className="border-t px-4 py-3" data-testid="panel-standing-pending" aria-busy="true">
      <p className="mb-2 text-sm text-muted-foreground">Comparing with other accepted solutions...</p>
      <div className="grid grid-cols-2 gap-2" aria-hidden>
        <div className="h-[4.625rem] animate-pulse rounded-lg border bg-muted/40" />
        <div className="h-[4.625rem] animate-pulse rounded-lg border bg-muted/40" />
      </div>
    </div>
  );
}

/**
 * Where an accepted solution stands among the other learners' best accepted solutions in its
 * language, as on LeetCode: runtime and memory beaten, and a small chart of runtimes with the
 * learner's bar marked. Below the server's minimum of others, it says so instead of a percentile.
 */
function SubmissionStanding({ standing }: { standing: TSubmissionStanding }) {
  const tallest = Math.max(1, ...standing.distribution.map((bar) => bar.count));
  const others = standing.otherLearners;
  const unranked =
    others === 0
      ? "No other accepted solution to compare yet"
      : `Too few other solutions to compare yet (need ${standing.minimumOthers})`;
  return (
    <div className="border-t px-4 py-3" data-testid="panel-standing">
      <p className="mb-2 text-sm text-muted-foreground" data-testid="text-standing-compared">
        {others >= standing.minimumOthers
          ? `Compared with ${others} other learners' best ${standing.language} solutions`
          : `${others} other ${others === 1 ? "learner has" : "learners have"} solved this in ${standing.language} so far`}
      </p>
      <div className="grid grid-cols-2 gap-2">
        <Figure
          label="Runtime"
          value={formatMs(standing.runtimeMs)}
          beats={standing.runtimeBeats}
          unranked={unranked}
          testId="text-runtime-beats"
        />
        <Figure
          label="Memory"
          value={standing.memoryKb === null ? "Not measured" : formatMemory(standing.memoryKb)}
          beats={standing.memoryBeats}
          unranked={standing.memoryKb === null ? "Not compared" : unranked}
          testId="text-memory-beats"
        />
      </div>
      {standing.distribution.length > 1 && (
        <figure className="mt-3">
          <figcaption className="mb-1 text-xs text-muted-foreground">
            Best runtime of each learner (yours in green)
          </figcaption>
          <div className="flex h-16 items-end gap-1" role="img" aria-label={chartLabel(standing)}>
            {standing.distribution.map((bar) => (
              <div
                key={bar.fromMs}
                title={`${bar.fromMs}–${bar.toMs} ms: ${bar.count}`}
                className={cn("min-h-px flex-1 rounded-t-sm", bar.mine ? "bg-emerald-500" : "bg-muted-foreground/35")}
                style={{ height: `${Math.max(4, (bar.count / tallest) * 100)}%` }}
                data-mine={bar.mine || undefined}
              />
            ))}
          </div>
          <div className="mt-1 flex justify-between text-xs text-muted-foreground" aria-hidden>
            <span>{formatMs(standing.distribution[0]?.fromMs ?? 0)}</span>
            <span>{formatMs(standing.distribution.at(-1)?.toMs ?? 0)}</span>
          </div>
        </figure>
      )}
    </div>
  );
}

function chartLabel(standing: TSubmissionStanding): string {
  const mine = standing.distribution.find((bar) => bar.mine);
  const bars = standing.distribution.map((bar) => `${bar.fromMs}–${bar.toMs} ms: ${bar.count}`).join("; ");
  return `Best runtimes of ${standing.otherLearners} other learners and yours${mine ? `, yours in ${mine.fromMs}–${mine.toMs} ms` : ""}: ${bars}`;
}
