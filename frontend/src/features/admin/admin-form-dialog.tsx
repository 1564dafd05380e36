import { TriangleAlert } from "lucide-react";
import { type ReactNode, Suspense, useRef } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { RetryButton } from "@/components/ui/page";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import { ADMIN_KINDS, type TAdminKind, type TAdminTypes, useAdminItem } from "./admin-api";

/**
 * The dialog of an add or edit form. In edit mode it loads the whole item first (hidden tests
 * and solutions included) and hands it to the form; in add mode the form starts empty. Once the
 * admin has typed in it, Escape, Cancel or a click beside it asks before the edits are dropped.
 * The forms are loaded when their dialog first opens (the list alone is the screen's first paint).
 */
export function AdminFormDialog<K extends TAdminKind>({
  kind,
  id,
  onClose,
  wide = false,
  children,
}: {
  kind: K;
  /** The item to edit; null to add one. */
  id: string | null;
  onClose: () => void;
  wide?: boolean;
  children: (item: TAdminTypes[K]["item"] | null) => ReactNode;
}) {
  const item = useAdminItem(kind, id);
  const { label } = ADMIN_KINDS[kind];
  const edited = useRef(false);
  const loading = (
    <div className="flex justify-center py-10">
      <Spinner label={`Loading ${label.toLowerCase()}...`} />
    </div>
  );
  const close = (open: boolean) => {
    if (open) return;
    if (edited.current && !window.confirm(`Discard your changes to this ${label.toLowerCase()}?`)) return;
    onClose();
  };
  return (
    <Dialog open onOpenChange={close}>
      <DialogContent
        onInput={() => {
          edited.current = true;
        }}
        className={cn(wide ? "sm:max-w-4xl" : "sm:max-w-2xl")}
        data-testid={`dialog-${label.toLowerCase()}`}
      >
        <DialogHeader>
          <DialogTitle>{id === null ? `Add ${label}` : `Edit ${label}`}</DialogTitle>
          <DialogDescription>
            {id === null
              ? `Write the new ${label.toLowerCase()}. Learners see it as soon as it is saved.`
              : `Changes reach learners as soon as they are saved.`}
          </DialogDescription>
        </DialogHeader>
        {id !== null && item.isPending ? (
          loading
        ) : id !== null && item.isError ? (
          <div className="grid justify-items-start gap-3" role="alert">
            <p className="flex items-center gap-2 text-sm text-destructive dark:text-red-300">
              <TriangleAlert className="size-4" aria-hidden />
              {item.error.message}
            </p>
            <RetryButton onRetry={item.refetch} pending={item.isFetching} />
          </div>
        ) : (
          <Suspense fallback={loading}>{children(id === null ? null : (item.data ?? null))}</Suspense>
        )}
      </DialogContent>
    </Dialog>
  );
}
