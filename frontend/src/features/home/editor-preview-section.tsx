import { Play, RotateCcw, Settings2, Terminal } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { highlightLine, type TTokenKind } from "./highlight";
import { SAMPLE_CODE, SAMPLE_OUTPUT } from "./sample-data";
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
const LINES = SAMPLE_CODE.split("\n").map(highlightLine);

type TRunState = { status: "idle" } | { status: "running" } | { status: "done"; lines: readonly string[] };

/**
 * The home page's editor preview: highlighted sample code with the real editor's controls.
 * It is static by design (spec section 1): the real editor loads only on the challenge pages.
 */
export function EditorPreviewSection() {
  const [run, setRun] = useState<TRunState>({ status: "idle" });
  const [fontSize, setFontSize] = useState<(typeof FONT_SIZES)[number]>(14);
  const [lineNumbers, setLineNumbers] = useState(true);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const settingsId = useId();

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const runCode = () => {
    window.clearTimeout(timer.current);
    setRun({ status: "running" });
    timer.current = window.setTimeout(() => setRun({ status: "done", lines: SAMPLE_OUTPUT }), 600);
  };
  const reset = () => {
    window.clearTimeout(timer.current);
    setRun({ status: "idle" });
    setFontSize(14);
    setLineNumbers(true);
    setSettingsOpen(false);
  };

  return (
    <HomeSection
      id="demo"
      eyebrow="Try it"
      title="Write, run and test in your browser"
      description="The same editor you use on every challenge: starter code, one-click runs and the output right beside your code."
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
          <Button size="sm" onClick={runCode} disabled={run.status === "running"} data-testid="button-preview-run">
            <Play className="size-3.5" aria-hidden />
            Run Code
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
          <pre
            className="overflow-x-auto py-4 font-mono leading-relaxed"
            style={{ fontSize }}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
            tabIndex={0}
          >
            <code>
              {LINES.map((tokens, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the sample never reorders.
                <div key={index} className="flex pr-4">
                  {lineNumbers && (
                    <span aria-hidden className="w-12 shrink-0 pr-4 text-right text-[#8b93a1] select-none">
                      {index + 1}
                    </span>
                  )}
                  <span className={cn("whitespace-pre", !lineNumbers && "pl-4")}>
                    {tokens.map((token, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: tokens of a fixed line.
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
        {run.status === "idle" && <p className="text-[#7f8ba3]">Click Run Code to see the output.</p>}
        {run.status === "running" && <p className="animate-pulse text-[#a9b4c8]">Running...</p>}
        {run.status === "done" && (
          <>
            <p className="text-[#7f8ba3]">$ node two-sum.js</p>
            {run.lines.map((line) => (
              <p key={line} className="text-[#d6deeb]">
                {line}
              </p>
            ))}
            <p className="mt-3 text-xs text-[#28c840]">Process exited with code 0</p>
          </>
        )}
      </div>
    </section>
  );
}
