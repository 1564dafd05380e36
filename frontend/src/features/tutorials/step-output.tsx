import type { TTutorialCheck, TTutorialRunResult } from "@cp/contracts";
import { CheckCircle2, CircleX } from "lucide-react";
import { cn } from "@/lib/cn";
import { describeCheck, type TCheckOutcome } from "./preview-document";

export type TStepOutcome =
  | { kind: "sandbox"; result: TTutorialRunResult }
  | { kind: "preview"; passed: boolean; results: TCheckOutcome[]; errors: string[] }
  | { kind: "failure"; message: string };

function Verdict({ passed, children }: { passed: boolean; children: string }) {
  return (
    <div
      data-testid="tutorial-verdict"
      data-passed={passed}
      className={cn(
        "flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium",
        passed
          ? "bg-emerald-500/12 text-emerald-700 dark:text-emerald-300"
          : "bg-amber-500/12 text-amber-800 dark:text-amber-300",
      )}
    >
      {passed ? <CheckCircle2 className="size-4" /> : <CircleX className="size-4" />}
      {children}
    </div>
  );
}

/** The output box: what the program printed ('No output' when nothing), or the preview's checks. */
export function StepOutput({ outcome, checks }: { outcome: TStepOutcome | null; checks: TTutorialCheck[] }) {
  if (!outcome) {
    return (
      <pre
        data-testid="tutorial-output"
        className="min-h-24 rounded-md bg-code p-3 font-mono text-sm text-code-foreground/80"
      >
        Run your code to see the output here.
      </pre>
    );
  }
  if (outcome.kind === "failure") {
    return (
      <div className="flex flex-col gap-2">
        <Verdict passed={false}>The code could not run.</Verdict>
        <pre
          data-testid="tutorial-output"
          className="min-h-24 whitespace-pre-wrap rounded-md bg-code p-3 font-mono text-sm text-destructive"
        >
          {`Error: ${outcome.message}`}
        </pre>
      </div>
    );
  }
  if (outcome.kind === "sandbox") {
    const { result } = outcome;
    const empty = !result.output && !result.error;
    return (
      <div className="flex flex-col gap-2">
        <Verdict passed={result.passed}>
          {result.passed
            ? "Correct! The output matches the expected output."
            : result.unmet && result.status === "Wrong Answer"
              ? "Not quite: this step asks for more than the output."
              : result.status === "Wrong Answer"
                ? "Not quite: the output differs from the expected output."
                : result.status}
        </Verdict>
        {result.unmet && result.unmet.length > 0 && (
          <ul className="list-disc pl-5 text-sm" data-testid="tutorial-unmet">
            {result.unmet.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )}
        <pre
          data-testid="tutorial-output"
          className="max-h-80 min-h-24 overflow-auto whitespace-pre-wrap rounded-md bg-code p-3 font-mono text-sm text-code-foreground"
        >
          {empty ? <span className="text-code-foreground/80">No output</span> : result.output}
          {result.error && (
            <span className="text-destructive">{`${result.output && !result.output.endsWith("\n") ? "\n" : ""}Error: ${result.error}`}</span>
          )}
        </pre>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <Verdict passed={outcome.passed}>
        {outcome.passed ? "Correct! Every check passes." : "Not quite: some checks do not pass yet."}
      </Verdict>
      <ul
        data-testid="tutorial-output"
        className="flex flex-col gap-1 rounded-md bg-code p-3 text-sm text-code-foreground"
      >
        {checks.map((check, i) => {
          const r = outcome.results[i];
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a step's checks are a fixed list; results follow their order.
            <li key={i} className="flex items-start gap-2" data-passed={r?.passed ?? false}>
              {r?.passed ? (
                <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-emerald-500" />
              ) : (
                <CircleX className="mt-0.5 size-4 shrink-0 text-amber-500" />
              )}
              <span className="min-w-0 break-words">
                {describeCheck(check)}
                {!r?.passed && (
                  <span className="text-muted-foreground">
                    {r?.actual == null ? " (nothing matches)" : ` (found ${JSON.stringify(r.actual)})`}
                  </span>
                )}
              </span>
            </li>
          );
        })}
        {outcome.errors.map((e) => (
          <li key={e} className="font-mono text-destructive">{`Error: ${e}`}</li>
        ))}
      </ul>
    </div>
  );
}
