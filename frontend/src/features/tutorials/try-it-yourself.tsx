import type { TTutorialDetail } from "@cp/contracts";
import { Play, RotateCcw } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useHydrated } from "@/app/ssr";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { CodeEditor } from "@/features/challenges/editor/code-editor";
import { errorMessage } from "@/lib/api";
import { loadStepCode, saveStepCode } from "./local-progress";
import type { TPreviewReport } from "./preview-document";
import { PreviewFrame } from "./preview-frame";
import { StepOutput, type TStepOutcome } from "./step-output";
import { completePreviewStep, refreshTutorialProgress, runStep } from "./tutorials-api";

type TPreviewRun = { token: string; code: string; silent: boolean };

let tokens = 0;
const nextToken = () => `run-${Date.now()}-${++tokens}`;

/** JSX to `React.createElement` calls (classic runtime), with the bundled transformer, loaded on first use. */
async function compileJsx(code: string): Promise<string> {
  const { transform } = await import("sucrase");
  return transform(code, { transforms: ["jsx"], jsxRuntime: "classic", production: true }).code;
}

/**
 * 'Try It Yourself': the step's code in the editor (kept per step across reloads), Reset, Run
 * Code and the output box. Sandbox steps run on the server; preview steps render in the
 * sandboxed iframe and pass when the step's DOM checks hold.
 */
export function TryItYourself({
  tutorial,
  index,
  userId,
  signedIn,
  onPassed,
}: {
  tutorial: TTutorialDetail;
  index: number;
  userId: string;
  signedIn: boolean;
  onPassed: (index: number) => void;
}) {
  const step = tutorial.steps[index];
  const starting = step?.code ?? "";
  // A server-rendered page shows the starting code: the learner's own is in this browser's
  // storage, and the effect below loads it once the page is adopted.
  const hydrated = useHydrated();
  const [code, setCode] = useState(() => (hydrated ? loadStepCode(userId, tutorial.id, index) : null) ?? starting);
  const [outcome, setOutcome] = useState<TStepOutcome | null>(null);
  const [running, setRunning] = useState(false);
  const [preview, setPreview] = useState<TPreviewRun | null>(null);
  // Counts finished runs: the output box carries it, so a reader can tell a new result from the last one.
  const [runs, setRuns] = useState(0);
  const isPreview = tutorial.mode === "preview";

  // Changing step loads that step's code (the learner's own, else the starting code) and clears the output.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new step (or user) is what resets the workspace.
  useEffect(() => {
    const saved = loadStepCode(userId, tutorial.id, index) ?? starting;
    setCode(saved);
    setOutcome(null);
    setRunning(false);
    setPreview(null);
    setRuns(0);
    if (isPreview) void showPreview(saved, true);
  }, [tutorial.id, index, userId]);

  const showPreview = useCallback(
    async (source: string, silent: boolean) => {
      let compiled = source;
      if (tutorial.course === "react") {
        try {
          compiled = await compileJsx(source);
        } catch (error) {
          if (!silent) {
            setOutcome({ kind: "failure", message: errorMessage(error, "The JSX could not be compiled") });
            setRuns((n) => n + 1);
          }
          setRunning(false);
          return;
        }
      }
      setPreview({ token: nextToken(), code: compiled, silent });
    },
    [tutorial.course],
  );

  const onChange = (next: string) => {
    setCode(next);
    saveStepCode(userId, tutorial.id, index, next, starting);
  };

  const reset = () => {
    setCode(starting);
    saveStepCode(userId, tutorial.id, index, starting, starting);
    setOutcome(null);
    if (isPreview) void showPreview(starting, true);
  };

  const passed = useRef(onPassed);
  passed.current = onPassed;

  const run = async () => {
    if (running || !code.trim()) return;
    setRunning(true);
    setOutcome(null);
    if (isPreview) {
      await showPreview(code, false);
      return;
    }
    try {
      const result = await runStep(tutorial.id, index, code);
      setOutcome({ kind: "sandbox", result });
      setRuns((n) => n + 1);
      if (result.passed) {
        if (signedIn) await refreshTutorialProgress();
        passed.current(index);
      }
    } catch (error) {
      setOutcome({ kind: "failure", message: errorMessage(error, "The code could not be run") });
      setRuns((n) => n + 1);
    } finally {
      setRunning(false);
    }
  };

  const onReport = async (report: TPreviewReport | { timedOut: true; token: string }) => {
    if (!preview || report.token !== preview.token || preview.silent) return;
    setRunning(false);
    setRuns((n) => n + 1);
    if ("timedOut" in report) {
      setOutcome({ kind: "failure", message: "The preview did not finish loading" });
      return;
    }
    const ok = report.errors.length === 0 && report.results.every((r) => r.passed);
    setOutcome({ kind: "preview", passed: ok, results: report.results, errors: report.errors });
    if (!ok) return;
    try {
      if (signedIn) await refreshTutorialProgress(await completePreviewStep(tutorial.id, index));
      passed.current(index);
    } catch (error) {
      setOutcome({ kind: "failure", message: errorMessage(error, "Your progress could not be saved") });
    }
  };

  return (
    <Card className="min-w-0">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3 space-y-0 pb-4">
        <CardTitle>Try It Yourself</CardTitle>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={reset} data-testid="button-reset">
            <RotateCcw className="size-4" /> Reset
          </Button>
          <Button size="sm" onClick={run} disabled={running || !code.trim()} data-testid="button-run">
            {running ? <Spinner className="size-4" /> : <Play className="size-4" />}
            {running ? "Running..." : "Run Code"}
          </Button>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="overflow-hidden rounded-md border">
          <CodeEditor value={code} language={tutorial.editor} onChange={onChange} onRunShortcut={run} height="340px" />
        </div>
        {isPreview && preview && step && (
          <div className="flex flex-col gap-2">
            <h4 className="text-sm font-medium text-muted-foreground">Preview</h4>
            <PreviewFrame
              course={tutorial.course}
              code={preview.code}
              checks={step.checks}
              token={preview.token}
              onReport={onReport}
            />
          </div>
        )}
        <div className="flex flex-col gap-2" data-testid="tutorial-result" data-runs={runs}>
          <h4 className="text-sm font-medium text-muted-foreground">{isPreview ? "Checks" : "Output"}</h4>
          <StepOutput outcome={outcome} checks={step?.checks ?? []} />
        </div>
      </CardContent>
    </Card>
  );
}
