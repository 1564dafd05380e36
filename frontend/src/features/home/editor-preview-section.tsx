import type { TCompilerRunResponse } from "@cp/contracts";
import { Play, RotateCcw, Settings2, Terminal } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { presentOutput, runProgram } from "@/features/compiler/compiler-api";
import { ApiError } from "@/lib/api";
import { cn } from "@/lib/cn";
import { highlightLine, type TTokenKind } from "./highlight";
import { SAMPLE_CODE } from "./sample-data";
import { HomeSection } from "./section";

const TOKEN_CLASSES: Record<TTokenKind, string> = {
  keyword: "text-[#c792ea]",
  string: "text-[#c3e88d]",
  number: "text-[#f78c6c]",
  comment: "italic text-[#7f8ba3]",
  function: "text-[#82aaff]",
  plain: "text-[#d6deeb]",
};

const FONT_SIZES = [12, 14, 16] as const;

type TRunState =
  | { status: "idle" }
  | { status: "running" }
  | { status: "done"; text: string; isError: boolean; exit: { ok: boolean; label: string } }
  /** The compiler refused or could not be reached: `title` says which, `message` what to do. */
  | { status: "failed"; title: string; message: string };

/** What a finished run shows: its output by the compiler page's rules, and how the process ended. */
function presentRun(result: TCompilerRunResponse): Extract<TRunState, { status: "done" }> {
  const ok = result.status.id === 3;
  return {
    status: "done",
    ...presentOutput(result),
    exit: { ok, label: ok ? "Process exited with code 0" : result.status.description || "An error occurred" },
  };
}

/** Why a run did not come back: the server's own words for a refusal (429 says how long to wait). */
function presentFailure(error: unknown): Extract<TRunState, { status: "failed" }> {
  if (error instanceof ApiError) {
    const message = error.serverMessage ?? error.message;
    if (error.status === 429) return { status: "failed", title: "Too many runs", message };
    return { status: "failed", title: "The compiler refused this run", message };
  }
  return { status: "failed", title: "No connection", message: "Failed to connect to the compiler service. Try again." };
}

/**
 * The home page's 'Try it' editor: the sample is editable and Run Code sends it to the same
 * anonymous compiler as /compiler (rate-limited per visitor), showing what it printed. It is a
 * text area over highlighted code, not Monaco: the home page has to stay small.
 */
