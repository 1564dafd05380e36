import type { TChallengeValidation, TValidationFailure, TValidationRun } from "@cp/contracts";
import { CircleCheck, CircleX, LoaderCircle } from "lucide-react";
import { formatInputLines, formatValue } from "@/features/challenges/run/format-value";
import { cn } from "@/lib/cn";
import { languageSlug } from "./challenge-draft";
import { type TLiveProgram, useValidationStore } from "./validation-store";

const programName = (kind: string, language: string) =>
  kind === "solution" ? `${language} reference solution` : `${language} starter code`;

/**
 * What Validate found: while it runs, each program's tests as they pass or fail (streamed by
 * the socket); then the report, with each failure's input, expected and actual values. A save
 * the server refused (422) shows its report here too.
 */
export function ValidationPanel({
  running,
  report,
  error,
}: {
  running: boolean;
  report: TChallengeValidation | null;
  error: string | null;
}) {
  const programs = useValidationStore((s) => s.programs);
  const live = Object.values(programs);
  if (!running && !report && !error) return null;

  return (
    <section
      aria-label="Validation"
      aria-live="polite"
      aria-busy={running}
      className="grid gap-3 rounded-lg border p-3 sm:p-4"
      data-testid="panel-validation"
    >
      {running ? (
        <>
          <p className="flex items-center gap-2 text-sm font-medium" data-testid="text-validation-running">
            <LoaderCircle className="size-4 animate-spin text-primary" aria-hidden />
            Validating: running the reference solutions against every test...
          </p>
          {live.length > 0 && (
            <ul className="grid gap-2">
              {live.map((program) => (
                <LiveProgram key={`${program.kind}:${program.language}`} program={program} />
              ))}
            </ul>
          )}
        </>
      ) : error ? (
        <p className="text-sm text-destructive dark:text-red-300" data-testid="text-validation-error">
          {error}
        </p>
      ) : report ? (
        <Report report={report} />
      ) : null}
    </section>
  );
}

function LiveProgram({ program }: { program: TLiveProgram }) {
  const passed = program.checks.filter((c) => c.passed).length;
  return (
    <li className="grid gap-1" data-testid={`live-${program.kind}-${languageSlug(program.language)}`}>
      <span className="text-sm">
        {programName(program.kind, program.language)}: {program.checks.length}/{program.total} run, {passed} passed
      </span>
      <span className="flex flex-wrap gap-1" aria-hidden>
        {Array.from({ length: program.total }, (_, index) => {
          const check = program.checks.find((c) => c.index === index);
          return (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: one mark per test position.
              key={index}
              title={check ? `Test ${index + 1}: ${check.verdict}` : `Test ${index + 1}: waiting`}
              className={cn(
                "size-3 rounded-sm",
                !check ? "bg-muted" : check.passed ? "bg-emerald-500" : "bg-destructive",
              )}
            />
          );
        })}
      </span>
    </li>
  );
}

function Report({ report }: { report: TChallengeValidation }) {
  return (
    <div className="grid gap-3" data-testid="validation-report">
      <p
        className={cn(
          "flex items-center gap-2 text-sm font-semibold",
          report.ok ? "text-emerald-700 dark:text-emerald-300" : "text-destructive dark:text-red-300",
        )}
        data-testid="text-validation-result"
      >
        {report.ok ? <CircleCheck className="size-4" aria-hidden /> : <CircleX className="size-4" aria-hidden />}
        {report.ok ? "Validation passed" : "Validation failed"}
      </p>
      <ul className="grid gap-3">
        {report.runs.map((run) => (
          <RunReport key={`${run.kind}:${run.language}`} run={run} />
        ))}
      </ul>
    </div>
  );
}

function RunReport({ run }: { run: TValidationRun }) {
  return (
    <li
      className="grid gap-2 rounded-md border bg-muted/30 p-3"
      data-testid={`run-${run.kind}-${languageSlug(run.language)}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="font-medium">{programName(run.kind, run.language)}</span>
        <span
          className={cn(
            "font-medium",
            run.ok ? "text-emerald-700 dark:text-emerald-300" : "text-destructive dark:text-red-300",
          )}
        >
          {run.kind === "starter"
            ? run.ok
              ? "Compiles"
              : "Does not compile"
            : `${run.verdict}${run.total > 0 ? ` · ${run.passedCount}/${run.total} passed` : ""}`}
        </span>
      </div>
      {run.compileOutput && (
        <pre className="max-h-40 overflow-auto rounded bg-background p-2 font-mono text-xs whitespace-pre-wrap">
          {run.compileOutput}
        </pre>
      )}
      {run.failures.length > 0 && (
        <ul className="grid gap-2">
          {run.failures.map((failure) => (
            <FailureReport key={failure.index} failure={failure} />
          ))}
        </ul>
      )}
    </li>
  );
}

function FailureReport({ failure }: { failure: TValidationFailure }) {
  return (
    <li className="grid gap-1 rounded border bg-background p-2 text-xs" data-testid={`failure-${failure.index}`}>
      <span className="font-semibold">
        Test {failure.index + 1}: {failure.verdict}
      </span>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 font-mono">
        <dt className="font-sans text-muted-foreground">Input</dt>
        <dd className="min-w-0 break-all" data-testid="text-failure-input">
          {formatInputLines(failure.input)
            .map((line) => (line.name ? `${line.name} = ${line.value}` : line.value))
            .join(", ")}
        </dd>
        {failure.expected !== undefined && (
          <>
            <dt className="font-sans text-muted-foreground">Expected</dt>
            <dd className="min-w-0 break-all" data-testid="text-failure-expected">
              {formatValue(failure.expected)}
            </dd>
          </>
        )}
        {failure.actual !== undefined && (
          <>
            <dt className="font-sans text-muted-foreground">Actual</dt>
            <dd className="min-w-0 break-all" data-testid="text-failure-actual">
              {formatValue(failure.actual)}
            </dd>
          </>
        )}
        {failure.error && (
          <>
            <dt className="font-sans text-muted-foreground">Error</dt>
            <dd className="min-w-0 whitespace-pre-wrap break-all">{failure.error}</dd>
          </>
        )}
      </dl>
    </li>
  );
}
