import type { TOwnSubmission } from "@cp/contracts";
import { languageLabel } from "@cp/contracts/constants";
import { ChevronRight, CircleCheckBig, CircleX, History, SquarePen } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { fullTime } from "@/lib/format";
import { useMySubmissions } from "../../challenges-api";
import { formatMemory } from "../../run/format-value";

/**
 * The learner's own submissions of this challenge, newest first: verdict, language, run time,
 * tests passed and date. Each opens to the code it sent, read-only, which "Open in editor" puts
 * back in the editor in its language.
 */
export function SubmissionsList({
  challengeId,
  onOpenInEditor,
}: {
  challengeId: string;
  onOpenInEditor: (language: string, code: string) => void;
}) {
  const submissions = useMySubmissions(challengeId);
  const [open, setOpen] = useState<string | null>(null);

  if (submissions.isPending) {
    return (
      <ul className="grid grid-cols-1 gap-2" aria-busy="true" aria-label="Loading submissions">
        {[0, 1, 2].map((i) => (
          <li key={i} className="h-14 animate-pulse rounded-lg border bg-muted/40" />
        ))}
      </ul>
    );
  }
  if (submissions.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-2 rounded-lg border p-4 text-sm">
        <p>Failed to load your submissions.</p>
        <Button variant="outline" size="sm" onClick={() => void submissions.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (submissions.data.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">
        <History className="size-5" aria-hidden />
        <p data-testid="text-no-submissions">
          No submissions yet. When you submit, each one is kept here with its code.
        </p>
      </div>
    );
  }
  return (
    <ol className="grid grid-cols-1 gap-2" data-testid="list-my-submissions">
      {submissions.data.map((submission) => (
        <SubmissionRow
          key={submission.id}
          submission={submission}
          open={open === submission.id}
          onToggle={() => setOpen(open === submission.id ? null : submission.id)}
          onOpenInEditor={() => onOpenInEditor(submission.language, submission.code)}
        />
      ))}
    </ol>
  );
}

function SubmissionRow({
  submission,
  open,
  onToggle,
  onOpenInEditor,
}: {
  submission: TOwnSubmission;
  open: boolean;
  onToggle: () => void;
  onOpenInEditor: () => void;
}) {
  const codeId = `submission-code-${submission.id}`;
  return (
    <li className="rounded-lg border" data-testid={`row-submission-${submission.id}`}>
      <button
        type="button"
        onClick={onToggle}
        aria-expanded={open}
        aria-controls={codeId}
        className="flex w-full flex-wrap items-center gap-x-4 gap-y-1 rounded-lg px-3 py-2.5 text-left text-sm hover:bg-accent/60 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <ChevronRight className={cn("size-4 shrink-0 transition-transform", open && "rotate-90")} aria-hidden />
        <span
          className={cn(
            "flex items-center gap-1.5 font-semibold",
            submission.passed ? "text-emerald-700 dark:text-emerald-400" : "text-red-700 dark:text-red-400",
          )}
          data-testid="text-submission-verdict"
        >
          {submission.passed ? (
            <CircleCheckBig className="size-4" aria-hidden />
          ) : (
            <CircleX className="size-4" aria-hidden />
          )}
          {submission.verdict}
        </span>
        <span>{languageLabel(submission.language)}</span>
        <span className="text-muted-foreground tabular-nums">{submission.executionTime} ms</span>
        {submission.memoryKb !== null && (
          <span className="text-muted-foreground tabular-nums" data-testid="text-submission-memory">
            {formatMemory(submission.memoryKb)}
          </span>
        )}
        <span className="text-muted-foreground tabular-nums">
          {submission.passedCount}/{submission.totalCount} tests
        </span>
        <time className="ml-auto text-xs text-muted-foreground" dateTime={submission.submittedAt}>
          {fullTime(submission.submittedAt)}
        </time>
      </button>
      {open && (
        <div id={codeId} className="grid grid-cols-1 gap-2 border-t p-3">
          <pre
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
            tabIndex={0}
            className="max-h-80 overflow-auto rounded-md bg-code p-3 font-mono text-[0.8125rem] leading-relaxed text-code-foreground"
            data-testid="text-submission-code"
          >
            {submission.code}
          </pre>
          <Button variant="outline" size="sm" className="justify-self-start" onClick={onOpenInEditor}>
            <SquarePen className="size-4" aria-hidden />
            Open in editor
          </Button>
        </div>
      )}
    </li>
  );
}
