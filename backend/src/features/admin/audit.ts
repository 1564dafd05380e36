import type { TAdminEntity, TAuditEntry } from "@cp/contracts";
import { and, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { auditLog } from "../../db/schema";
import type { SessionUser } from "../../http/state";

export type AuditAction = TAuditEntry["action"];

/** Writes one entry in the caller's transaction: the change and its record commit together or not at all. */
export async function recordChange(
  tx: DbOrTx,
  entry: {
    actor: SessionUser;
    action: AuditAction;
    entity: TAdminEntity;
    entityId: string;
    title: string;
    before: unknown;
    after: unknown;
  },
): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actor.id,
    actorName: entry.actor.username,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    title: entry.title,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/** The latest changes first, optionally of one kind of item or one item. */
export async function listChanges(
  db: DbOrTx,
  query: { entity?: TAdminEntity; entityId?: string; limit: number },
): Promise<TAuditEntry[]> {
  const conditions = [];
  if (query.entity) conditions.push(eq(auditLog.entity, query.entity));
  if (query.entityId) conditions.push(eq(auditLog.entityId, query.entityId));
  const rows = await db
    .select()
    .from(auditLog)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(query.limit);
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    actor: { id: row.actorId, username: row.actorName },
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    title: row.title,
    before: row.before ?? null,
    after: row.after ?? null,
  }));
}
