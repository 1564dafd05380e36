import { Plus, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { FormSection } from "../form-parts";
import { rowKey, type THintDraft } from "./challenge-draft";

/** The hints a learner may reveal one at a time, in order; empty ones are dropped on save. */
export function HintsEditor({ value, onChange }: { value: THintDraft[]; onChange: (next: THintDraft[]) => void }) {
  return (
    <FormSection title="Hints" description="Shown one at a time, in this order, when a learner asks.">
      {value.length > 0 && (
        <ol className="grid gap-2">
          {value.map((hint, index) => (
            <li key={hint.key} className="flex items-center gap-2">
              <Input
                aria-label={`Hint ${index + 1}`}
                value={hint.text}
                onChange={(e) => onChange(value.map((h, i) => (i === index ? { ...h, text: e.target.value } : h)))}
                data-testid={`input-hint-${index}`}
              />
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remove hint ${index + 1}`}
                onClick={() => onChange(value.filter((_, i) => i !== index))}
                data-testid={`button-remove-hint-${index}`}
              >
                <X className="size-4" aria-hidden />
              </Button>
            </li>
          ))}
        </ol>
      )}
      <Button
        variant="outline"
        size="sm"
        className="w-fit"
        onClick={() => onChange([...value, { key: rowKey(), text: "" }])}
        data-testid="button-add-hint"
      >
        <Plus className="size-4" aria-hidden />
        Add hint
      </Button>
    </FormSection>
  );
}
