import { ChevronRight, Clock, Cpu } from "lucide-react";
import { useId } from "react";
import { SandboxedFrame } from "@/components/sandboxed-frame";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/cn";

export const OUTPUT_PLACEHOLDER = "Output will appear here after running your code...";
export const RUNNING_TEXT = "Compiling and running...";

export type TRunView =
  | { status: "idle" }
  | { status: "running" }
  | { status: "done"; text: string; isError: boolean; time: string | null; memory: number | null };

/** The output side: what the program printed (or the HTML preview), its time and memory, and stdin. */
export function OutputPane({
  run,
  html,
  previewKey,
  stdin,
  onStdinChange,
}: {
  run: TRunView;
  /** The page to preview when the language is HTML, else null. */
  html: string | null;
  /** Changes when the preview must reload (Run on HTML). */
  previewKey?: number;
  stdin: string;
  onStdinChange: (value: string) => void;
}) {
  const stdinId = useId();
  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="flex items-center gap-3 border-b px-3 py-2">
        <h2 className="text-sm font-semibold">{html === null ? "Output" : "Preview"}</h2>
        {run.status === "done" && html === null && (
          <div className="ml-auto flex items-center gap-3 text-xs text-muted-foreground" data-testid="run-stats">
            {run.time !== null && (
              <span className="flex items-center gap-1" title="CPU time">
                <Clock className="size-3.5" aria-hidden />
                <span data-testid="text-run-time">{Math.round(Number(run.time) * 1000)} ms</span>
              </span>
            )}
            {run.memory !== null && (
              <span className="flex items-center gap-1" title="Peak memory">
                <Cpu className="size-3.5" aria-hidden />
                <span data-testid="text-run-memory">{(run.memory / 1024).toFixed(1)} MB</span>
              </span>
            )}
          </div>
        )}
      </div>
      {html !== null ? (
        <SandboxedFrame
          key={previewKey}
          title="HTML preview"
          doc={html}
          className="min-h-0 w-full flex-1 bg-white"
          data-testid="html-preview"
        />
      ) : (
        <pre
          aria-live="polite"
          data-testid="text-output"
          className={cn(
            "min-h-0 flex-1 overflow-auto bg-code p-3 font-mono text-[13px] leading-relaxed whitespace-pre-wrap break-words text-code-foreground",
            run.status === "done" && run.isError && "text-red-300",
            run.status === "idle" && "text-code-foreground/60",
          )}
        >
          {run.status === "idle" ? OUTPUT_PLACEHOLDER : run.status === "running" ? RUNNING_TEXT : run.text}
        </pre>
      )}
      {html === null && (
        <details className="group border-t" open={stdin !== "" || undefined}>
          <summary className="flex cursor-pointer list-none items-center gap-2 px-3 py-2 text-sm font-medium select-none hover:bg-accent/60 [&::-webkit-details-marker]:hidden">
            <ChevronRight
              className="size-4 text-muted-foreground transition-transform group-open:rotate-90"
              aria-hidden
            />
            Input (stdin)
            {stdin !== "" && <span className="ml-auto text-xs text-muted-foreground">sent to the program</span>}
          </summary>
          <div className="px-3 pb-3">
            <label htmlFor={stdinId} className="sr-only">
              Standard input
            </label>
            <Textarea
              id={stdinId}
              value={stdin}
              onChange={(event) => onStdinChange(event.target.value)}
              placeholder="Text your program reads from standard input"
              spellCheck={false}
              className="h-20 resize-y font-mono text-xs"
              data-testid="input-stdin"
            />
          </div>
        </details>
      )}
    </div>
  );
}

/** The spec's advertisement placeholder: a quiet, labelled empty slot under the output. */
export function AdSlot() {
  return (
    <aside
      aria-label="Advertisement"
      data-testid="ad-slot"
      className="flex h-16 shrink-0 items-center justify-center rounded-xl border border-dashed text-xs tracking-wide text-muted-foreground uppercase"
    >
      Advertisement
    </aside>
  );
}
