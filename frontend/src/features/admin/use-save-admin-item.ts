import { type TChallengeValidation, ZValidationRefusal } from "@cp/contracts";
import { useMutation } from "@tanstack/react-query";
import { toast } from "@/app/toast-store";
import { ApiError, errorMessage } from "@/lib/api";
import { ADMIN_KINDS, refreshAfterAdminChange, saveAdminItem, type TAdminKind, type TAdminTypes } from "./admin-api";

// The forms' save, apart from the list's delete (use-admin-actions.ts): it reads a 422's report
// with its schema, which only the forms (loaded when a dialog opens) need.

/** Why a save was refused, as the form shows it: the server's message, and a 422's validation report. */
export type TSaveRefusal = { message: string; validation: TChallengeValidation | null };

/** Reads a failed save: a 400 names the field, a 422 carries the validation report. */
export function readSaveRefusal(error: unknown): TSaveRefusal {
  const message = errorMessage(error, "Failed to save");
  if (error instanceof ApiError && error.status === 422) {
    const parsed = ZValidationRefusal.safeParse(error.body);
    if (parsed.success) return { message: parsed.data.message, validation: parsed.data.validation };
  }
  return { message, validation: null };
}

/**
 * Saves the form's item: create without an id, update with one. On success the spec's toast
 * shows, the list loads again and `onSaved` closes the dialog; a failure stays in the form.
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
  });
}
