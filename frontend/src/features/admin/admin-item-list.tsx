import type { TDifficulty } from "@cp/contracts";
import { FileX, Pencil, Plus, Trash2, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState, RetryButton } from "@/components/ui/page";
import { Spinner } from "@/components/ui/spinner";
import { DifficultyBadge } from "@/features/challenges/difficulty-badge";
import { ADMIN_KINDS, type TAdminKind, useAdminList } from "./admin-api";
import { useDeleteAdminItem } from "./use-admin-actions";

/** The admin card's description: its first 100 characters (spec section 9). */
export const DESCRIPTION_PREVIEW_CHARS = 100;

/** "1 step", "3 steps". */
export const countOf = (n: number, singular: string, plural = `${singular}s`): string =>
  `${n} ${n === 1 ? singular : plural}`;

export function previewDescription(text: string): string {
  return text.length > DESCRIPTION_PREVIEW_CHARS ? `${text.slice(0, DESCRIPTION_PREVIEW_CHARS)}...` : text;
}

type TListItem = { id: string; title: string; description: string; difficulty: TDifficulty; topic: string };

/**
 * One tab of /admin: the items of a kind as cards with Edit and Delete, and the Add button.
 * Delete acts at once (no confirmation, as the spec says); its toast offers Undo.
 */
export function AdminItemList<K extends TAdminKind>({
  kind,
  onAdd,
  onEdit,
  meta,
}: {
  kind: K;
  onAdd: () => void;
  onEdit: (id: string) => void;
  /** Extra facts of a card (test count, questions, course). */
  meta?: (item: TListItem & Record<string, unknown>) => ReactNode;
}) {
  const list = useAdminList(kind);
  const remove = useDeleteAdminItem(kind);
  const { label } = ADMIN_KINDS[kind];
  const singular = label.toLowerCase();
  const items = (list.data ?? []) as (TListItem & Record<string, unknown>)[];

  return (
    <section aria-label={`${label} list`} className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" aria-live="polite" data-testid={`text-${kind}-count`}>
          {list.isSuccess ? `${items.length} ${items.length === 1 ? singular : kind}` : ""}
        </p>
        <Button onClick={onAdd} data-testid={`button-add-${singular}`}>
          <Plus className="size-4" aria-hidden />
          Add {label}
        </Button>
      </div>
      {list.isPending ? (
        <div className="flex justify-center py-12">
          <Spinner label={`Loading ${kind}...`} />
        </div>
      ) : list.isError ? (
        <EmptyState
          icon={<TriangleAlert className="size-6" aria-hidden />}
          title={`Failed to fetch ${kind}`}
          action={<RetryButton onRetry={list.refetch} pending={list.isFetching} />}
        >
          {list.error.message}
        </EmptyState>
      ) : items.length === 0 ? (
        <EmptyState icon={<FileX className="size-6" aria-hidden />} title={`No ${kind} yet`}>
          Add the first one with the button above.
        </EmptyState>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2" data-testid={`list-admin-${kind}`}>
          {items.map((item) => (
            <li key={item.id}>
              <Card className="flex h-full flex-col gap-3 p-4" data-testid={`card-${singular}-${item.id}`}>
                <div className="flex items-start justify-between gap-3">
                  <h3 className="min-w-0 break-words font-semibold leading-snug" data-testid={`text-title-${item.id}`}>
                    {item.title}
                  </h3>
                  <div className="flex shrink-0 gap-1">
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Edit ${item.title}`}
                      onClick={() => onEdit(item.id)}
                      data-testid={`button-edit-${item.id}`}
                    >
                      <Pencil className="size-4" aria-hidden />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Delete ${item.title}`}
                      className="text-destructive hover:text-destructive dark:text-red-400"
                      disabled={remove.isPending && remove.variables === item.id}
                      onClick={() => remove.mutate(item.id)}
                      data-testid={`button-delete-${item.id}`}
                    >
                      <Trash2 className="size-4" aria-hidden />
                    </Button>
                  </div>
                </div>
                <p className="break-words text-sm text-muted-foreground">{previewDescription(item.description)}</p>
                <div className="mt-auto flex flex-wrap items-center gap-2">
                  <DifficultyBadge difficulty={item.difficulty} />
                  <Badge variant="secondary">{item.topic}</Badge>
                  {meta?.(item)}
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
