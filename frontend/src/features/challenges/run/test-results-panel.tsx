import { CircleAlert, CircleCheckBig, CircleX, FlaskConical, WifiOff } from "lucide-react";
import { Progress } from "@/components/ui/progress";
import { cn } from "@/lib/cn";
import { formatMs } from "./format-value";
import { useSocketConnected } from "./live-run";
import { type TSubmitGate, useLiveRunStore } from "./run-store";
import { PendingResultCard, TestResultCard } from "./test-result-card";

/**
 * Results of the latest run: a progress bar and each test as it finishes, then the banner. The
 * banner reads the same gate as the Submit button, so it never says "you can now submit" about
 * code that has changed since, or that a submission has just failed.
 */
export function TestResultsPanel({ gate, accepted = false }: { gate: TSubmitGate; accepted?: boolean }) {
  const { phase, results, total, response, errorMessage, customCount, snapshot } = useLiveRunStore();
  const firstCustom = total - customCount;
  const connected = useSocketConnected();

  if (phase === "idle") {
    return (
      <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">
        <FlaskConical className="size-5" aria-hidden />
        <p>Run your code to check it against the sample tests.</p>
        <p className="text-xs" data-testid="text-editor-shortcuts">
          In the editor: <Key>{MOD_KEY}</Key> + <Key>Enter</Key> runs, <Key>{MOD_KEY}</Key> + <Key>'</Key> submits
        </p>
      </div>
    );
  }

  if (phase === "error") {
    return (
      <div
        role="alert"
        data-testid="text-run-error"
        className="rounded-lg border border-rose-500/40 bg-rose-500/8 px-4 py-3 text-sm"
      >
        <p className="font-semibold text-rose-700 dark:text-rose-300">Failed to run code</p>
        {errorMessage && <p className="mt-1 text-muted-foreground">{errorMessage}</p>}
      </div>
    );
  }

  const received = new Set(results.map((r) => r.index));
  const pending = phase === "running" ? Array.from({ length: total }, (_, i) => i).filter((i) => !received.has(i)) : [];
  // Custom cases have no expected value: they show their output and are not counted as tests passed.
  const graded = results.filter((r) => !r.custom);
  const passedCount = graded.filter((r) => r.passed).length;
  const customRan = results.length - graded.length;

  return (
    <div className="grid grid-cols-1 gap-3" data-testid="panel-test-results">
      {phase === "running" && (
        <div className="grid grid-cols-1 gap-2" data-testid="run-progress">
          <div className="flex items-center justify-between text-xs text-muted-foreground">
            <span>Running tests...</span>
            <span data-testid="text-run-progress">
              {results.length} / {total}
            </span>
          </div>
          <Progress value={results.length} max={Math.max(total, 1)} aria-label="Tests finished" />
          {!connected && (
            <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
              <WifiOff className="size-3.5" aria-hidden />
              Live updates are reconnecting; all results will show when the run finishes.
            </p>
          )}
        </div>
      )}

      {phase === "done" && response && (
        <RunBanner
          allPassed={response.allPassed}
          gate={gate}
          accepted={accepted}
          detail={
            response.compileOutput
              ? "Compilation Error"
              : `${passedCount} / ${graded.length} passed${customRan > 0 ? ` · ${customRan} custom ran` : ""} · ${formatMs(response.executionTime)}`
          }
        />
      )}

      {response?.compileOutput && (
        <div className="overflow-hidden rounded-lg border border-rose-500/40" data-testid="text-compile-output">
          <p className="bg-rose-500/10 px-3 py-1.5 text-xs font-semibold text-rose-700 dark:text-rose-300">
            Compiler output
          </p>
          <pre
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
            tabIndex={0}
            className="max-h-72 overflow-auto bg-code p-3 font-mono text-xs leading-relaxed whitespace-pre text-code-foreground"
          >
            {response.compileOutput}
          </pre>
        </div>
      )}

      {(results.length > 0 || pending.length > 0) && (
        <ol className="grid grid-cols-1 gap-2" aria-label="Test results">
          {results.map((result) => (
            <TestResultCard
              key={result.index}
              result={result}
              customNumber={result.custom ? result.index - firstCustom + 1 : undefined}
              challengeId={snapshot?.challengeId}
            />
          ))}
          {pending.map((index) => (
            <PendingResultCard
              key={`pending-${index}`}
              label={index >= firstCustom ? `Custom ${index - firstCustom + 1}` : `Case ${index + 1}`}
            />
          ))}
        </ol>
      )}
    </div>
  );
}

type TBannerTone = "passed" | "failed" | "outdated";

function bannerText(
  allPassed: boolean,
  gate: TSubmitGate,
  accepted: boolean,
): { tone: TBannerTone; text: string; note?: string } {
  if (gate === "changed") {
    return {
      tone: "outdated",
      text: allPassed
        ? "These results are for an earlier version of your code. Run it again to submit."
        : "These results are for an earlier version of your code. Run it again to check your changes.",
      note: allPassed ? "Every sample test passed with that version" : "Some test cases failed with that version",
    };
  }
  if (!allPassed) return { tone: "failed", text: "Some test cases failed. Fix the errors and try again." };
  if (gate === "submission-failed") {
    return {
      tone: "failed",
      text: "The sample tests passed, but the submission failed. Fix your code and run it again.",
    };
  }
  if (accepted) return { tone: "passed", text: "All test cases passed, and this code was accepted on submission." };
  return { tone: "passed", text: "All test cases passed! You can now submit." };
}

function RunBanner({
  allPassed,
  gate,
  accepted,
  detail,
}: {
  allPassed: boolean;
  gate: TSubmitGate;
  accepted: boolean;
  detail: string;
}) {
  const { tone, text, note } = bannerText(allPassed, gate, accepted);
  const Icon = tone === "passed" ? CircleCheckBig : tone === "failed" ? CircleX : CircleAlert;
  return (
    <div
      role="status"
      data-testid="text-run-banner"
      data-passed={allPassed}
      data-tone={tone}
      className={cn(
        "flex items-start gap-3 rounded-lg border px-4 py-3",
        tone === "passed" && "border-emerald-500/40 bg-emerald-500/10 text-emerald-800 dark:text-emerald-200",
        tone === "failed" && "border-rose-500/40 bg-rose-500/10 text-rose-800 dark:text-rose-200",
        tone === "outdated" && "border-amber-500/40 bg-amber-500/10 text-amber-900 dark:text-amber-200",
      )}
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div className="grid grid-cols-1 gap-0.5">
        <p className="font-semibold">{text}</p>
        <p className="text-xs opacity-80">{note ? `${note}: ${detail}` : detail}</p>
      </div>
    </div>
  );
}

/**
 * The shortcuts' modifier as the learner's keyboard labels it (Monaco's CtrlCmd). The panel only
 * renders in the browser, but the server imports this module, and has no navigator.
 */
const MOD_KEY = typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.userAgent) ? "⌘" : "Ctrl";

function Key({ children }: { children: string }) {
  return <kbd className="rounded border bg-muted px-1.5 py-0.5 font-mono text-[0.7rem]">{children}</kbd>;
}
