import { QUIZ_TOPICS, type TQuizTopic } from "@cp/contracts";
import { and, asc, count, countDistinct, desc, eq, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { quizAttempts, quizzes } from "../../db/schema";

export type QuizRow = typeof quizzes.$inferSelect;
export type NewQuiz = Omit<typeof quizzes.$inferInsert, "id" | "createdAt"> & { slug: string };
export type AttemptRow = typeof quizAttempts.$inferSelect;

/** A visitor has no attempts: matching this id finds none, so one query serves both. */
const NOBODY = "00000000-0000-0000-0000-000000000000";

const TOPIC_ORDER = sql`array_position(ARRAY[${sql.join(
  QUIZ_TOPICS.map((topic) => sql`${topic}`),
  sql`, `,
)}]::text[], ${quizzes.topic})`;
const DIFFICULTY_ORDER = sql`array_position(ARRAY['Easy','Medium','Hard']::text[], ${quizzes.difficulty})`;

export async function upsertQuizzes(db: DbOrTx, rows: NewQuiz[]) {
  if (rows.length === 0) return;
  await db
    .insert(quizzes)
    .values(rows)
    .onConflictDoUpdate({
      target: quizzes.slug,
      set: {
        title: sql`excluded.title`,
        description: sql`excluded.description`,
        difficulty: sql`excluded.difficulty`,
        topic: sql`excluded.topic`,
        passingScore: sql`excluded.passing_score`,
        questions: sql`excluded.questions`,
      },
      // A quiz an admin edited keeps the admin's version.
      setWhere: isNull(quizzes.editedAt),
    });
}

/** The learner's best score and attempt count per quiz, as a subquery to join. */
function ownSummary(db: DbOrTx, userId: string | undefined) {
  return db
    .select({
      quizId: quizAttempts.quizId,
      bestScore: sql<number>`max(${quizAttempts.score})`.as("best_score"),
      attempts: sql<number>`count(*)::int`.as("attempts"),
    })
    .from(quizAttempts)
    .where(eq(quizAttempts.userId, userId ?? NOBODY))
    .groupBy(quizAttempts.quizId)
    .as("own");
}

/** The list with the learner's own best score, in one query; questions are counted, not loaded. */
export async function listQuizzes(
  db: DbOrTx,
  filters: { difficulty?: QuizRow["difficulty"]; topic?: TQuizTopic },
  userId: string | undefined,
) {
  const own = ownSummary(db, userId);
  const conditions = [isNull(quizzes.deletedAt)];
  if (filters.difficulty) conditions.push(eq(quizzes.difficulty, filters.difficulty));
  if (filters.topic) conditions.push(eq(quizzes.topic, filters.topic));
  return db
    .select({
      id: quizzes.id,
      slug: quizzes.slug,
      title: quizzes.title,
      description: quizzes.description,
      difficulty: quizzes.difficulty,
      topic: quizzes.topic,
      passingScore: quizzes.passingScore,
      totalQuestions: sql<number>`jsonb_array_length(${quizzes.questions})::int`,
      // null when the learner never tried this quiz (the left join found no row).
      bestScore: sql<number | null>`${own.bestScore}`,
      attempts: sql<number>`coalesce(${own.attempts}, 0)::int`,
    })
    .from(quizzes)
    .leftJoin(own, eq(own.quizId, quizzes.id))
    .where(and(...conditions))
    .orderBy(TOPIC_ORDER, DIFFICULTY_ORDER, asc(quizzes.title));
}

export type QuizListRow = Awaited<ReturnType<typeof listQuizzes>>[number];

export async function findQuiz(db: DbOrTx, id: string): Promise<QuizRow | undefined> {
  const [row] = await db
    .select()
    .from(quizzes)
    .where(and(eq(quizzes.id, id), isNull(quizzes.deletedAt)))
    .limit(1);
  return row;
}

export async function findQuizBySlug(db: DbOrTx, slug: string): Promise<QuizRow | undefined> {
  const [row] = await db
    .select()
    .from(quizzes)
    .where(and(eq(quizzes.slug, slug), isNull(quizzes.deletedAt)))
    .limit(1);
  return row;
}

/** One learner's best score and attempt count on one quiz. */
export async function findOwnSummary(db: DbOrTx, userId: string, quizId: string) {
  const [row] = await db
    .select({
      bestScore: sql<number | null>`max(${quizAttempts.score})`,
      attempts: sql<number>`count(*)::int`,
    })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.quizId, quizId)));
  return { bestScore: row?.bestScore ?? null, attempts: row?.attempts ?? 0 };
}

/** Keeps an attempt under the id it was served with; undefined when that attempt was kept already. */
export async function insertAttempt(
  db: DbOrTx,
  values: Omit<typeof quizAttempts.$inferInsert, "createdAt"> & { id: string },
): Promise<AttemptRow | undefined> {
  const [row] = await db
    .insert(quizAttempts)
    .values(values)
    .onConflictDoNothing({ target: quizAttempts.id })
    .returning();
  return row;
}

/** A learner's attempts at one quiz, newest first. */
export async function listAttempts(db: DbOrTx, userId: string, quizId: string, limit: number) {
  return db
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.quizId, quizId)))
    .orderBy(desc(quizAttempts.createdAt))
    .limit(limit);
}

/** How many quizzes exist, and how many of them the learner passed at least once. */
export async function countPassed(db: DbOrTx, userId: string) {
  const [[passed], [total]] = await Promise.all([
    db
      .select({ value: countDistinct(quizAttempts.quizId) })
      .from(quizAttempts)
      .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.passed, true))),
    db.select({ value: count() }).from(quizzes).where(isNull(quizzes.deletedAt)),
  ]);
  return { passed: Number(passed?.value ?? 0), total: Number(total?.value ?? 0) };
}
