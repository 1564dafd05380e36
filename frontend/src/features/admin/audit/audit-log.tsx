import type { TAdminEntity, TAuditEntry } from "@cp/contracts";
import { History, RotateCcw, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { toast } from "@/app/toast-store";
import { Badge, type TBadgeVariant } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { EmptyState, RetryButton } from "@/components/ui/page";
import { Select, type TSelectOption } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api";
import { fullTime } from "@/lib/format";
import { refreshAfterAdminChange, restoreAdminItem, type TAdminKind, useAuditLog } from "../admin-api";
import { describeChanges, type TFieldChange } from "./audit-changes";

const ENTITY_OPTIONS: readonly TSelectOption[] = [
  { value: "all", label: "All changes" },
  { value: "challenge", label: "Challenges" },
  { value: "quiz", label: "Quizzes" },
  { value: "tutorial", label: "Tutorials" },
];

const ACTION_LABELS: Record<TAuditEntry["action"], { label: string; variant: TBadgeVariant }> = {
  create: { label: "Created", variant: "default" },
  update: { label: "Updated", variant: "secondary" },
  delete: { label: "Deleted", variant: "destructive" },
  restore: { label: "Restored", variant: "outline" },
};

/** The recent changes to the catalog: who changed what and when, with the item before and after. */
export function AuditLog() {
  const [entity, setEntity] = useState<TAdminEntity | "all">("all");
  const log = useAuditLog(entity);
  return (
    <section aria-label="Audit log" className="grid gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <Label htmlFor="select-audit-entity">Show</Label>
        <Select
          id="select-audit-entity"
          className="w-48"
          value={entity}
          onValueChange={(value) => setEntity(value as TAdminEntity | "all")}
          options={ENTITY_OPTIONS}
          data-testid="select-audit-entity"
        />
      </div>
      {log.isPending ? (
        <div className="flex justify-center py-12">
          <Spinner label="Loading the audit log..." />
        </div>
      ) : log.isError ? (
        <EmptyState
          icon={<TriangleAlert className="size-6" aria-hidden />}
          title="Failed to fetch the audit log"
          action={<RetryButton onRetry={log.refetch} pending={log.isFetching} />}
        >
          {log.error.message}
        </EmptyState>
      ) : log.data.length === 0 ? (
        <EmptyState icon={<History className="size-6" aria-hidden />} title="No changes yet" />
      ) : (
        <ol className="grid gap-2" data-testid="list-audit">
          {log.data.map((entry, i) => (
            <AuditRow
              key={entry.id}
              entry={entry}
              // Newest first: a deletion can be restored only while nothing has happened to the item since.
              latest={!log.data.slice(0, i).some((newer) => newer.entityId === entry.entityId)}
            />
          ))}
        </ol>
      )}
    </section>
  );
}

const KIND_OF: Record<TAdminEntity, { kind: TAdminKind; label: string }> = {
  challenge: { kind: "challenges", label: "Challenge" },
  quiz: { kind: "quizzes", label: "Quiz" },
  tutorial: { kind: "tutorials", label: "Tutorial" },
};

/**
 * One change in words: who changed which item when, and for an edit the fields that changed as
 * before → after (long texts as their length). A deletion has Restore, as its toast's Undo did.
 */
function AuditRow({ entry, latest }: { entry: TAuditEntry; latest: boolean }) {
  const action = ACTION_LABELS[entry.action];
  const { kind, label } = KIND_OF[entry.entity];
  const changes = entry.action === "update" ? describeChanges(entry.before, entry.after) : [];
  const [restoring, setRestoring] = useState(false);
  const restore = () => {
    setRestoring(true);
    restoreAdminItem(kind, entry.entityId)
      .then(() => {
        toast({ title: `${label} restored` });
        return refreshAfterAdminChange(kind);
      })
      .catch((error: unknown) =>
        toast({
          title: `${label} not restored`,
          description: errorMessage(error, "Please try again."),
          variant: "destructive",
        }),
      )
      .finally(() => setRestoring(false));
  };
  return (
    <li className="rounded-lg border bg-card p-3 text-sm" data-testid={`audit-${entry.id}`}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Badge variant={action.variant}>{action.label}</Badge>
        <span className="text-muted-foreground">{label}</span>
        <span className="min-w-0 break-words font-medium">{entry.title}</span>
        <span className="text-muted-foreground">
          by {entry.actor.username} · <time dateTime={entry.at}>{fullTime(entry.at)}</time>
        </span>
        {entry.action === "delete" && latest && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="ml-auto"
            onClick={restore}
            disabled={restoring}
            data-testid={`button-restore-${entry.id}`}
          >
            <RotateCcw className="size-4" aria-hidden />
            Restore
          </Button>
        )}
      </div>
      {changes.length > 0 && (
        <ul className="mt-2 grid gap-1" aria-label="What changed" data-testid="list-audit-changes">
          {changes.map((change) => (
            <ChangeLine key={change.field} change={change} />
          ))}
        </ul>
      )}
      {entry.action === "update" && changes.length === 0 && (
        <p className="mt-2 text-xs text-muted-foreground">Saved without changes.</p>
      )}
    </li>
  );
}

function ChangeLine({ change }: { change: TFieldChange }) {
  return (
    <li className="grid min-w-0 gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-3">
      <span className="font-medium text-muted-foreground">{change.field}</span>
      <span className="min-w-0 break-words">
        {change.summary ?? (
          <>
            <del className="text-rose-700 decoration-rose-700/60 dark:text-rose-300">{change.before}</del>
            {" → "}
            <ins className="text-emerald-700 no-underline dark:text-emerald-300">{change.after}</ins>
          </>
        )}
      </span>
    </li>
  );
}