export function EditorPreviewSection() {
  const [code, setCode] = useState(SAMPLE_CODE);
  const [run, setRun] = useState<TRunState>({ status: "idle" });
  const [fontSize, setFontSize] = useState<(typeof FONT_SIZES)[number]>(14);
  const [lineNumbers, setLineNumbers] = useState(true);
  const [settingsOpen, setSettingsOpen] = useState(false);
  /** Counts runs and resets: an answer that comes back after a newer one (or a reset) is dropped. */
  const generation = useRef(0);
  const settingsId = useId();
  const lines = useMemo(() => code.split("\n").map(highlightLine), [code]);

  useEffect(
    () => () => {
      generation.current++;
    },
    [],
  );

  const blank = code.trim() === "";
  const runCode = async () => {
    if (blank || run.status === "running") return;
    const mine = ++generation.current;
    setRun({ status: "running" });
    try {
      const result = await runProgram({ language: "javascript", code, stdin: "" });
      if (generation.current === mine) setRun(presentRun(result));
    } catch (error) {
      if (generation.current === mine) setRun(presentFailure(error));
    }
  };
  const reset = () => {
    generation.current++;
    setCode(SAMPLE_CODE);
    setRun({ status: "idle" });
    setFontSize(14);
    setLineNumbers(true);
    setSettingsOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void runCode();
    }
  };

  return (
    <HomeSection
      id="demo"
      eyebrow="Try it"
      title="Write, run and test in your browser"
      description="Edit the code and run it on the same compiler every challenge uses, with the output right beside your code."
    >
      <div className="overflow-hidden rounded-2xl border bg-code text-code-foreground shadow-2xl shadow-black/20 ring-1 ring-white/5">
        <div className="flex flex-wrap items-center gap-2 border-b border-white/10 px-3 py-2 sm:px-4">
          <div className="mr-auto flex items-center gap-3">
            <span aria-hidden className="hidden gap-1.5 sm:flex">
              <span className="size-3 rounded-full bg-[#ff5f57]" />
              <span className="size-3 rounded-full bg-[#febc2e]" />
              <span className="size-3 rounded-full bg-[#28c840]" />
            </span>
            <span className="rounded-md bg-white/8 px-2.5 py-1 font-mono text-xs text-[#d6deeb]">two-sum.js</span>
            <span className="hidden text-xs text-[#7f8ba3] sm:inline">JavaScript</span>
          </div>
          <Button
            size="sm"
            variant="ghost"
            onClick={reset}
            className="text-[#d6deeb] hover:bg-white/10 hover:text-white"
            data-testid="button-preview-reset"
          >
            <RotateCcw className="size-3.5" aria-hidden />
            <span className="sr-only sm:not-sr-only">Reset</span>
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-expanded={settingsOpen}
            aria-controls={settingsId}
            onClick={() => setSettingsOpen(!settingsOpen)}
            className={cn("text-[#d6deeb] hover:bg-white/10 hover:text-white", settingsOpen && "bg-white/10")}
            data-testid="button-preview-settings"
          >
            <Settings2 className="size-3.5" aria-hidden />
            <span className="sr-only sm:not-sr-only">Settings</span>
          </Button>
          <Button
            size="sm"
            onClick={() => void runCode()}
            disabled={blank || run.status === "running"}
            title="Run Code (Ctrl+Enter)"
            data-testid="button-preview-run"
          >
            <Play className="size-3.5" aria-hidden />
            {run.status === "running" ? "Running" : "Run Code"}
          </Button>
        </div>
        {settingsOpen && (
          <div
            id={settingsId}
            className="flex flex-wrap items-center gap-x-6 gap-y-3 border-b border-white/10 bg-white/[0.03] px-4 py-3 text-sm"
          >
            <fieldset className="flex items-center gap-2">
              <legend className="float-left mr-2 text-[#a9b4c8]">Font size</legend>
              {FONT_SIZES.map((size) => (
                <button
                  key={size}
                  type="button"
                  aria-pressed={fontSize === size}
                  onClick={() => setFontSize(size)}
                  className={cn(
                    "cursor-pointer rounded-md px-2 py-0.5 font-mono text-xs outline-none focus-visible:ring-2 focus-visible:ring-ring",
                    fontSize === size
                      ? "bg-primary text-primary-foreground"
                      : "bg-white/8 text-[#d6deeb] hover:bg-white/15",
                  )}
                >
                  {size}px
                </button>
              ))}
            </fieldset>
            <label className="flex cursor-pointer items-center gap-2 text-[#a9b4c8]">
              <input
                type="checkbox"
                checked={lineNumbers}
                onChange={(event) => setLineNumbers(event.target.checked)}
                className="size-4 accent-[var(--color-primary)]"
              />
              Line numbers
            </label>
          </div>
        )}
        <div className="grid lg:grid-cols-[1fr_340px]">
          <div
            className="min-w-0 overflow-x-auto font-mono leading-relaxed focus-within:ring-2 focus-within:ring-ring focus-within:ring-inset"
            style={{ fontSize }}
          >
            {/* The highlighted code sets the size; the text area lies exactly over it, its own
                glyphs transparent, so what is typed shows in colour and the caret stays native. */}
            <div className="relative w-max min-w-full">
              <pre aria-hidden className="pointer-events-none py-4 font-[inherit]">
                <code>
                  {lines.map((tokens, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: lines are positions.
                    <div key={index} className="flex pr-4">
                      {lineNumbers && (
                        <span className="w-12 shrink-0 pr-4 text-right text-[#8b93a1] select-none">{index + 1}</span>
                      )}
                      <span className={cn("whitespace-pre", !lineNumbers && "pl-4")}>
                        {tokens.map((token, i) => (
                          // biome-ignore lint/suspicious/noArrayIndexKey: tokens of one line are positions.
                          <span key={i} className={TOKEN_CLASSES[token.kind]}>
                            {token.text}
                          </span>
                        ))}
                        {tokens.length === 0 && " "}
                      </span>
                    </div>
                  ))}
                </code>
              </pre>
              <textarea
                aria-label="Code (JavaScript)"
                value={code}
                onChange={(event) => setCode(event.target.value)}
                onKeyDown={onKeyDown}
                wrap="off"
                spellCheck={false}
                autoCapitalize="off"
                autoComplete="off"
                autoCorrect="off"
                data-testid="input-preview-code"
                className={cn(
                  "absolute inset-0 resize-none overflow-hidden bg-transparent py-4 pr-4 font-[inherit] leading-[inherit] whitespace-pre text-[#d6deeb] caret-[#d6deeb] outline-none selection:bg-[#82aaff]/35 [-webkit-text-fill-color:transparent]",
                  lineNumbers ? "pl-12" : "pl-4",
                )}
                style={{ fontSize: "inherit" }}
              />
            </div>
          </div>
          <OutputPanel run={run} />
        </div>
      </div>
    </HomeSection>
  );
}

function OutputPanel({ run }: { run: TRunState }) {
  return (
    <section
      aria-label="Output"
      aria-live="polite"
      className="flex min-h-48 flex-col border-t border-white/10 bg-black/20 lg:border-t-0 lg:border-l"
    >
      <h3 className="flex items-center gap-2 border-b border-white/10 px-4 py-2.5 text-xs font-semibold tracking-wide text-[#a9b4c8] uppercase">
        <Terminal className="size-3.5" aria-hidden />
        Output
      </h3>
      <div className="flex-1 p-4 font-mono text-sm" data-testid="text-preview-output">
        {run.status === "idle" && <p className="text-[#a9b4c8]">Click Run Code to see the output.</p>}
        {run.status === "running" && <p className="animate-pulse text-[#a9b4c8]">Running...</p>}
        {run.status === "done" && (
          <>
            <p className="text-[#8b93a1]">$ node two-sum.js</p>
            <pre
              className={cn(
                "font-[inherit] whitespace-pre-wrap break-words",
                run.isError ? "text-[#ff9b9b]" : "text-[#d6deeb]",
              )}
            >
              {run.text}
            </pre>
            <p className={cn("mt-3 text-xs", run.exit.ok ? "text-[#28c840]" : "text-[#ff9b9b]")}>{run.exit.label}</p>
          </>
        )}
        {run.status === "failed" && (
          <div role="alert" className="rounded-lg border border-[#ff9b9b]/40 bg-[#ff9b9b]/10 p-3 font-sans">
            <p className="font-semibold text-[#ffb4b4]">{run.title}</p>
            <p className="mt-1 text-[#f1d0d0]">{run.message}</p>
          </div>
        )}
      </div>
    </section>
  );
}
