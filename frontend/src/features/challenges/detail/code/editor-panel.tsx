import type { TChallengeDetail, TSubmitResponse } from "@cp/contracts";
import { languageLabel } from "@cp/contracts/constants";
import type { UseMutationResult } from "@tanstack/react-query";
import { Lightbulb, LoaderCircle, Maximize2, Minimize2, Play, Send } from "lucide-react";
import { type ReactNode, useRef } from "react";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/select";
import { TabsContent } from "@/components/ui/tabs";
import { errorMessage } from "@/lib/api";
import { cn } from "@/lib/cn";
import { CodeEditor } from "../../editor/code-editor";
import { useEditorSettings } from "../../editor/editor-settings";
import { EditorSettingsButton } from "../../editor/editor-settings-dialog";
import { toCustomInput, useCustomCases } from "../../run/custom-cases-store";
import { runCode } from "../../run/live-run";
import { SUBMIT_GATE_REASONS, selectSubmitGate, useLiveRunStore } from "../../run/run-store";
import { SubmissionPanel } from "../../run/submission-panel";
import { TestResultsPanel } from "../../run/test-results-panel";
import type { TSubmitInput } from "../../run/use-submit";
import type { useWorkspace } from "../use-workspace";
import { CustomCases, customCasesProblem } from "./custom-input";
import { EditorConsoleSplit } from "./editor-console-split";
import { ResetButton } from "./reset-dialog";
import { useFullScreen } from "./use-full-screen";
import { useRevealResults } from "./use-reveal-results";

/**
 * How the challenge screen places the editor: beside the problem with the results console
 * under a drag handle (desktop), under the problem with the console below it (tablet), or as
 * the Code and Results tabs (phone; the panel renders both tab panels).
 */
export type TEditorLayout = "split" | "stack" | "tabs";

export type TEditorPanelProps = {
  challenge: TChallengeDetail;
  userId: string;
  layout: TEditorLayout;
  /** A run or a submission started: the phone layout shows its Results tab. */
  onResultsExpected?: () => void;
  workspace: ReturnType<typeof useWorkspace>;
  submit: UseMutationResult<TSubmitResponse, Error, TSubmitInput>;
  onGetHint: (body: { code: string; language: string }) => void;
  hintPending: boolean;
};

/** Right side of the challenge screen: language, actions, the editor, results and the submission. */
export function EditorPanel({
  challenge,
  userId,
  layout,
  onResultsExpected,
  workspace,
  submit,
  onGetHint,
  hintPending,
}: TEditorPanelProps) {
  const { languages, language, setLanguage, code, setCode, reset, monacoLanguage } = workspace;
  const running = useLiveRunStore((s) => s.phase === "running");
  const snapshot = { challengeId: challenge.id, language, code };
  // The code of the latest submission, when it failed: resubmitting it unchanged would fail again.
  const failedSubmission = submit.data && !submit.data.passed && submit.variables ? submit.variables : null;
  const gate = useLiveRunStore((s) => selectSubmitGate(s, snapshot, failedSubmission));
  // This exact code was just submitted and accepted: the run's "you can now submit" is stale then.
  const accepted =
    !!submit.data?.passed &&
    submit.variables?.language === language &&
    submit.variables.code === code &&
    submit.variables.challengeId === challenge.id;
  const canSubmit = gate === "ready";
  const submitReason = submit.isPending ? null : SUBMIT_GATE_REASONS[gate];

  const resultsRef = useRef<HTMLElement>(null);
  useRevealResults(resultsRef);
  const [settings, updateSettings] = useEditorSettings(userId);
  const [fullScreen, setFullScreen] = useFullScreen();

  const params = challenge.signature.params.map((p) => p.name);
  const custom = useCustomCases(challenge.id);
  const customCases = custom.enabled ? custom.cases : [];
  const customProblem = customCasesProblem(params, customCases);

  const blank = code.trim() === "";
  const runDisabled = running || blank || customProblem !== null;

  const showResults = () => {
    // On a phone the results are another tab: full screen would hide them.
    if (layout === "tabs") setFullScreen(false);
    onResultsExpected?.();
  };

  const run = () => {
    if (runDisabled) return;
    showResults();
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
    showResults();
    submit.mutate({ ...snapshot, totalTests: challenge.sampleTests.length + challenge.hiddenTestCount });
  };

  const toolbar = (tools: ReactNode) => (
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
      <div className="flex items-center">{tools}</div>
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
  );
  const editor = (
    <CodeEditor
      value={code}
      language={monacoLanguage}
      onChange={setCode}
      onRunShortcut={run}
      onSubmitShortcut={submitCode}
      height="100%"
      settings={settings}
    />
  );
  const resultsConsole = (
    <>
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
        <TestResultsPanel gate={gate} accepted={accepted} />
      </section>
    </>
  );
  const editorTools = (
    <>
      <EditorSettingsButton settings={settings} onChange={updateSettings} />
      <Button
        variant="ghost"
        size="icon"
        className="size-8"
        aria-label={fullScreen ? "Exit full screen" : "Full screen"}
        title={fullScreen ? "Exit full screen (Esc)" : "Full screen"}
        onClick={() => setFullScreen(!fullScreen)}
        data-testid="button-full-screen"
      >
        {fullScreen ? <Minimize2 className="size-4" aria-hidden /> : <Maximize2 className="size-4" aria-hidden />}
      </Button>
    </>
  );
  // One element tree whether full screen or not (only classes change): Monaco is never
  // re-created, so undo history, cursor and Vim state survive the toggle.
  const paneProps = {
    "data-testid": "editor-pane",
    "data-full-screen": fullScreen,
    role: fullScreen ? "region" : undefined,
    "aria-label": fullScreen ? "Code editor, full screen" : undefined,
  };

  if (layout === "split")
    return (
      <div {...paneProps} className={cn("flex h-full flex-col", fullScreen && FULL_SCREEN)}>
        <div className="p-3 pb-2 sm:px-4">{toolbar(editorTools)}</div>
        <EditorConsoleSplit
          editor={<div className="h-full overflow-hidden rounded-lg border shadow-sm">{editor}</div>}
          results={<div className="grid grid-cols-1 gap-4 pt-2 pb-1">{resultsConsole}</div>}
        />
      </div>
    );

  const pane = (
    <div
      {...paneProps}
      className={cn("flex flex-col gap-4 p-3 sm:p-4", fullScreen && cn(FULL_SCREEN, "overflow-y-auto"))}
    >
      {toolbar(editorTools)}
      {/* Full screen on a narrow screen: the editor takes most of the height, the console follows. */}
      <div
        className={cn("shrink-0 overflow-hidden rounded-lg border shadow-sm", fullScreen ? "h-[75dvh]" : "h-[400px]")}
      >
        {editor}
      </div>
      {layout === "stack" && resultsConsole}
    </div>
  );
  if (layout === "stack") return pane;
  return (
    <>
      <TabsContent value="code" keepMounted>
        {pane}
      </TabsContent>
      <TabsContent value="results" keepMounted className="grid grid-cols-1 gap-4 p-3">
        {resultsConsole}
      </TabsContent>
    </>
  );
}

const FULL_SCREEN = "fixed inset-0 z-50 bg-card";
