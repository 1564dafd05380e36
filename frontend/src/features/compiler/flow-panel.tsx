import type { TCompilerFlowResponse, TFlowFrame, TFlowStep } from "@cp/contracts";
import { ChevronLeft, ChevronRight, Workflow, X } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

export type TFlowPanelProps = {
  flow: TCompilerFlowResponse;
  /** The analysed code, to show the current step's line where the editor is covered (phones). */
  code: string;
  /** Index into flow.steps of the step shown in the editor. */
  current: number;
  onCurrentChange: (index: number) => void;
  onClose: () => void;
};

/** The frames of the step before, to mark what the selected step changed. */
function changedNames(frames: TFlowFrame[], before: TFlowFrame[] | undefined, index: number): Set<string> {
  const frame = frames[index];
  if (!frame) return new Set();
  const previous = before?.[index];
  // A frame that was not there the step before (a call just made) is new as a whole, not changed.
  if (!previous || previous.name !== frame.name) return new Set();
  return new Set(Object.keys(frame.variables).filter((name) => previous.variables[name] !== frame.variables[name]));
}

/** The call stack at the selected step: each frame with every variable it can see. */
function StepFrames({ step, before }: { step: TFlowStep; before: TFlowStep | undefined }) {
  const frames = step.frames;
  if (!frames) {
    return (
      <p className="text-xs text-muted-foreground" data-testid="text-no-frames">
        Variables are not recorded for this step.
      </p>
    );
  }
  return (
    <ol className="space-y-2" aria-label="Call stack, outermost first" data-testid="list-frames">
      {frames.map((frame, index) => {
        const variables = Object.entries(frame.variables);
        const changed = changedNames(frames, before?.frames, index);
        const innermost = index === frames.length - 1;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a frame is its position in the stack.
          <li key={index} className="rounded-lg border bg-background/60" data-testid={`frame-${index}`}>
            <p className="flex items-baseline gap-2 border-b px-2.5 py-1 text-xs font-semibold">
              <span className="font-mono">{frame.name}</span>
              {innermost && frames.length > 1 && <span className="font-normal text-muted-foreground">running</span>}
            </p>
            {variables.length === 0 ? (
              <p className="px-2.5 py-1 text-xs text-muted-foreground">No variables yet</p>
            ) : (
              <dl className="grid grid-cols-[minmax(0,auto)_1fr] gap-x-3 gap-y-0.5 px-2.5 py-1.5 font-mono text-xs">
                {variables.map(([name, value]) => (
                  <div key={name} className="contents" data-testid={`variable-${name}`}>
                    <dt className="truncate text-muted-foreground">{name}</dt>
                    <dd
                      className={cn(
                        "min-w-0 break-all",
                        changed.has(name) &&
                          "justify-self-start rounded bg-amber-500/15 px-1 text-amber-700 dark:text-amber-300",
                      )}
                    >
                      {value}
                      {changed.has(name) && <span className="sr-only"> (changed at this step)</span>}
                    </dd>
                  </div>
                ))}
              </dl>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** The right-side 'Code Execution Flow' panel: values, precedence, the traced steps and the final result. */
export function FlowPanel({ flow, code, current, onCurrentChange, onClose }: TFlowPanelProps) {
  const steps = flow.steps;
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    listRef.current
      ?.querySelector<HTMLElement>(`[data-step-index="${current}"]`)
      ?.scrollIntoView({ block: "nearest", behavior: "smooth" });
  }, [current]);

  const initial = Object.entries(flow.initialValues);
  const selected = steps[current];
  const lineNumber = selected?.line;
  const currentLine = lineNumber ? code.split("\n")[lineNumber - 1]?.trim() : undefined;
  return (
    <aside
      aria-labelledby="flow-title"
      data-testid="panel-flow"
      className="animate-pop-in fixed inset-x-0 top-[57px] bottom-0 z-40 flex flex-col border-l bg-card shadow-2xl shadow-black/30 sm:left-auto sm:w-[440px]"
    >
      <header className="flex items-center gap-2 border-b px-4 py-3">
        <Workflow className="size-4 text-primary" aria-hidden />
        <h2 id="flow-title" className="text-base font-semibold">
          Code Execution Flow
        </h2>
        <Button
          variant="ghost"
          size="icon"
          className="ml-auto size-8"
          onClick={onClose}
          aria-label="Close flow panel"
          data-testid="button-close-flow"
        >
          <X className="size-4" aria-hidden />
        </Button>
      </header>
      {steps.length > 0 && (
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1.5 border-b bg-muted/40 px-4 py-2">
          <Button
            variant="outline"
            size="sm"
            onClick={() => onCurrentChange(current - 1)}
            disabled={current <= 0}
            aria-label="Previous step"
            data-testid="button-step-back"
          >
            <ChevronLeft className="size-4" aria-hidden />
          </Button>
          <span className="flex-1 text-center text-xs text-muted-foreground" data-testid="text-step-position">
            Step {current + 1} of {steps.length}
            {steps[current]?.line ? ` · line ${steps[current]?.line}` : ""}
          </span>
          <Button
            variant="outline"
            size="sm"
            onClick={() => onCurrentChange(current + 1)}
            disabled={current >= steps.length - 1}
            aria-label="Next step"
            data-testid="button-step-forward"
          >
            <ChevronRight className="size-4" aria-hidden />
          </Button>
          <input
            type="range"
            min={1}
            max={steps.length}
            step={1}
            value={current + 1}
            onChange={(event) => onCurrentChange(Number(event.target.value) - 1)}
            disabled={steps.length < 2}
            aria-label="Step"
            aria-valuetext={`Step ${current + 1} of ${steps.length}${lineNumber ? `, line ${lineNumber}` : ""}`}
            className="h-6 w-full cursor-pointer accent-primary disabled:cursor-default"
            data-testid="slider-step"
          />
        </div>
      )}
      {currentLine && (
        <p
          className="truncate border-b bg-code px-4 py-1.5 font-mono text-xs text-code-foreground lg:hidden"
          data-testid="text-step-line"
        >
          <span className="mr-2 text-code-foreground/50">{steps[current]?.line}</span>
          {currentLine}
        </p>
      )}
      {selected && (
        <section
          aria-labelledby="flow-selected"
          className="max-h-[42%] shrink-0 space-y-2 overflow-y-auto border-b px-4 py-3 text-sm"
          data-testid="panel-step-detail"
        >
          <h3 id="flow-selected" className="sr-only">
            Selected step
          </h3>
          <div className="flex items-baseline gap-2">
            <span className="shrink-0 rounded bg-primary/15 px-1.5 font-mono text-[11px] text-primary">
              {selected.stepNumber}
            </span>
            <code className="min-w-0 font-mono text-xs font-semibold break-all" data-testid="text-step-operation">
              {selected.operation}
            </code>
          </div>
          <p className="text-xs text-muted-foreground" aria-live="polite" data-testid="text-step-reasoning">
            {selected.reasoning}
          </p>
          <StepFrames step={selected} before={steps[current - 1]} />
        </section>
      )}
      <div className="min-h-0 flex-1 space-y-5 overflow-y-auto px-4 py-4 text-sm">
        {flow.error && (
          <p
            role="alert"
            className="rounded-lg border border-destructive/40 bg-destructive/10 px-3 py-2 font-mono text-xs whitespace-pre-wrap text-destructive"
            data-testid="text-flow-error"
          >
            {flow.error}
          </p>
        )}
        <section aria-labelledby="flow-initial">
          <h3 id="flow-initial" className="mb-2 font-semibold">
            Initial Values
          </h3>
          {initial.length === 0 ? (
            <p className="text-muted-foreground">None</p>
          ) : (
            <dl
              className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 font-mono text-xs"
              data-testid="list-initial-values"
            >
              {initial.map(([name, value]) => (
                <div key={name} className="contents">
                  <dt className="text-muted-foreground">{name}</dt>
                  <dd className="break-all">{value}</dd>
                </div>
              ))}
            </dl>
          )}
        </section>
        <section aria-labelledby="flow-precedence">
          <h3 id="flow-precedence" className="mb-2 font-semibold">
            Operator Precedence
          </h3>
          {flow.operatorPrecedence.length === 0 ? (
            <p className="text-muted-foreground">No operators</p>
          ) : (
            <ol className="list-decimal space-y-1 pl-5 text-xs" data-testid="list-precedence">
              {flow.operatorPrecedence.map((rule, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for one analysis.
                <li key={index}>{rule}</li>
              ))}
            </ol>
          )}
        </section>
        <section aria-labelledby="flow-steps">
          <h3 id="flow-steps" className="mb-2 font-semibold">
            Execution Steps <span className="font-normal text-muted-foreground">({steps.length})</span>
          </h3>
          {steps.length === 0 ? (
            <p className="text-muted-foreground">No execution steps to display</p>
          ) : (
            <ol ref={listRef} className="space-y-2" data-testid="list-steps">
              {steps.map((step, index) => (
                <li key={step.stepNumber} data-step-index={index}>
                  <button
                    type="button"
                    onClick={() => onCurrentChange(index)}
                    aria-current={index === current ? "step" : undefined}
                    className={cn(
                      "w-full cursor-pointer rounded-lg border px-3 py-2 text-left outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring",
                      index === current ? "border-primary/60 bg-primary/10" : "hover:bg-accent/60",
                    )}
                    data-testid={`step-${step.stepNumber}`}
                  >
                    <div className="flex items-baseline gap-2">
                      <span className="shrink-0 rounded bg-muted px-1.5 font-mono text-[11px] text-muted-foreground">
                        {step.stepNumber}
                      </span>
                      <code className="min-w-0 font-mono text-xs font-semibold break-all">{step.operation}</code>
                    </div>
                    <p className="mt-1 text-xs text-muted-foreground">{step.reasoning}</p>
                    {step.result !== undefined && (
                      <p className="mt-1 font-mono text-xs">
                        <span className="text-muted-foreground">Result: </span>
                        <span className="text-primary">{step.result}</span>
                      </p>
                    )}
                    {step.variableChanges && Object.keys(step.variableChanges).length > 0 && (
                      <p className="mt-1 flex flex-wrap gap-1 font-mono text-[11px]">
                        {Object.entries(step.variableChanges).map(([name, value]) => (
                          <span
                            key={name}
                            className="rounded bg-amber-500/15 px-1.5 text-amber-700 dark:text-amber-300"
                          >
                            {name} = {value}
                          </span>
                        ))}
                      </p>
                    )}
                  </button>
                </li>
              ))}
            </ol>
          )}
        </section>
        <section aria-labelledby="flow-final">
          <h3 id="flow-final" className="mb-2 font-semibold">
            Final Result
          </h3>
          <p className="font-mono text-xs whitespace-pre-wrap" data-testid="text-final-result">
            {flow.finalResult}
          </p>
        </section>
      </div>
    </aside>
  );
}
