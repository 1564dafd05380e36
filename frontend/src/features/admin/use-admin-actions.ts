import { useMutation } from "@tanstack/react-query";
import { toast } from "@/app/toast-store";
import { errorMessage } from "@/lib/api";
import { ADMIN_KINDS, deleteAdminItem, refreshAfterAdminChange, restoreAdminItem, type TAdminKind } from "./admin-api";

/** How long the Undo of a delete stays on screen. */
export const UNDO_MS = 8000;

/**
 * Deletes at once (the spec asks no confirmation); the toast offers Undo for a few seconds,
 * which restores the item.
 */
export function useDeleteAdminItem(kind: TAdminKind) {
  const { label } = ADMIN_KINDS[kind];
  return useMutation({
    mutationFn: (id: string) => deleteAdminItem(kind, id),
    onSuccess: (_result, id) => {
      void refreshAfterAdminChange(kind);
      toast({
        title: `${label} deleted successfully`,
        duration: UNDO_MS,
        action: { label: "Undo", testId: "button-undo-delete", onClick: () => void undoDelete(kind, id) },
      });
    },
    onError: (error) => {
      toast({
        title: "Error",
        description: errorMessage(error, `Failed to delete ${label.toLowerCase()}`),
        variant: "destructive",
      });
    },
  });
}

async function undoDelete(kind: TAdminKind, id: string): Promise<void> {
  const { label } = ADMIN_KINDS[kind];
  try {
    await restoreAdminItem(kind, id);
    toast({ title: `${label} restored` });
  } catch (error) {
    toast({
      title: "Error",
      description: errorMessage(error, `Failed to restore ${label.toLowerCase()}`),
      variant: "destructive",
    });
  } finally {
    void refreshAfterAdminChange(kind);
  }
}
