import { ChevronRight } from "lucide-react";
import { useId } from "react";
import { Textarea } from "@/components/ui/textarea";

export type TCustomInputProps = {
  enabled: boolean;
  onEnabledChange: (enabled: boolean) => void;
  value: string;
  onChange: (value: string) => void;
  /** Parameter names of the signature, for the example in the help text. */
  params: string[];
  problem: string | null;
};

/** Checks the custom input locally: the server validates types, this catches a broken JSON object early. */
export function checkCustomInput(text: string): string | null {
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) return null;
  } catch {
    // Falls through to the message below.
  }
  return "Custom input must be a JSON object of the parameters.";
}

/** A box for the learner's own input, run as one extra test alongside the samples. */
export function CustomInput({ enabled, onEnabledChange, value, onChange, params, problem }: TCustomInputProps) {
  const id = useId();
  return (
    <details className="group rounded-lg border bg-card">
      <summary className="flex cursor-pointer list-none items-center gap-2 px-3 py-2 text-sm font-medium select-none hover:bg-accent/60 [&::-webkit-details-marker]:hidden">
        <ChevronRight className="size-4 text-muted-foreground transition-transform group-open:rotate-90" aria-hidden />
        Custom input
        {enabled && (
          <span className="ml-auto rounded-full bg-primary/15 px-2 py-0.5 text-xs font-medium text-primary">
            added to the next run
          </span>
        )}
      </summary>
      <div className="grid grid-cols-1 gap-2 border-t p-3">
        <label className="flex w-fit cursor-pointer items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={enabled}
            onChange={(event) => onEnabledChange(event.target.checked)}
            className="size-4 accent-[var(--color-primary)]"
            data-testid="checkbox-custom-input"
          />
          Run this input too
        </label>
        <Textarea
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          spellCheck={false}
          rows={3}
          aria-label="Custom input (JSON)"
          aria-invalid={enabled && problem !== null ? true : undefined}
          data-testid="input-custom"
          className="font-mono text-[0.8125rem]"
        />
        <p
          className={problem && enabled ? "text-xs text-rose-600 dark:text-rose-400" : "text-xs text-muted-foreground"}
        >
          {problem && enabled
            ? problem
            : `A JSON object with ${params.map((p) => `"${p}"`).join(", ")}. Its output is shown without an expected value.`}
        </p>
      </div>
    </details>
  );
}
