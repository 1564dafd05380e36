import { MAX_CUSTOM_INPUTS } from "@cp/contracts/constants";
import { ChevronRight, Plus, X } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { caseProblem, type TCustomCase, useCustomCases, useCustomCasesStore } from "../../run/custom-cases-store";

export type TCustomCasesProps = {
  challengeId: string;
  /** Parameter names of the signature, in order: one field each. */
  params: string[];
  /** The first sample's input: what a new case starts from. */
  sample: Record<string, unknown>;
};

/** The first problem among the cases, for the Run button and the message under them. */
export function customCasesProblem(params: string[], cases: TCustomCase[]): string | null {
  for (const [index, custom] of cases.entries()) {
    const problem = caseProblem(params, custom);
    if (problem) return `Case ${index + 1}: ${problem}`;
  }
  return null;
}

/**
 * The learner's own test cases, as on LeetCode: each parameter on its own line as a JSON value,
 * up to 8 cases, run after the samples and shown with their output. 'Use as test case' on a
 * failed test adds one here.
 */
export function CustomCases({ challengeId, params, sample }: TCustomCasesProps) {
  const { enabled, cases } = useCustomCases(challengeId);
  const store = useCustomCasesStore.getState();
  const problem = customCasesProblem(params, cases);
  return (
    <details className="group rounded-lg border bg-card" open={enabled || undefined}>
      <summary className="flex cursor-pointer list-none items-center gap-2 px-3 py-2 text-sm font-medium select-none hover:bg-accent/60 [&::-webkit-details-marker]:hidden">
        <ChevronRight className="size-4 text-muted-foreground transition-transform group-open:rotate-90" aria-hidden />
        Custom test cases
        {enabled && cases.length > 0 && (
          <span className="ml-auto rounded-full bg-primary/15 px-2 py-0.5 text-xs font-medium text-primary">
            {cases.length} added to the next run
          </span>
        )}
      </summary>
      <div className="grid grid-cols-1 gap-3 border-t p-3">
        <label className="flex w-fit cursor-pointer items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={enabled}
            onChange={(event) => {
              store.setEnabled(challengeId, event.target.checked);
              if (event.target.checked && cases.length === 0) store.addCase(challengeId, sample);
            }}
            className="size-4 accent-[var(--color-primary)]"
            data-testid="checkbox-custom-input"
          />
          Run these cases too
        </label>
        <ol className="grid grid-cols-1 gap-2">
          {cases.map((custom, index) => (
            <CaseEditor
              key={custom.id}
              number={index + 1}
              params={params}
              custom={custom}
              onChange={(name, text) => store.setValue(challengeId, custom.id, name, text)}
              onRemove={() => store.removeCase(challengeId, custom.id)}
            />
          ))}
        </ol>
        <div className="flex flex-wrap items-center gap-3">
          <Button
            variant="outline"
            size="sm"
            onClick={() => store.addCase(challengeId, sample)}
            disabled={cases.length >= MAX_CUSTOM_INPUTS}
            data-testid="button-add-custom-case"
          >
            <Plus className="size-4" aria-hidden />
            Add case
          </Button>
          <p
            className={
              problem && enabled ? "text-xs text-rose-600 dark:text-rose-400" : "text-xs text-muted-foreground"
            }
            data-testid="text-custom-help"
          >
            {problem && enabled
              ? problem
              : `Each value as JSON: 5, "text", [1, 2] or null. Up to ${MAX_CUSTOM_INPUTS} cases; their output is shown without an expected value.`}
          </p>
        </div>
      </div>
    </details>
  );
}

function CaseEditor(props: {
  number: number;
  params: string[];
  custom: TCustomCase;
  onChange: (name: string, text: string) => void;
  onRemove: () => void;
}) {
  const id = useId();
  return (
    <li className="grid grid-cols-1 gap-2 rounded-md border p-2" data-testid={`custom-case-${props.number}`}>
      <div className="flex items-center justify-between">
        <span className="text-xs font-semibold text-muted-foreground">Case {props.number}</span>
        <Button
          variant="ghost"
          size="icon"
          className="size-7"
          onClick={props.onRemove}
          aria-label={`Remove custom case ${props.number}`}
          data-testid={`button-remove-custom-case-${props.number}`}
        >
          <X className="size-4" aria-hidden />
        </Button>
      </div>
      {props.params.map((name) => (
        <div key={name} className="grid grid-cols-[minmax(4rem,auto)_minmax(0,1fr)] items-center gap-2">
          <label htmlFor={`${id}-${name}`} className="font-mono text-xs text-muted-foreground">
            {name} =
          </label>
          <Input
            id={`${id}-${name}`}
            value={props.custom.values[name] ?? ""}
            onChange={(event) => props.onChange(name, event.target.value)}
            spellCheck={false}
            className="h-8 font-mono text-[0.8125rem]"
            data-testid={`input-custom-${props.number}-${name}`}
          />
        </div>
      ))}
    </li>
  );
}
