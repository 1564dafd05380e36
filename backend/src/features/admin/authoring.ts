import { EVENTS, ROOMS, type TAdminEntity } from "@cp/contracts";
import type { Db, DbOrTx, Tx } from "../../db/client";
import { DomainError, notFound } from "../../errors";
import type { SessionUser } from "../../http/state";
import type { EventBus } from "../../realtime/bus";
import { recordChange } from "./audit";

/**
 * What one kind of item (challenge, quiz, tutorial) tells the shared authoring flow: how to read,
 * write and present its rows, and how to turn an admin's input into the values to store
 * (refusing bad input with a 400 naming the field, or a 422 when its code does not pass).
 */
export type AuthoringSpec<Row, Input, Values, Editable, ListItem> = {
  entity: TAdminEntity;
  /** "Challenge", "Quiz", "Tutorial": the word in messages. */
  label: string;
  list(db: DbOrTx): Promise<ListItem[]>;
  find(db: DbOrTx, id: string, options?: { includeDeleted?: boolean }): Promise<Row | undefined>;
  prepare(input: Input, actor: SessionUser, existing?: Row): Promise<Values>;
  insert(tx: Tx, values: Values): Promise<Row>;
  update(tx: Tx, id: string, values: Values): Promise<Row>;
  setDeleted(tx: Tx, id: string, at: Date | null): Promise<Row>;
  present(row: Row): Editable;
  titleOf(row: Row): string;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The create, update, delete and restore of one kind of item, each in one transaction with its
 * audit entry; learners' lists hear of the change after commit (a failed publish fails nothing).
 * A delete only marks the row: learners get a 404 while submissions, progress and attempts that
 * refer to it are kept, and Undo (restore) brings it back as it was.
 */
export function createAuthoring<Row, Input, Values, Editable, ListItem>(
  deps: { db: Db; bus: EventBus },
  spec: AuthoringSpec<Row, Input, Values, Editable, ListItem>,
) {
  const { db } = deps;

  async function load(id: string, includeDeleted = false): Promise<Row> {
    const row = UUID.test(id) ? await spec.find(db, id, { includeDeleted }) : undefined;
    if (!row) throw notFound(`${spec.label} not found`);
    return row;
  }

  function announce(id: string, action: "create" | "update" | "delete" | "restore") {
    deps.bus.publish(EVENTS.contentChanged, ROOMS.content, { entity: spec.entity, id, action });
  }

  async function change(
    actor: SessionUser,
    action: "create" | "update" | "delete" | "restore",
    before: Row | undefined,
    write: (tx: Tx) => Promise<Row>,
  ): Promise<Row> {
    const row = await db.transaction(async (tx) => {
      const written = await write(tx);
      await recordChange(tx, {
        actor,
        action,
        entity: spec.entity,
        entityId: (written as { id: string }).id,
        title: spec.titleOf(written),
        before: before && action !== "restore" ? spec.present(before) : null,
        after: action === "delete" ? null : spec.present(written),
      });
      return written;
    });
    announce((row as { id: string }).id, action);
    return row;
  }

  return {
    list: () => spec.list(db),
    async get(id: string): Promise<Editable> {
      return spec.present(await load(id));
    },
    async create(actor: SessionUser, input: Input): Promise<Editable> {
      const values = await spec.prepare(input, actor);
      return spec.present(await change(actor, "create", undefined, (tx) => spec.insert(tx, values)));
    },
    async update(actor: SessionUser, id: string, input: Input): Promise<Editable> {
      const existing = await load(id);
      const values = await spec.prepare(input, actor, existing);
      return spec.present(await change(actor, "update", existing, (tx) => spec.update(tx, id, values)));
    },
    async remove(actor: SessionUser, id: string): Promise<{ id: string; deleted: true }> {
      const existing = await load(id);
      await change(actor, "delete", existing, (tx) => spec.setDeleted(tx, id, new Date()));
      return { id, deleted: true };
    },
    /** Brings back a deleted item exactly as it was (the Undo of a delete); a live one is left as is. */
    async restore(actor: SessionUser, id: string): Promise<Editable> {
      const existing = await load(id, true);
      const live = await spec.find(db, id);
      if (live) return spec.present(live);
      return spec.present(await change(actor, "restore", existing, (tx) => spec.setDeleted(tx, id, null)));
    },
  };
}

export type Authoring = ReturnType<typeof createAuthoring>;

/** A url-safe name from a title, made unique with -2, -3... against the names already taken. */
export async function uniqueSlug(title: string, taken: (slug: string) => Promise<boolean>): Promise<string> {
  const base =
    title
      .normalize("NFKD")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60)
      .replace(/-+$/, "") || "item";
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await taken(slug))) return slug;
  }
}

/**
 * A 400 in the admin's words that also names the form field at fault (`field` in the body:
 * "title", "testCases.2", "solution.Python", "steps.0.expectedOutput"), so the form can scroll
 * to it and mark it. Messages count from 1, as the form labels its rows.
 */
export const invalidField = (field: string, message: string) =>
  new DomainError("invalid", message, undefined, { field });

/**
 * Parses one of the form's JSON texts: a 400 naming the field when it is not JSON.
 * `label` is how the admin knows it ("Test case 2"), `field` its key in the form.
 */
export function parseJsonField(text: string, field: string, label: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw invalidField(field, `${label} is not valid JSON (${(error as Error).message})`);
  }
}

/** A JSON text of a map from names to texts ({"Python": "..."}), as the forms send code per language. */
export function parseTextMap(text: string, field: string, label: string): Record<string, string> {
  const value = parseJsonField(text, field, label);
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw invalidField(field, `${label} must be a JSON object mapping a language to its code`);
  }
  const map: Record<string, string> = {};
  for (const [key, code] of Object.entries(value)) {
    if (typeof code !== "string") throw invalidField(`${field}.${key}`, `${label} in ${key} must be text`);
    if (code.trim()) map[key] = code;
  }
  return map;
}
