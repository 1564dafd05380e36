import type { TAdminEntity, TAuditEntry } from "@cp/contracts";
import { History, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { Badge, type TBadgeVariant } from "@/components/ui/badge";
import { Label } from "@/components/ui/label";
import { EmptyState, RetryButton } from "@/components/ui/page";
import { Select, type TSelectOption } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { fullTime } from "@/lib/format";
import { useAuditLog } from "../admin-api";

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
          {log.data.map((entry) => (
            <AuditRow key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
    </section>
  );
}

function AuditRow({ entry }: { entry: TAuditEntry }) {
  const action = ACTION_LABELS[entry.action];
  return (
    <li className="rounded-lg border bg-card p-3 text-sm" data-testid={`audit-${entry.id}`}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Badge variant={action.variant}>{action.label}</Badge>
        <span className="text-muted-foreground">{entry.entity}</span>
        <span className="min-w-0 break-words font-medium">{entry.title}</span>
        <span className="text-muted-foreground">
          by {entry.actor.username} · <time dateTime={entry.at}>{fullTime(entry.at)}</time>
        </span>
      </div>
      {(entry.before !== null || entry.after !== null) && (
        <details className="mt-2">
          <summary className="cursor-pointer text-xs font-medium text-primary">View before and after</summary>
          <div className="mt-2 grid gap-2 md:grid-cols-2">
            <Snapshot label="Before" value={entry.before} />
            <Snapshot label="After" value={entry.after} />
          </div>
        </details>
      )}
    </li>
  );
}

function Snapshot({ label, value }: { label: string; value: unknown }) {
  return (
    <div className="grid min-w-0 content-start gap-1">
      <span className="text-xs font-medium text-muted-foreground">{label}</span>
      <pre className="max-h-72 overflow-auto rounded-md border bg-muted/40 p-2 font-mono text-xs whitespace-pre-wrap break-all">
        {value === null || value === undefined ? "(none)" : JSON.stringify(value, null, 2)}
      </pre>
    </div>
  );
}
