import { MAX_COMPILER_CODE_LENGTH, type TCompilerFlowResponse, type TLanguageKey } from "@cp/contracts";
import { LoaderCircle, Play, Share2, Workflow } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Panel, PanelGroup } from "react-resizable-panels";
import { useNavigate, useParams } from "react-router";
import { useDocumentTitle } from "@/app/document-title";
import { toast } from "@/app/toast-store";
import { Button } from "@/components/ui/button";
import { RetryButton } from "@/components/ui/page";
import { KEYBOARD_RESIZE_STEP, ResizeHandle } from "@/components/ui/resize-handle";
import { Spinner } from "@/components/ui/spinner";
import { useMediaQuery } from "@/features/challenges/detail/use-media-query";
import { CodeEditor } from "@/features/challenges/editor/code-editor";
import { loadCompilerCode, loadStdin, saveCompilerCode, saveStdin } from "@/features/compiler/code-store";
import { analyzeFlow, presentOutput, runProgram, useCompilerLanguages } from "@/features/compiler/compiler-api";
import {
  FLOW_UNSUPPORTED_REASON,
  HTML_STARTER,
  hasFlowAnalysis,
  resolveCompilerLanguage,
  type TCompilerSlug,
} from "@/features/compiler/compiler-languages";
import { FlowPanel } from "@/features/compiler/flow-panel";
import { LanguagePicker } from "@/features/compiler/language-picker";
import { AdSlot, OutputPane, type TRunView } from "@/features/compiler/output-pane";
import { decodeShareFragment, encodeShareFragment } from "@/features/compiler/share-link";
import { ApiError, errorMessage } from "@/lib/api";
import { cn } from "@/lib/cn";

/** Saved layouts of the split (react-resizable-panels writes them to localStorage). */
const LAYOUT_ID = "cp:compiler:layout";

