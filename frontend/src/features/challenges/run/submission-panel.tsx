import type { TSubmitResponse } from "@cp/contracts";
import { Award, Bot, CircleX, PartyPopper, Sparkles } from "lucide-react";
import { Progress } from "@/components/ui/progress";
import { cn } from "@/lib/cn";
import { MarkdownView } from "../detail/problem/markdown-view";
import { formatMs } from "./format-value";
import { useLiveRunStore } from "./run-store";
import { LoadedSubmissionStanding } from "./submission-standing";
import { TestResultCard } from "./test-result-card";

export type TSubmissionPanelProps = {
  isPending: boolean;
  error: Error | null;
  /** The server's message for a failed call (already falling back to 'Failed to submit solution'). */
  errorText: string | null;
  result: TSubmitResponse | undefined;
  /** For 'Use as test case' on the revealed failing test. */
  challengeId?: string;
};

/** What happened to the latest submission: judging progress, the success panel, the failing test, or the error. */
export function SubmissionPanel({ isPending, error, errorText, result, challengeId }: TSubmissionPanelProps) {
  const judging = useLiveRunStore((s) => s.judging);

  if (isPending) {
    return (
      <div className="grid grid-cols-1 gap-2 rounded-lg border bg-card p-4" data-testid="panel-submission-pending">
        <div className="flex items-center justify-between text-sm">
          <span className="font-medium">Judging your solution against every test...</span>
          {judging && judging.received > 0 && (
            <span className="text-xs text-muted-foreground">
              {judging.received} / {judging.total}
            </span>
          )}
        </div>
        <Progress value={judging?.received ?? 0} max={Math.max(judging?.total ?? 1, 1)} aria-label="Tests judged" />
      </div>
    );
  }

  if (error) {
    return (
      <div
        role="alert"
        className="rounded-lg border border-rose-500/40 bg-rose-500/8 px-4 py-3 text-sm"
        data-testid="text-submit-error"
      >
        <p className="font-semibold text-rose-700 dark:text-rose-300">Submission failed</p>
        {errorText && <p className="mt-1 text-muted-foreground">{errorText}</p>}
      </div>
    );
  }

  if (!result) return null;

  return result.passed ? <SuccessPanel result={result} /> : <FailurePanel result={result} challengeId={challengeId} />;
}

function SuccessPanel({ result }: { result: TSubmitResponse }) {
  return (
    <section
      data-testid="panel-submission-success"
      aria-labelledby="submission-success-title"
      className="overflow-hidden rounded-xl border border-emerald-500/40 bg-gradient-to-br from-emerald-500/12 via-card to-card"
    >
      <div className="flex flex-wrap items-center gap-3 px-4 py-4">
        <div className="grid size-10 place-items-center rounded-full bg-emerald-500/15 text-emerald-600 dark:text-emerald-400">
          <PartyPopper className="size-5" aria-hidden />
        </div>
        <div className="min-w-[12rem] flex-1">
          <h3 id="submission-success-title" className="text-lg font-semibold text-emerald-700 dark:text-emerald-300">
            Submission Successful!
          </h3>
          <p className="text-sm text-muted-foreground">
            {result.passedCount} / {result.totalCount} tests passed · {formatMs(result.executionTime)}
          </p>
        </div>
        <span
          data-testid="text-points-awarded"
          className={cn(
            "inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold",
            result.pointsAwarded > 0
              ? "bg-amber-500/15 text-amber-700 dark:text-amber-300"
              : "bg-muted text-muted-foreground",
          )}
        >
          <Award className="size-4" aria-hidden />
          {result.pointsAwarded > 0 ? `+${result.pointsAwarded} points` : "Already solved: no new points"}
        </span>
      </div>
      <LoadedSubmissionStanding submissionId={result.submissionId} />
      <Feedback result={result} />
    </section>
  );
}

function FailurePanel({ result, challengeId }: { result: TSubmitResponse; challengeId?: string }) {
  return (
    <section
      data-testid="panel-submission-failed"
      aria-labelledby="submission-failed-title"
      className="overflow-hidden rounded-xl border border-rose-500/40 bg-card"
    >
      <div className="flex items-center gap-3 bg-rose-500/8 px-4 py-3">
        <CircleX className="size-5 shrink-0 text-rose-600 dark:text-rose-400" aria-hidden />
        <div>
          <h3
            id="submission-failed-title"
            className="font-semibold text-rose-700 dark:text-rose-300"
            data-testid="text-verdict"
          >
            {result.verdict}
          </h3>
          <p className="text-xs text-muted-foreground">
            {result.passedCount} / {result.totalCount} tests passed. Your submission has been recorded.
          </p>
        </div>
      </div>
      {result.compileOutput && (
        <pre className="max-h-60 overflow-auto border-t bg-code p-3 font-mono text-xs whitespace-pre text-code-foreground">
          {result.compileOutput}
        </pre>
      )}
      {result.failedTest && (
        <div className="border-t p-3">
          <p className="mb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">First failing test</p>
          <ol>
            <TestResultCard result={result.failedTest} challengeId={challengeId} />
          </ol>
        </div>
      )}
      <Feedback result={result} />
    </section>
  );
}

function Feedback({ result }: { result: TSubmitResponse }) {
  if (!result.feedback) return null;
  const ai = result.feedbackSource === "ai";
  return (
    <div className="border-t bg-card/60 px-4 py-4" data-testid="panel-feedback">
      <p className="mb-2 flex items-center gap-1.5 text-sm font-semibold text-muted-foreground">
        {ai ? <Sparkles className="size-3.5" aria-hidden /> : <Bot className="size-3.5" aria-hidden />}
        <span data-testid="text-feedback-source">{ai ? "AI feedback" : "Automated feedback"}</span>
      </p>
      <MarkdownView source={result.feedback} className="text-sm" data-testid="text-feedback" />
    </div>
  );
}
