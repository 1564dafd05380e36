import { Eye, Pencil } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { MarkdownView } from "@/features/challenges/detail/problem/markdown-view";
import { FieldError, invalidProps } from "./form-parts";

/** A Markdown text with a Write / Preview toggle; the preview renders as learners will see it. */
export function MarkdownField({
  id,
  label,
  value,
  onChange,
  rows = 8,
  placeholder,
  required,
  error,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (next: string) => void;
  rows?: number;
  placeholder?: string;
  required?: boolean;
  /** Why a save was refused because of this text (a refusal also brings back Write). */
  error?: string | null;
}) {
  const [preview, setPreview] = useState(false);
  const showPreview = preview && !error;
  return (
    <div className="grid min-w-0 gap-2">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={showPreview ? undefined : id}>{label}</Label>
        <Button
          variant="ghost"
          size="sm"
          aria-pressed={showPreview}
          onClick={() => setPreview(!showPreview)}
          data-testid={`button-preview-${id}`}
        >
          {showPreview ? <Pencil className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
          {showPreview ? "Write" : "Preview"}
        </Button>
      </div>
      {showPreview ? (
        <section
          className="min-h-24 rounded-md border bg-background p-3 text-sm"
          aria-label={`${label} preview`}
          data-testid={`preview-${id}`}
        >
          {value.trim() ? (
            <MarkdownView source={value} />
          ) : (
            <p className="text-muted-foreground">Nothing to preview.</p>
          )}
        </section>
      ) : (
        <Textarea
          id={id}
          rows={rows}
          value={value}
          required={required}
          placeholder={placeholder}
          onChange={(e) => onChange(e.target.value)}
          data-testid={id}
          {...invalidProps(id, error)}
        />
      )}
      <FieldError id={id} message={error} />
    </div>
  );
}
