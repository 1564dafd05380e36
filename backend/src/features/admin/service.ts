import { LANGUAGES, type TAdminEntity, type TAuditEntry, type TLanguageKey, type TSignature } from "@cp/contracts";
import type { Db, DbOrTx, Tx } from "../../db/client";
import { invalid, notFound } from "../../errors";
import type { SessionUser } from "../../http/state";
import { generateStarterCodeJson } from "../execution";
import type { AdminEvents } from "./events";
import { presentAuditEntry } from "./presenter";
import {
  type AuditAction,
  type AuthoredColumns,
  type AuthoringRepo,
  type AuthoringTable,
  listChanges,
  recordChange,
} from "./repo";

/**
 * What one kind of item (challenge, quiz, tutorial) tells the shared authoring flow: its table's
 * repo, how to list and present its rows, and how to turn an admin's input into the values to
 * store (refusing bad input with a 400 naming the field, or a 422 when its code does not pass).
 */
export type AuthoringSpec<T extends AuthoringTable, Input, Values, Editable, ListItem> = {
  entity: TAdminEntity;
  /** "Challenge", "Quiz", "Tutorial": the word in messages. */
  label: string;
  repo: AuthoringRepo<T>;
  list(db: DbOrTx): Promise<ListItem[]>;
  prepare(input: Input, actor: SessionUser, existing?: T["$inferSelect"]): Promise<Values>;
  /**
   * The columns to write, worked out in the write's transaction, where a rule that depends on
   * other rows is checked again (a taken title); `id` is the item's on an update.
   */
  columns(tx: Tx, values: Values, id?: string): Promise<AuthoredColumns<T>>;
  present(row: T["$inferSelect"]): Editable;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The create, update, delete and restore of one kind of item, each in one transaction with its
 * audit entry; learners' lists hear of the change after commit (a failed publish fails nothing).
 * A delete only marks the row: learners get a 404 while submissions, progress and attempts that
 * refer to it are kept, and Undo (restore) brings it back as it was.
 */
export function createAuthoring<T extends AuthoringTable, Input, Values, Editable, ListItem>(
  deps: { db: Db; events: AdminEvents },
  spec: AuthoringSpec<T, Input, Values, Editable, ListItem>,
) {
  type Row = T["$inferSelect"];
  const { db } = deps;
  const { repo } = spec;

  async function load(id: string, includeDeleted = false): Promise<Row> {
    const row = UUID.test(id) ? await repo.find(db, id, { includeDeleted }) : undefined;
    if (!row) throw notFound(`${spec.label} not found`);
    return row;
  }

  async function change(
    actor: SessionUser,
    action: AuditAction,
    before: Row | undefined,
    write: (tx: Tx) => Promise<Row>,
  ): Promise<Row> {
    const row = await db.transaction(async (tx) => {
      const written = await write(tx);
      await recordChange(tx, {
        actor,
        action,
        entity: spec.entity,
        entityId: written.id,
        title: written.title,
        before: before && action !== "restore" ? spec.present(before) : null,
        after: action === "delete" ? null : spec.present(written),
      });
      return written;
    });
    deps.events.contentChanged(spec.entity, row.id, action);
    return row;
  }

  return {
    list: () => spec.list(db),
    async get(id: string): Promise<Editable> {
      return spec.present(await load(id));
    },
    async create(actor: SessionUser, input: Input): Promise<Editable> {
      const values = await spec.prepare(input, actor);
      const written = await change(actor, "create", undefined, async (tx) =>
        repo.insert(tx, await spec.columns(tx, values)),
      );
      return spec.present(written);
    },
    async update(actor: SessionUser, id: string, input: Input): Promise<Editable> {
      const existing = await load(id);
      const values = await spec.prepare(input, actor, existing);
      const written = await change(actor, "update", existing, async (tx) =>
        repo.update(tx, id, await spec.columns(tx, values, id)),
      );
      return spec.present(written);
    },
    async remove(actor: SessionUser, id: string): Promise<{ id: string; deleted: true }> {
      const existing = await load(id);
      await change(actor, "delete", existing, (tx) => repo.setDeleted(tx, id, new Date()));
      return { id, deleted: true };
    },
    /** Brings back a deleted item exactly as it was (the Undo of a delete); a live one is left as is. */
    async restore(actor: SessionUser, id: string): Promise<Editable> {
      const existing = await load(id, true);
      const live = await repo.find(db, id);
      if (live) return spec.present(live);
      return spec.present(await change(actor, "restore", existing, (tx) => repo.setDeleted(tx, id, null)));
    },
  };
}

/** The starter code of each named language for a signature; a name the judge does not run is a 400. */
export function starterCodeFor(signature: TSignature, languages: string[]): { starterCode: string } {
  const keys: TLanguageKey[] = [];
  for (const name of languages) {
    const language = LANGUAGES.find((l) => l.name === name);
    if (!language) throw invalid(`languages: ${name} is not a language of the judge`);
    keys.push(language.key);
  }
  return { starterCode: generateStarterCodeJson(signature, keys) };
}

/** The audit log, latest first, optionally of one kind of item or one item. */
export async function readChanges(
  db: DbOrTx,
  query: { entity?: TAdminEntity; entityId?: string; limit: number },
): Promise<TAuditEntry[]> {
  return (await listChanges(db, query)).map(presentAuditEntry);
}
