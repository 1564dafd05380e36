import { languageLabel, type TChallengeDetail, type TSubmitResponse } from "@cp/contracts";
import type { UseMutationResult } from "@tanstack/react-query";
import { Lightbulb, LoaderCircle, Play, Send } from "lucide-react";
import { useRef } from "react";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/select";
import { errorMessage } from "@/lib/api";
import { CodeEditor } from "../editor/code-editor";
import { toCustomInput, useCustomCases } from "../run/custom-cases-store";
import { runCode } from "../run/live-run";
import { SUBMIT_GATE_REASONS, selectSubmitGate, useLiveRunStore } from "../run/run-store";
import { SubmissionPanel } from "../run/submission-panel";
import { TestResultsPanel } from "../run/test-results-panel";
import type { TSubmitInput } from "../run/use-submit";
import { CustomCases, customCasesProblem } from "./custom-input";
import { ResetButton } from "./reset-dialog";
import { useRevealResults } from "./use-reveal-results";
import type { useWorkspace } from "./use-workspace";

export type TEditorPanelProps = {
  challenge: TChallengeDetail;
  workspace: ReturnType<typeof useWorkspace>;
  submit: UseMutationResult<TSubmitResponse, Error, TSubmitInput>;
  onGetHint: (body: { code: string; language: string }) => void;
  hintPending: boolean;
};

/** Right side of the challenge screen: language, actions, the editor, results and the submission. */
export function EditorPanel({ challenge, workspace, submit, onGetHint, hintPending }: TEditorPanelProps) {
  const { languages, language, setLanguage, code, setCode, reset, monacoLanguage } = workspace;
  const running = useLiveRunStore((s) => s.phase === "running");
  const snapshot = { challengeId: challenge.id, language, code };
  // The code of the latest submission, when it failed: resubmitting it unchanged would fail again.
  const failedSubmission = submit.data && !submit.data.passed && submit.variables ? submit.variables : null;
  const gate = useLiveRunStore((s) => selectSubmitGate(s, snapshot, failedSubmission));
  const canSubmit = gate === "ready";
  const submitReason = submit.isPending ? null : SUBMIT_GATE_REASONS[gate];

  const resultsRef = useRef<HTMLElement>(null);
  useRevealResults(resultsRef);

  const params = challenge.signature.params.map((p) => p.name);
  const custom = useCustomCases(challenge.id);
  const customCases = custom.enabled ? custom.cases : [];
  const customProblem = customCasesProblem(params, customCases);

  const blank = code.trim() === "";
  const runDisabled = running || blank || customProblem !== null;

  const run = () => {
    if (runDisabled) return;
    submit.reset();
    void runCode({
      ...snapshot,
      customInputs: customCases.map((c) => toCustomInput(params, c)),
      expectedResults: challenge.sampleTests.length + customCases.length,
    });
  };

  const submitDisabled = !canSubmit || submit.isPending || running;
  const submitCode = () => {
    if (submitDisabled) return;
    submit.mutate({ ...snapshot, totalTests: challenge.sampleTests.length + challenge.hiddenTestCount });
  };

  return (
    <div className="flex flex-col gap-4 p-3 sm:p-4">
      <div className="flex flex-wrap items-center gap-2">
        <Select
          value={language}
          onValueChange={setLanguage}
          options={languages.map((l) => ({ value: l, label: languageLabel(l) }))}
          aria-label="Language"
          data-testid="select-language"
          className="w-36"
          disabled={running || submit.isPending}
        />
        <div className="ml-auto flex items-center gap-2">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onGetHint({ code, language })}
            disabled={hintPending}
            data-testid="button-get-hint"
          >
            {hintPending ? (
              <LoaderCircle className="size-4 animate-spin" aria-hidden />
            ) : (
              <Lightbulb className="size-4 text-amber-500" aria-hidden />
            )}
            Get Hint
          </Button>
          <ResetButton language={language} onConfirm={reset} disabled={running || submit.isPending} />
        </div>
        {/* On phones the two main actions get a full-width row of their own. */}
        <div className="flex w-full items-center gap-2 sm:w-auto">
          <Button
            variant="secondary"
            size="sm"
            onClick={run}
            disabled={runDisabled}
            data-testid="button-run-code"
            className="flex-1 sm:flex-none"
          >
            {running ? (
              <LoaderCircle className="size-4 animate-spin" aria-hidden />
            ) : (
              <Play className="size-4" aria-hidden />
            )}
            Run Code
          </Button>
          <Button
            size="sm"
            onClick={submitCode}
            disabled={submitDisabled}
            aria-describedby={submitReason ? "submit-reason" : undefined}
            // Locked until a passing run: grey rather than a faded green, so it reads as "not yet".
            className="flex-1 disabled:bg-muted disabled:text-muted-foreground disabled:opacity-100 disabled:shadow-none sm:flex-none"
            data-testid="button-submit"
          >
            {submit.isPending ? (
              <LoaderCircle className="size-4 animate-spin" aria-hidden />
            ) : (
              <Send className="size-4" aria-hidden />
            )}
            Submit
          </Button>
        </div>
        {submitReason && (
          <p
            id="submit-reason"
            className="w-full text-xs text-muted-foreground sm:text-right"
            data-testid="text-submit-reason"
            data-gate={gate}
          >
            {submitReason}
          </p>
        )}
      </div>

      <div className="overflow-hidden rounded-lg border shadow-sm">
        <CodeEditor
          value={code}
          language={monacoLanguage}
          onChange={setCode}
          onRunShortcut={run}
          onSubmitShortcut={submitCode}
          height="400px"
        />
      </div>

      <CustomCases challengeId={challenge.id} params={params} sample={challenge.sampleTests[0]?.input ?? {}} />

      <SubmissionPanel
        isPending={submit.isPending}
        error={submit.error}
        errorText={submit.error ? errorMessage(submit.error, "Failed to submit solution") : null}
        result={submit.data}
        challengeId={challenge.id}
      />

      {/* scroll-mt clears the sticky header when the results are scrolled into view. */}
      <section ref={resultsRef} aria-label="Test results" className="grid scroll-mt-16 grid-cols-1 gap-2">
        <h2 className="text-sm font-semibold">Test results</h2>
        <TestResultsPanel gate={gate} />
      </section>
    </div>
  );
}
