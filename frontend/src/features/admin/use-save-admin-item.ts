import { type TChallengeValidation, ZAdminSaveRefusal } from "@cp/contracts";
import { useMutation } from "@tanstack/react-query";
import { toast } from "@/app/toast-store";
import { ApiError, errorMessage } from "@/lib/api";
import { ADMIN_KINDS, refreshAfterAdminChange, saveAdminItem, type TAdminKind, type TAdminTypes } from "./admin-api";

// The forms' save, apart from the list's delete (use-admin-actions.ts): it reads a 422's report
// with its schema, which only the forms (loaded when a dialog opens) need.

/**
 * Why a save was refused, as the form shows it: the server's message, the form field at fault
 * ("title", "testCases.2", "solution.Python"; null when none is), and a challenge's validation report.
 */
export type TSaveRefusal = {
  message: string;
  field: string | null;
  validation: TChallengeValidation | null;
};

/**
 * Reads a failed save. The admin routes name the field in the body; a refusal of the request's
 * shape names it at the start of the message instead ("title is required", "signature.name: ...").
 */
export function readSaveRefusal(error: unknown): TSaveRefusal {
  const message = errorMessage(error, "Failed to save");
  const parsed = error instanceof ApiError ? ZAdminSaveRefusal.safeParse(error.body) : null;
  if (parsed?.success) {
    const field = parsed.data.field ?? /^([a-z][A-Za-z]*)(?=[.:\s[])/.exec(parsed.data.message)?.[1] ?? null;
    return { message: parsed.data.message, field, validation: parsed.data.validation ?? null };
  }
  return { message, field: null, validation: null };
}

/**
 * Saves the form's item: create without an id, update with one. On success the spec's toast
 * shows, the list loads again and `onSaved` closes the dialog. A refusal keeps the dialog open
 * and says why in a toast, whatever the form marks inside it.
 */
export function useSaveAdminItem<K extends TAdminKind>(kind: K, id: string | null, onSaved: () => void) {
  const { label } = ADMIN_KINDS[kind];
  return useMutation({
    mutationFn: (input: TAdminTypes[K]["input"]) => saveAdminItem(kind, id, input),
    onSuccess: () => {
      toast({ title: id === null ? `${label} created successfully` : `${label} updated successfully` });
      void refreshAfterAdminChange(kind);
      onSaved();
    },
    onError: (error) => {
      toast({ title: `${label} not saved`, description: readSaveRefusal(error).message, variant: "destructive" });
    },
  });
}
