import type { ComponentProps } from "react";
import { useId } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

export type TFormFieldProps = ComponentProps<"input"> & {
  label: string;
  hint?: string;
  error?: string;
};

/** A labelled input with its validation message wired to aria-invalid / aria-describedby. */
export function FormField({ label, hint, error, id, ...props }: TFormFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const messageId = `${inputId}-message`;
  return (
    <div className="grid gap-2">
      <div className="flex items-baseline justify-between gap-2">
        <Label htmlFor={inputId}>{label}</Label>
        {hint && <span className="text-xs text-muted-foreground">{hint}</span>}
      </div>
      <Input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? messageId : undefined}
        {...props}
      />
      {error && (
        <p
          id={messageId}
          className="text-xs font-medium text-destructive"
          data-testid={`error-${props.name ?? inputId}`}
        >
          {error}
        </p>
      )}
    </div>
  );
}