/** The online compiler (/compiler/:lang): pick a language, write, run with stdin, share, and trace the flow. */
export default function CompilerPage() {
  const params = useParams();
  const navigate = useNavigate();
  const language = resolveCompilerLanguage(params.lang);
  useDocumentTitle(`${language.name} Compiler`);
  const slug = language.slug;
  const desktop = useMediaQuery("(min-width: 1024px)");
  const languages = useCompilerLanguages();
  const serverLanguage = languages.data?.find((l) => l.key === slug);
  const starter = slug === "html" ? HTML_STARTER : serverLanguage?.starterCode;

  // An unknown or missing lang shows python under its own address.
  useEffect(() => {
    if (params.lang !== slug) void navigate(`/compiler/${slug}${window.location.hash}`, { replace: true });
  }, [params.lang, slug, navigate]);

  const [code, setCodeState] = useState<string | null>(null);
  const [stdin, setStdinState] = useState(loadStdin);
  const [run, setRun] = useState<TRunView>({ status: "idle" });
  const [preview, setPreview] = useState<{ html: string; key: number }>({ html: "", key: 0 });
  const [flow, setFlow] = useState<TCompilerFlowResponse | null>(null);
  const [flowStep, setFlowStep] = useState(0);
  const [flowCode, setFlowCode] = useState("");
  const [analyzing, setAnalyzing] = useState(false);
  const loadedFor = useRef<TCompilerSlug | null>(null);
  const generation = useRef(0);
  const flowReasonId = useId();
  const outputCard = useRef<HTMLDivElement>(null);
  // Flow analysis traces Python and JavaScript only: for the others the button is off and says why.
  const flowSupported = hasFlowAnalysis(slug);

  // The editor's content per language: on the first visit the shared or saved code, on a switch the starter.
  useEffect(() => {
    if (starter === undefined || loadedFor.current === slug) return;
    const firstLoad = loadedFor.current === null;
    loadedFor.current = slug;
    generation.current++;
    const initial = firstLoad ? (loadCompilerCode(slug) ?? starter) : starter;
    if (!firstLoad) saveCompilerCode(slug, starter, starter);
    setCodeState(initial);
    setPreview((p) => ({ html: slug === "html" ? initial : "", key: p.key + 1 }));
    setRun({ status: "idle" });
    setFlow(null);
  }, [slug, starter]);

  // A shared link (#code=...) opens its code in its language, for anyone. A link too large or
  // broken to open says so and leaves the visitor's saved code as it was.
  useEffect(() => {
    if (!window.location.hash.startsWith("#code=") || starter === undefined) return;
    const hash = window.location.hash;
    void decodeShareFragment(hash).then((shared) => {
      if (shared.kind === "none" || window.location.hash !== hash) return;
      window.history.replaceState(window.history.state, "", window.location.pathname);
      if (shared.kind !== "code") {
        toast({
          title: "Shared Link Not Opened",
          description:
            shared.kind === "too-large"
              ? "This link holds more code than the compiler runs (512 KB). Your saved code is unchanged."
              : "This link is damaged or incomplete. Your saved code is unchanged.",
          variant: "destructive",
        });
        return;
      }
      const { code: sharedCode } = shared;
      setCodeState(sharedCode);
      saveCompilerCode(slug, sharedCode, starter);
      if (slug === "html") setPreview((p) => ({ html: sharedCode, key: p.key + 1 }));
    });
  }, [slug, starter]);

  const setCode = (next: string) => {
    setCodeState(next);
    if (starter !== undefined) saveCompilerCode(slug, next, starter);
  };
  const setStdin = (next: string) => {
    setStdinState(next);
    saveStdin(next);
  };

  // HTML previews live as it is edited.
  useEffect(() => {
    if (slug !== "html" || code === null) return;
    const timer = window.setTimeout(() => setPreview((p) => (p.html === code ? p : { html: code, key: p.key })), 400);
    return () => window.clearTimeout(timer);
  }, [slug, code]);

  const blank = (code ?? "").trim() === "";
  const running = run.status === "running";

  // On a phone the output sits under the editor, below the fold: a finished run brings it into
  // view (under the sticky header, above the toast that reports the run).
  const revealOutput = useCallback(() => {
    if (desktop) return;
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.requestAnimationFrame(() =>
      outputCard.current?.scrollIntoView({ block: "start", behavior: reduced ? "auto" : "smooth" }),
    );
  }, [desktop]);

  const runCode = useCallback(async () => {
    if (code === null || code.trim() === "" || running) return;
    if (slug === "html") {
      setPreview((p) => ({ html: code, key: p.key + 1 }));
      revealOutput();
      return;
    }
    const mine = ++generation.current;
    setRun({ status: "running" });
    try {
      const result = await runProgram({ language: slug as TLanguageKey, code, stdin });
      if (generation.current !== mine) return;
      const output = presentOutput(result);
      setRun({ status: "done", ...output, time: result.time, memory: result.memory });
      revealOutput();
      if (result.status.id === 3) toast({ title: "Success!", description: "Code executed successfully" });
      else
        toast({
          title: "Execution Failed",
          description: result.status.description || "An error occurred",
          variant: "destructive",
        });
    } catch (error) {
      if (generation.current !== mine) return;
      if (error instanceof ApiError) {
        const message = error.serverMessage ?? error.message;
        setRun({ status: "done", text: `API Error: ${message}`, isError: true, time: null, memory: null });
        revealOutput();
        toast({ title: "Submission Error", description: message, variant: "destructive" });
      } else {
        setRun({
          status: "done",
          text: "Failed to execute code. Please try again.",
          isError: true,
          time: null,
          memory: null,
        });
        revealOutput();
        toast({ title: "Error", description: "Failed to connect to the compiler service", variant: "destructive" });
      }
    }
  }, [code, running, slug, stdin, revealOutput]);

  // Ctrl/Cmd+Enter runs from anywhere on the page (the editor registers its own shortcut too).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        void runCode();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [runCode]);

  const share = async () => {
    if (code === null) return;
    if (code.length > MAX_COMPILER_CODE_LENGTH) {
      // A link to it would not open: the decoder refuses code longer than the compiler runs.
      toast({ title: "Too Large to Share", description: "Code must be at most 512 KB.", variant: "destructive" });
      return;
    }
    const url = `${window.location.origin}/compiler/${slug}${await encodeShareFragment(code)}`;
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      copyWithSelection(url);
    }
    toast({ title: "Link Copied!", description: "Anyone with the link sees this code." });
  };

  const showFlow = async () => {
    if (code === null || blank || analyzing || !flowSupported) return;
    setAnalyzing(true);
    try {
      const answer = await analyzeFlow({ language: slug as TLanguageKey, code, stdin });
      if (!answer.supported) {
        toast({
          title: "Not Supported",
          description: answer.error || "Flow analysis is not available for this language yet",
          variant: "destructive",
        });
        return;
      }
      setFlow(answer);
      setFlowCode(code);
      setFlowStep(0);
    } catch (error) {
      toast({
        title: "Analysis Error",
        description: errorMessage(error, "Failed to analyze code flow"),
        variant: "destructive",
      });
    } finally {
      setAnalyzing(false);
    }
  };

  const flowLine = flow ? (flow.steps[flowStep]?.line ?? null) : null;

  return (
    <div
      className={cn(
        "mx-auto flex w-full max-w-[1600px] flex-1 flex-col gap-3 px-3 py-4 sm:px-4 lg:flex-row lg:gap-4",
        // The flow panel sits beside the editor on wide screens instead of covering it.
        flow && "lg:max-w-none lg:pr-[456px]",
      )}
    >
      <h1 className="sr-only">Online Compiler</h1>
      {desktop && (
        <div className="w-20 shrink-0">
          <LanguagePicker current={slug} versions={languages.data} orientation="rail" />
        </div>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        {!desktop && <LanguagePicker current={slug} versions={languages.data} orientation="row" />}
        <div className="flex flex-wrap items-center gap-2">
          <div className="w-full min-w-0 sm:mr-auto sm:w-auto">
            <p className="truncate font-mono text-sm font-semibold" data-testid="text-file-name">
              {language.file}
            </p>
            <p className="text-xs text-muted-foreground">
              {language.name}
              {serverLanguage?.version ? ` · ${serverLanguage.version}` : ""}
              {slug === "html" ? " · live preview" : ""}
            </p>
          </div>
          <Button
            variant="outline"
            size="sm"
            onClick={() => void share()}
            disabled={code === null}
            className="flex-1 sm:flex-none"
            data-testid="button-share"
          >
            <Share2 className="size-4" aria-hidden />
            Share
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void showFlow()}
            disabled={blank || analyzing || !flowSupported}
            title={flowSupported ? undefined : FLOW_UNSUPPORTED_REASON}
            aria-describedby={flowSupported ? undefined : flowReasonId}
            className="flex-1 sm:flex-none"
            data-testid="button-show-flow"
          >
            {analyzing ? (
              <LoaderCircle className="size-4 animate-spin" aria-hidden />
            ) : (
              <Workflow className="size-4" aria-hidden />
            )}
            {analyzing ? "Analyzing" : "Show Flow"}
          </Button>
          {!flowSupported && (
            <span id={flowReasonId} className="sr-only">
              {FLOW_UNSUPPORTED_REASON}
            </span>
          )}
          <Button
            size="sm"
            onClick={() => void runCode()}
            disabled={blank || running}
            title="Run (Ctrl+Enter)"
            className="flex-1 sm:flex-none"
            data-testid="button-run"
          >
            {running ? (
              <LoaderCircle className="size-4 animate-spin" aria-hidden />
            ) : (
              <Play className="size-4" aria-hidden />
            )}
            {running ? "Running" : "Run"}
          </Button>
        </div>
        <PanelGroup
          key={desktop ? "h" : "v"}
          direction={desktop ? "horizontal" : "vertical"}
          autoSaveId={`${LAYOUT_ID}:${desktop ? "h" : "v"}`}
          keyboardResizeBy={KEYBOARD_RESIZE_STEP}
          className={desktop ? "!h-[calc(100dvh-13rem)] min-h-[440px]" : "!h-[820px]"}
        >
          <Panel defaultSize={60} minSize={30} className="overflow-hidden rounded-xl border bg-card shadow-sm">
            {code === null ? (
              <div className="flex h-full items-center justify-center bg-code">
                {languages.isError ? (
                  <div className="flex flex-col items-center gap-3">
                    <p className="text-sm text-code-foreground/70">Failed to load the languages.</p>
                    <RetryButton onRetry={languages.refetch} pending={languages.isFetching} />
                  </div>
                ) : (
                  <Spinner label="Loading editor..." />
                )}
              </div>
            ) : (
              <CodeEditor
                value={code}
                language={language.monaco}
                onChange={setCode}
                onRunShortcut={() => void runCode()}
                height="100%"
                highlightLine={flowLine}
              />
            )}
          </Panel>
          <ResizeHandle
            direction={desktop ? "horizontal" : "vertical"}
            label="Resize editor and output"
            data-testid="handle-resize"
          />
          <Panel defaultSize={40} minSize={25} className="flex flex-col gap-3">
            <div
              ref={outputCard}
              className="min-h-0 flex-1 scroll-mt-20 overflow-hidden rounded-xl border bg-card shadow-sm"
            >
              <OutputPane
                run={run}
                html={slug === "html" ? preview.html : null}
                previewKey={preview.key}
                stdin={stdin}
                onStdinChange={setStdin}
              />
            </div>
            <AdSlot />
          </Panel>
        </PanelGroup>
      </div>
      {flow && (
        <FlowPanel
          flow={flow}
          code={flowCode}
          current={flowStep}
          onCurrentChange={(index) => setFlowStep(Math.max(0, Math.min(flow.steps.length - 1, index)))}
          onClose={() => setFlow(null)}
        />
      )}
    </div>
  );
}

/** Clipboard fallback for browsers that refuse navigator.clipboard (plain http, older engines). */
function copyWithSelection(text: string) {
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.append(area);
  area.select();
  try {
    document.execCommand("copy");
  } finally {
    area.remove();
  }
}
