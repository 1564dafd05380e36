import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/cn";
import { countOf } from "../admin-item-list";
import { codeAreaClasses, Field, FormSection, invalidProps } from "../form-parts";
import { emptyStep, type TStepDraft, type TStepField } from "./tutorial-draft";

const TEXT_FIELDS: { field: Exclude<TStepField, "title">; label: string; code: boolean; rows: number }[] = [
  { field: "content", label: "Content (Markdown)", code: false, rows: 4 },
  { field: "explanation", label: "Explanation", code: false, rows: 2 },
  { field: "code", label: "Starting code", code: true, rows: 5 },
  { field: "expectedOutput", label: "Expected output", code: true, rows: 2 },
  { field: "solution", label: "Reference solution (must print the expected output)", code: true, rows: 5 },
];

/** The tutorial's steps, in order: add, remove, move up or down, and each step's texts. */
export function StepsEditor({
  value,
  onChange,
  errors = {},
}: {
  value: TStepDraft[];
  onChange: (next: TStepDraft[]) => void;
  /** Why a save was refused, by field key: `steps.0.expectedOutput`, `steps.2.title`. */
  errors?: Record<string, string>;
}) {
  const setStep = (index: number, patch: Partial<TStepDraft>) =>
    onChange(value.map((s, i) => (i === index ? { ...s, ...patch } : s)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...value];
    const [step] = next.splice(index, 1);
    if (step) next.splice(index + by, 0, step);
    onChange(next);
  };

  return (
    <FormSection title="Steps" description={<span data-testid="text-step-count">{countOf(value.length, "step")}</span>}>
      <ol className="grid gap-3">
        {value.map((step, index) => {
          const n = index + 1;
          const id = (field: string) => `step-${index}-${field}`;
          const errorOf = (field: string) => errors[`steps.${index}.${field}`];
          const failing = Object.keys(errors).some((key) => key.startsWith(`steps.${index}.`));
          return (
            <li
              key={step.key}
              className={cn(
                "grid gap-3 rounded-md border bg-muted/30 p-3",
                failing && "border-destructive/70 bg-destructive/5",
              )}
              data-invalid={failing ? "true" : undefined}
              data-testid={`step-${index}`}
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="text-sm font-medium">Step {n}</span>
                <div className="flex gap-1">
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Move step ${n} up`}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                    data-testid={`button-step-up-${index}`}
                  >
                    <ArrowUp className="size-4" aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Move step ${n} down`}
                    disabled={index === value.length - 1}
                    onClick={() => move(index, 1)}
                    data-testid={`button-step-down-${index}`}
                  >
                    <ArrowDown className="size-4" aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove step ${n}`}
                    onClick={() => onChange(value.filter((_, i) => i !== index))}
                    data-testid={`button-remove-step-${index}`}
                  >
                    <Trash2 className="size-4" aria-hidden />
                  </Button>
                </div>
              </div>
              <Field id={id("title")} label="Step title" error={errorOf("title")}>
                <Input
                  id={id("title")}
                  {...invalidProps(id("title"), errorOf("title"))}
                  value={step.title}
                  onChange={(e) => setStep(index, { title: e.target.value })}
                  data-testid={`input-${id("title")}`}
                />
              </Field>
              <div className="grid gap-3 md:grid-cols-2">
                {TEXT_FIELDS.map(({ field, label, code, rows }) => (
                  <Field
                    key={field}
                    id={id(field)}
                    label={label}
                    error={errorOf(field)}
                    className={cn(field !== "code" && field !== "expectedOutput" && "md:col-span-2")}
                  >
                    <Textarea
                      id={id(field)}
                      {...invalidProps(id(field), errorOf(field))}
                      rows={rows}
                      spellCheck={!code}
                      className={cn(code && codeAreaClasses)}
                      value={step[field]}
                      onChange={(e) => setStep(index, { [field]: e.target.value })}
                      data-testid={`textarea-${id(field)}`}
                    />
                  </Field>
                ))}
              </div>
            </li>
          );
        })}
      </ol>
      <Button
        variant="outline"
        size="sm"
        className="w-fit"
        onClick={() => onChange([...value, emptyStep()])}
        data-testid="button-add-step"
      >
        <Plus className="size-4" aria-hidden />
        Add step
      </Button>
    </FormSection>
  );
}
