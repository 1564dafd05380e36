import type { TDifficulty } from "@cp/contracts";
import { FileX, Pencil, Plus, Search, Trash2, TriangleAlert } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
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

/**
 * A Markdown text as the words a reader sees: code kept without its backticks, links and images
 * as their text, emphasis, headings, quotes, list markers and HTML tags dropped, one line.
 */
export function markdownToPlainText(markdown: string): string {
  return markdown
    .replace(/^\s*(```|~~~).*$/gm, "")
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]+>/g, "")
    .replace(/^\s{0,3}(#{1,6}\s+|>\s?|[-*+]\s+|\d+[.)]\s+)/gm, "")
    .replace(/`+([^`]*)`+/g, "$1")
    .replace(/(\*\*|__)(.+?)\1/g, "$2")
    .replace(/(^|[^\w*])[*_]([^*_\s][^*_]*?)[*_](?=[^\w*]|$)/g, "$1$2")
    .replace(/\s+/g, " ")
    .trim();
}

/** The card's summary: the description's plain text, cut at 100 characters. */
export function previewDescription(text: string): string {
  const plain = markdownToPlainText(text);
  return plain.length > DESCRIPTION_PREVIEW_CHARS ? `${plain.slice(0, DESCRIPTION_PREVIEW_CHARS)}...` : plain;
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
  actions,
  itemActions,
}: {
  kind: K;
  onAdd: () => void;
  onEdit: (id: string) => void;
  /** Extra facts of a card (test count, questions, course). */
  meta?: (item: TListItem & Record<string, unknown>) => ReactNode;
  /** Buttons beside Add (the challenges' Import). */
  actions?: ReactNode;
  /** Buttons of a card before Edit (a challenge's Export). */
  itemActions?: (item: TListItem) => ReactNode;
}) {
  const list = useAdminList(kind);
  const remove = useDeleteAdminItem(kind);
  const { label } = ADMIN_KINDS[kind];
  const singular = label.toLowerCase();
  const items = (list.data ?? []) as (TListItem & Record<string, unknown>)[];
  const [query, setQuery] = useState("");
  const needle = query.trim().toLowerCase();
  const shown = needle ? items.filter((item) => item.title.toLowerCase().includes(needle)) : items;

  return (
    <section aria-label={`${label} list`} className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 flex-1 flex-wrap items-center gap-3">
          <div className="relative w-full sm:max-w-xs">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden
            />
            <Input
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder={`Search ${kind} by title`}
              aria-label={`Search ${kind} by title`}
              className="pl-9"
              data-testid={`input-search-${kind}`}
            />
          </div>
          <p className="text-sm text-muted-foreground" aria-live="polite" data-testid={`text-${kind}-count`}>
            {!list.isSuccess
              ? ""
              : needle
                ? `${shown.length} of ${countOf(items.length, singular, kind)}`
                : countOf(items.length, singular, kind)}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          {actions}
          <Button onClick={onAdd} data-testid={`button-add-${singular}`}>
            <Plus className="size-4" aria-hidden />
            Add {label}
          </Button>
        </div>
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
      ) : shown.length === 0 ? (
        <EmptyState icon={<Search className="size-6" aria-hidden />} title={`No ${kind} match '${query.trim()}'`}>
          Try another part of the title.
        </EmptyState>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2" data-testid={`list-admin-${kind}`}>
          {shown.map((item) => (
            <li key={item.id}>
              <Card className="flex h-full flex-col gap-3 p-4" data-testid={`card-${singular}-${item.id}`}>
                <div className="flex items-start justify-between gap-3">
                  <h3 className="min-w-0 break-words font-semibold leading-snug" data-testid={`text-title-${item.id}`}>
                    {item.title}
                  </h3>
                  <div className="flex shrink-0 gap-1">
                    {itemActions?.(item)}
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
                <p className="break-words text-sm text-muted-foreground" data-testid={`text-summary-${item.id}`}>
                  {previewDescription(item.description)}
                </p>
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
