import type { TAdminEntity, TAuditEntry } from "@cp/contracts";
import { and, asc, desc, eq, isNull, max, ne, sql } from "drizzle-orm";
import type { PgInsertValue, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client";
import { auditLog, challenges, quizzes, tutorials } from "../../db/schema";
import type { SessionUser } from "../../http/state";

/** The authored tables: each row has an id, a unique slug, a title, and its edit and delete times. */
export type AuthoringTable = typeof challenges | typeof quizzes | typeof tutorials;

export type ChallengeRow = typeof challenges.$inferSelect;
export type QuizRow = typeof quizzes.$inferSelect;
export type TutorialRow = typeof tutorials.$inferSelect;

/** What an admin's save writes: the row's own columns, without those the repo sets (id, slug, times). */
export type AuthoredColumns<T extends AuthoringTable> = Omit<
  T["$inferInsert"],
  "id" | "slug" | "createdAt" | "updatedAt" | "editedAt" | "deletedAt"
>;

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
 * The writes every authored kind shares, for one table: find (live, or deleted too), insert under a
 * unique slug, update, and the soft delete that restore undoes. Every write marks the row as
 * edited by an admin, so the content seed leaves it alone.
 */
export function createAuthoringRepo<T extends AuthoringTable>(table: T) {
  type Row = T["$inferSelect"];
  // Drizzle cannot check a query against a table that is a type parameter: reads go through the
  // union of the three tables and writes name their values as T's (AuthoredColumns<T> checked them
  // at the call); what comes back is T's rows.
  const t: AuthoringTable = table;
  const rows = (query: Promise<unknown>) => query as Promise<Row[]>;

  async function one(query: Promise<unknown>): Promise<Row> {
    const [row] = await rows(query);
    if (!row) throw new Error(`writing to ${t._.name} returned no row`);
    return row;
  }

  return {
    async find(db: DbOrTx, id: string, options?: { includeDeleted?: boolean }): Promise<Row | undefined> {
      const where = options?.includeDeleted ? eq(t.id, id) : and(eq(t.id, id), isNull(t.deletedAt));
      const [row] = await rows(db.select().from(t).where(where).limit(1));
      return row;
    },
    async insert(db: DbOrTx, columns: AuthoredColumns<T>): Promise<Row> {
      const slug = await uniqueSlug(columns.title, async (candidate) => {
        const [taken] = await db.select({ id: t.id }).from(t).where(eq(t.slug, candidate));
        return taken !== undefined;
      });
      return one(
        db
          .insert(table)
          .values({ ...columns, slug, editedAt: new Date() } as PgInsertValue<T>)
          .returning(),
      );
    },
    async update(db: DbOrTx, id: string, columns: AuthoredColumns<T>): Promise<Row> {
      const now = new Date();
      return one(
        db
          .update(table)
          .set({ ...columns, editedAt: now, updatedAt: now } as PgUpdateSetSource<T>)
          .where(eq(t.id, id))
          .returning(),
      );
    },
    /** Marks the row deleted (`at`) or live again (null); nothing else of it changes. */
    async setDeleted(db: DbOrTx, id: string, at: Date | null): Promise<Row> {
      return one(db.update(t).set({ deletedAt: at }).where(eq(t.id, id)).returning());
    },
  };
}

export type AuthoringRepo<T extends AuthoringTable> = ReturnType<typeof createAuthoringRepo<T>>;

export const challengeRepo = createAuthoringRepo(challenges);
export const quizRepo = createAuthoringRepo(quizzes);
export const tutorialRepo = createAuthoringRepo(tutorials);

export function listChallenges(db: DbOrTx): Promise<ChallengeRow[]> {
  return db
    .select()
    .from(challenges)
    .where(isNull(challenges.deletedAt))
    .orderBy(asc(challenges.topic), asc(challenges.title));
}

export function listQuizzes(db: DbOrTx) {
  return db
    .select({
      id: quizzes.id,
      title: quizzes.title,
      description: quizzes.description,
      difficulty: quizzes.difficulty,
      topic: quizzes.topic,
      passingScore: quizzes.passingScore,
      totalQuestions: sql<number>`jsonb_array_length(${quizzes.questions})::int`,
      updatedAt: quizzes.updatedAt,
    })
    .from(quizzes)
    .where(isNull(quizzes.deletedAt))
    .orderBy(asc(quizzes.topic), asc(quizzes.title));
}

export type QuizListRow = Awaited<ReturnType<typeof listQuizzes>>[number];

export function listTutorials(db: DbOrTx) {
  return db
    .select({
      id: tutorials.id,
      title: tutorials.title,
      description: tutorials.description,
      language: tutorials.language,
      difficulty: tutorials.difficulty,
      topic: tutorials.topic,
      stepCount: sql<number>`jsonb_array_length(${tutorials.steps})::int`,
      updatedAt: tutorials.updatedAt,
    })
    .from(tutorials)
    .where(isNull(tutorials.deletedAt))
    .orderBy(asc(tutorials.language), asc(tutorials.position), asc(tutorials.title));
}

export type TutorialListRow = Awaited<ReturnType<typeof listTutorials>>[number];

/** The title of another live challenge that equals this one, letter case aside. */
export async function findLiveChallengeTitle(
  db: DbOrTx,
  title: string,
  exceptId?: string,
): Promise<string | undefined> {
  const [taken] = await db
    .select({ title: challenges.title })
    .from(challenges)
    .where(
      and(
        sql`lower(${challenges.title}) = lower(${title})`,
        isNull(challenges.deletedAt),
        exceptId ? ne(challenges.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return taken?.title;
}

/** The place after the last tutorial of a course (1 for an empty one). */
export async function nextTutorialPosition(db: DbOrTx, language: TutorialRow["language"]): Promise<number> {
  const [last] = await db
    .select({ position: max(tutorials.position) })
    .from(tutorials)
    .where(eq(tutorials.language, language));
  return (last?.position ?? 0) + 1;
}

export type AuditAction = TAuditEntry["action"];
export type AuditRow = typeof auditLog.$inferSelect;

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
export function listChanges(
  db: DbOrTx,
  query: { entity?: TAdminEntity; entityId?: string; limit: number },
): Promise<AuditRow[]> {
  const conditions = [];
  if (query.entity) conditions.push(eq(auditLog.entity, query.entity));
  if (query.entityId) conditions.push(eq(auditLog.entityId, query.entityId));
  return db
    .select()
    .from(auditLog)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(query.limit);
}
