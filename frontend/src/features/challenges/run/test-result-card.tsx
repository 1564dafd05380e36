import type { TTestResult } from "@cp/contracts";
import { CircleCheck, CircleX, ListPlus, Timer } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { useCustomCasesStore } from "./custom-cases-store";
import { formatInputLines, formatMs, formatValue } from "./format-value";

/**
 * One test's result: index, passed or failed, input, expected, actual, error, printed output, time.
 * A failed test with its input shown offers 'Use as test case' (a custom case to edit and rerun).
 */
export function TestResultCard({
  result,
  customNumber,
  challengeId,
}: {
  result: TTestResult;
  /** 1-based number among the custom cases, for a custom result. */
  customNumber?: number;
  challengeId?: string;
}) {
  const { index, passed, custom, verdict } = result;
  const label = custom ? `Custom ${customNumber ?? 1}` : `Case ${index + 1}`;
  const input = result.input;
  const reusable =
    !passed &&
    !custom &&
    challengeId !== undefined &&
    typeof input === "object" &&
    input !== null &&
    !Array.isArray(input);
  return (
    <li
      data-testid={`card-test-result-${index}`}
      data-passed={passed}
      className={cn(
        "animate-pop-in overflow-hidden rounded-lg border bg-card",
        passed ? "border-emerald-500/30" : "border-rose-500/40",
      )}
    >
      <div
        className={cn(
          "flex items-center justify-between gap-3 px-3 py-2 text-sm",
          passed ? "bg-emerald-500/8" : "bg-rose-500/8",
        )}
      >
        <span className="flex min-w-0 items-center gap-2 font-medium">
          {passed ? (
            <CircleCheck className="size-4 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden />
          ) : (
            <CircleX className="size-4 shrink-0 text-rose-600 dark:text-rose-400" aria-hidden />
          )}
          <span>{label}</span>
          <span
            className={cn(
              "truncate text-xs font-semibold",
              passed ? "text-emerald-700 dark:text-emerald-400" : "text-rose-700 dark:text-rose-400",
            )}
            data-testid="text-test-status"
          >
            {custom && passed ? "Ran" : passed ? "Passed" : `Failed · ${verdict}`}
          </span>
        </span>
        <span
          className="flex shrink-0 items-center gap-1 text-xs text-muted-foreground"
          title="Time spent in your function"
        >
          <Timer className="size-3.5" aria-hidden />
          {formatMs(result.time)}
        </span>
      </div>
      <dl className="grid grid-cols-1 gap-2 p-3 text-sm">
        <Field label="Input">
          {formatInputLines(result.input).map((line) => (
            <div key={line.name ?? "value"}>
              {line.name && <span className="text-muted-foreground">{line.name} = </span>}
              {line.value}
            </div>
          ))}
        </Field>
        {!custom && <Field label="Expected">{formatValue(result.expected)}</Field>}
        <Field label={custom ? "Output" : "Actual"} tone={passed || custom ? undefined : "bad"}>
          {result.actual === undefined && result.error ? "—" : formatValue(result.actual)}
        </Field>
        {result.error && (
          // A wrong answer carries a message only from a challenge's checker: why the answer is not valid.
          <Field label={verdict === "Wrong Answer" ? "Why" : "Error"} tone="bad">
            <span className="whitespace-pre-wrap">{result.error}</span>
          </Field>
        )}
        {result.stdout && (
          <Field label="Stdout">
            <span className="whitespace-pre-wrap">{result.stdout}</span>
          </Field>
        )}
      </dl>
      {reusable && (
        <div className="border-t px-3 py-2">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => useCustomCasesStore.getState().addCase(challengeId, input as Record<string, unknown>)}
            data-testid={`button-use-as-case-${index}`}
          >
            <ListPlus className="size-4" aria-hidden />
            Use as test case
          </Button>
        </div>
      )}
    </li>
  );
}

function Field({ label, tone, children }: { label: string; tone?: "bad"; children: ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-1 sm:grid-cols-[5.5rem_minmax(0,1fr)] sm:gap-3">
      <dt className="pt-1.5 text-xs font-medium text-muted-foreground">{label}</dt>
      <dd
        className={cn(
          "max-h-48 overflow-auto rounded-md bg-muted px-2.5 py-1.5 font-mono text-[0.8125rem] leading-relaxed break-all",
          tone === "bad" && "text-rose-700 dark:text-rose-300",
        )}
      >
        {children}
      </dd>
    </div>
  );
}

/** Placeholder for a test still running, so the list does not jump as results arrive. */
export function PendingResultCard({ label }: { label: string }) {
  return (
    <li className="flex items-center gap-2 rounded-lg border border-dashed px-3 py-2.5 text-sm text-muted-foreground">
      <span className="size-2 animate-pulse rounded-full bg-primary" aria-hidden />
      {label} — running...
    </li>
  );
}
