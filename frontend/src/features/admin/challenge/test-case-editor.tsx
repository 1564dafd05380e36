import { Eye, EyeOff, Plus, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/cn";
import { codeAreaClasses, Field, FormSection, invalidProps } from "../form-parts";
import { countNonEmptyTestCases, emptyTestCase, type TTestCaseDraft } from "./challenge-draft";

/**
 * The test cases: per case the input (a JSON object of the named parameters), the expected
 * value (JSON) and whether learners see it (Sample) or it only judges submissions (Hidden).
 * The last case cannot be removed; blank cases are dropped on save (spec section 5).
 */
export function TestCaseEditor({
  value,
  onChange,
  errors = {},
  inputPlaceholder,
}: {
  value: TTestCaseDraft[];
  onChange: (next: TTestCaseDraft[]) => void;
  /** Why a save was refused, by field key: `testCases.2.input`, `testCases.2.expected`. */
  errors?: Record<string, string>;
  inputPlaceholder: string;
}) {
  const nonEmpty = countNonEmptyTestCases(value);
  const setCase = (index: number, patch: Partial<TTestCaseDraft>) =>
    onChange(value.map((c, i) => (i === index ? { ...c, ...patch } : c)));

  return (
    <FormSection
      title="Test cases"
      description={
        <span data-testid="text-test-case-count" aria-live="polite">
          {value.length} test cases ({nonEmpty} non-empty)
        </span>
      }
    >
      <ol className="grid gap-3">
        {value.map((testCase, index) => {
          const n = index + 1;
          const inputError = errors[`testCases.${index}.input`];
          const expectedError = errors[`testCases.${index}.expected`];
          return (
            <li
              key={testCase.key}
              className={cn(
                "grid gap-2 rounded-md border bg-muted/30 p-3",
                (inputError || expectedError) && "border-destructive/70 bg-destructive/5",
              )}
              data-invalid={inputError || expectedError ? "true" : undefined}
              data-testid={`test-case-${index}`}
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="text-sm font-medium">Test case {n}</span>
                <div className="flex items-center gap-1">
                  <Button
                    variant="outline"
                    size="sm"
                    aria-pressed={testCase.sample}
                    aria-label={`Test case ${n}: ${testCase.sample ? "Sample (shown to learners)" : "Hidden"}`}
                    onClick={() => setCase(index, { sample: !testCase.sample })}
                    data-testid={`button-toggle-sample-${index}`}
                  >
                    {testCase.sample ? (
                      <Eye className="size-4" aria-hidden />
                    ) : (
                      <EyeOff className="size-4" aria-hidden />
                    )}
                    {testCase.sample ? "Sample" : "Hidden"}
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove test case ${n}`}
                    disabled={value.length === 1}
                    onClick={() => onChange(value.filter((_, i) => i !== index))}
                    data-testid={`button-remove-test-${index}`}
                  >
                    <Trash2 className="size-4" aria-hidden />
                  </Button>
                </div>
              </div>
              <div className="grid gap-2 md:grid-cols-[3fr_2fr]">
                <Field id={`textarea-test-input-${index}`} label="Input (JSON object)" error={inputError}>
                  <Textarea
                    id={`textarea-test-input-${index}`}
                    {...invalidProps(`textarea-test-input-${index}`, inputError)}
                    rows={2}
                    spellCheck={false}
                    className={cn(codeAreaClasses, "min-h-14")}
                    placeholder={inputPlaceholder}
                    value={testCase.input}
                    onChange={(e) => setCase(index, { input: e.target.value })}
                    data-testid={`textarea-test-input-${index}`}
                  />
                </Field>
                <Field id={`textarea-test-expected-${index}`} label="Expected (JSON)" error={expectedError}>
                  <Textarea
                    id={`textarea-test-expected-${index}`}
                    {...invalidProps(`textarea-test-expected-${index}`, expectedError)}
                    rows={2}
                    spellCheck={false}
                    className={cn(codeAreaClasses, "min-h-14")}
                    placeholder="[0, 1]"
                    value={testCase.expected}
                    onChange={(e) => setCase(index, { expected: e.target.value })}
                    data-testid={`textarea-test-expected-${index}`}
                  />
                </Field>
              </div>
            </li>
          );
        })}
      </ol>
      <Button
        variant="outline"
        size="sm"
        className="w-fit"
        // The first cases are usually the examples; later ones judge submissions.
        onClick={() => onChange([...value, emptyTestCase(value.length < 2)])}
        data-testid="button-add-test"
      >
        <Plus className="size-4" aria-hidden />
        Add test case
      </Button>
    </FormSection>
  );
}
