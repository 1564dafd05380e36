import { LoaderCircle, TriangleAlert } from "lucide-react";
import { type ReactNode, type RefObject, useEffect } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/cn";

/**
 * A labelled control: the label above, the control (whose id is `id`) below, an optional hint,
 * and why a save was refused because of it (the control itself takes `invalidProps`).
 */
export function Field({
  id,
  label,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn("grid min-w-0 content-start gap-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
      <FieldError id={id} message={error} />
    </div>
  );
}

/** The problem with one field, beside it; its id is what the control's aria-describedby names. */
export function FieldError({ id, message }: { id: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p
      id={`${id}-error`}
      data-testid={`error-${id}`}
      className="flex items-start gap-1.5 text-xs font-medium text-destructive dark:text-red-300"
    >
      <TriangleAlert className="mt-px size-3.5 shrink-0" aria-hidden />
      <span className="min-w-0 break-words">{message}</span>
    </p>
  );
}

/** The attributes that mark a control as the reason a save was refused (nothing when it is fine). */
export function invalidProps(id: string, message: string | null | undefined) {
  return message ? { "aria-invalid": true as const, "aria-describedby": `${id}-error` } : {};
}

/**
 * After a refused save, brings the first marked control into view and focuses it: the forms
 * are taller than the screen and the admin's eyes are on the Save button at the bottom.
 * Runs once per refusal (a new `problem` object), a frame later so tabs can switch first.
 */
export function useRevealProblem(form: RefObject<HTMLElement | null>, problem: object | null) {
  useEffect(() => {
    if (!problem) return;
    const frame = requestAnimationFrame(() => {
      const target = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      if (!target) return;
      target.scrollIntoView({ block: "center" });
      target.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [form, problem]);
}

/** A titled group of fields; a fieldset, so a screen reader names the group. */
export function FormSection({
  title,
  description,
  actions,
  className,
  children,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className={cn("grid min-w-0 gap-3 rounded-lg border p-3 sm:p-4", className)}>
      <legend className="px-1 text-sm font-semibold">{title}</legend>
      {(description || actions) && (
        <div className="flex flex-wrap items-center justify-between gap-2">
          {description && <p className="text-xs text-muted-foreground">{description}</p>}
          {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
        </div>
      )}
      {children}
    </fieldset>
  );
}

/** Why the server refused a save (its message names the field), shown above the form's buttons. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      data-testid="text-form-error"
      className="flex items-start gap-2 rounded-md border border-destructive/50 bg-destructive/10 px-3 py-2 text-sm text-destructive dark:text-red-300"
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span className="min-w-0 break-words">{message}</span>
    </p>
  );
}

/** The form's Save: 'Saving...' with a spinner while the call is under way (spec section 4). */
export function SaveButton({ pending, disabled }: { pending: boolean; disabled?: boolean }) {
  return (
    <Button type="submit" disabled={pending || disabled} data-testid="button-save">
      {pending && <LoaderCircle className="size-4 animate-spin" aria-hidden />}
      {pending ? "Saving..." : "Save"}
    </Button>
  );
}

/** Monospace text area for code and JSON: no spell check, tabs kept as typed by the browser. */
export const codeAreaClasses = "font-mono text-xs leading-5 [tab-size:4]";

/** The title and description every admin form starts with (both required). */
export function TitleDescriptionFields({
  title,
  description,
  onChange,
  errors = {},
}: {
  title: string;
  description: string;
  onChange: (patch: { title?: string; description?: string }) => void;
  /** Why a save was refused, for either field. */
  errors?: { title?: string | null; description?: string | null };
}) {
  return (
    <>
      <Field id="input-title" label="Title" error={errors.title}>
        <Input
          id="input-title"
          {...invalidProps("input-title", errors.title)}
          required
          autoComplete="off"
          value={title}
          onChange={(e) => onChange({ title: e.target.value })}
          data-testid="input-title"
        />
      </Field>
      <Field id="textarea-description" label="Description" error={errors.description}>
        <Textarea
          id="textarea-description"
          {...invalidProps("textarea-description", errors.description)}
          required
          rows={3}
          value={description}
          onChange={(e) => onChange({ description: e.target.value })}
          data-testid="textarea-description"
        />
      </Field>
    </>
  );
}
