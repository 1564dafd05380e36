import type { TChallengePattern, TChallengeTopic } from "@cp/contracts";
import { and, arrayContains, asc, desc, eq, getTableColumns, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { challenges, codeDrafts, progress, type StoredTestCase } from "../../db/schema";

export type ChallengeRow = typeof challenges.$inferSelect;

const TOPIC_ORDER = sql`array_position(ARRAY['Arrays & Hash Tables','Strings & Patterns','Trees & Recursion','Dynamic Programming','Graphs & Traversal']::text[], ${challenges.topic})`;
const DIFFICULTY_ORDER = sql`array_position(ARRAY['Easy','Medium','Hard']::text[], ${challenges.difficulty})`;

/** The list with the learner's own state, in one query (no test data: it is never needed for the list). */
export async function listChallenges(
  db: DbOrTx,
  filters: { difficulty?: string; topic?: TChallengeTopic; pattern?: TChallengePattern; language?: string },
  userId: string,
) {
  // A challenge an admin deleted is gone for learners.
  const conditions = [isNull(challenges.deletedAt)];
  if (filters.difficulty) conditions.push(eq(challenges.difficulty, filters.difficulty as ChallengeRow["difficulty"]));
  if (filters.topic) conditions.push(eq(challenges.topic, filters.topic));
  if (filters.language) conditions.push(arrayContains(challenges.supportedLanguages, [filters.language]));
  if (filters.pattern) conditions.push(arrayContains(challenges.patterns, [filters.pattern]));
  return db
    .select({
      id: challenges.id,
      slug: challenges.slug,
      title: challenges.title,
      description: challenges.description,
      difficulty: challenges.difficulty,
      topic: challenges.topic,
      patterns: challenges.patterns,
      supportedLanguages: challenges.supportedLanguages,
      completionRate: challenges.completionRate,
      totalAttempts: challenges.totalAttempts,
      attemptedLearners: challenges.attemptedUsers,
      solvedLearners: challenges.solvedUsers,
      completed: sql<boolean>`coalesce(${progress.completed}, false)`,
      attempted: sql<boolean>`${progress.id} is not null`,
    })
    .from(challenges)
    .leftJoin(progress, and(eq(progress.challengeId, challenges.id), eq(progress.userId, userId)))
    .where(and(...conditions))
    .orderBy(TOPIC_ORDER, DIFFICULTY_ORDER, asc(challenges.title));
}

/**
 * Every challenge's public card fields, the most submitted first (by learners, then by those who
 * solved it), ties in catalog order. No tests, solution or per-learner state are selected.
 */
export async function listByPopularity(db: DbOrTx) {
  return db
    .select({
      id: challenges.id,
      slug: challenges.slug,
      title: challenges.title,
      difficulty: challenges.difficulty,
      topic: challenges.topic,
      supportedLanguages: challenges.supportedLanguages,
      completionRate: challenges.completionRate,
      attemptedLearners: challenges.attemptedUsers,
      solvedLearners: challenges.solvedUsers,
    })
    .from(challenges)
    .where(isNull(challenges.deletedAt))
    .orderBy(
      desc(challenges.attemptedUsers),
      desc(challenges.solvedUsers),
      TOPIC_ORDER,
      DIFFICULTY_ORDER,
      asc(challenges.title),
    );
}

/** The catalog's size by difficulty, and how many distinct patterns it practises. */
export async function countCatalog(db: DbOrTx) {
  const rows = await db
    .select({ difficulty: challenges.difficulty, count: sql<number>`count(*)::int` })
    .from(challenges)
    .where(isNull(challenges.deletedAt))
    .groupBy(challenges.difficulty);
  const [patterns] = await db
    .select({ count: sql<number>`count(distinct p)::int` })
    .from(sql`${challenges}, unnest(${challenges.patterns}) as p`)
    .where(isNull(challenges.deletedAt));
  return { rows, patterns: patterns?.count ?? 0 };
}

/** A challenge learners may open (not deleted). */
export async function findChallenge(db: DbOrTx, id: string): Promise<ChallengeRow | undefined> {
  const [row] = await db
    .select()
    .from(challenges)
    .where(and(eq(challenges.id, id), isNull(challenges.deletedAt)))
    .limit(1);
  return row;
}

/**
 * What the detail screen needs, without the hidden tests' data (megabytes for a challenge tested at
 * its limits) or the reference solutions: the samples and the number of tests come from the database.
 */
export async function findChallengeForDetail(db: DbOrTx, idOrSlug: { id: string } | { slug: string }) {
  const { tests: _tests, solution: _solution, editorial: _editorial, ...columns } = getTableColumns(challenges);
  const [row] = await db
    .select({
      ...columns,
      samples: sql<StoredTestCase[]>`jsonb_path_query_array(${challenges.tests}, '$[*] ? (@.sample == true)')`,
      testCount: sql<number>`jsonb_array_length(${challenges.tests})`,
    })
    .from(challenges)
    .where(
      and(
        "id" in idOrSlug ? eq(challenges.id, idOrSlug.id) : eq(challenges.slug, idOrSlug.slug),
        isNull(challenges.deletedAt),
      ),
    )
    .limit(1);
  return row;
}
export type ChallengeForDetail = NonNullable<Awaited<ReturnType<typeof findChallengeForDetail>>>;

/** Records "Show the solution" (once: the first time stays). */
export async function recordGiveUp(db: DbOrTx, userId: string, challengeId: string): Promise<void> {
  await db
    .update(progress)
    .set({ gaveUpAt: sql`coalesce(${progress.gaveUpAt}, now())` })
    .where(and(eq(progress.userId, userId), eq(progress.challengeId, challengeId)));
}

export async function findChallengeBySlug(db: DbOrTx, slug: string): Promise<ChallengeRow | undefined> {
  const [row] = await db
    .select()
    .from(challenges)
    .where(and(eq(challenges.slug, slug), isNull(challenges.deletedAt)))
    .limit(1);
  return row;
}

export async function findProgress(db: DbOrTx, userId: string, challengeId: string) {
  const [row] = await db
    .select()
    .from(progress)
    .where(and(eq(progress.userId, userId), eq(progress.challengeId, challengeId)))
    .limit(1);
  return row;
}

/** Adds a coach's hint to those the learner was shown, creating the progress row if needed. */
export async function recordCoachHint(db: DbOrTx, userId: string, challengeId: string, hint: string): Promise<void> {
  await db
    .insert(progress)
    .values({ userId, challengeId, coachHints: [hint] })
    .onConflictDoUpdate({
      target: [progress.userId, progress.challengeId],
      set: { coachHints: sql`array_append(${progress.coachHints}, ${hint})` },
    });
}

/** Counts one more authored hint as seen, creating the progress row if needed; returns the new count. */
export async function incrementHintsUsed(
  db: DbOrTx,
  userId: string,
  challengeId: string,
  max: number,
): Promise<number> {
  const [row] = await db
    .insert(progress)
    .values({ userId, challengeId, hintsUsed: Math.min(1, max) })
    .onConflictDoUpdate({
      target: [progress.userId, progress.challengeId],
      set: { hintsUsed: sql`least(${progress.hintsUsed} + 1, ${max})` },
    })
    .returning({ hintsUsed: progress.hintsUsed });
  return row?.hintsUsed ?? 0;
}

/** The learner's drafts of one challenge, newest first. */
export async function listDrafts(db: DbOrTx, userId: string, challengeId: string) {
  return db
    .select({ language: codeDrafts.language, code: codeDrafts.code, updatedAt: codeDrafts.updatedAt })
    .from(codeDrafts)
    .where(and(eq(codeDrafts.userId, userId), eq(codeDrafts.challengeId, challengeId)))
    .orderBy(desc(codeDrafts.updatedAt));
}

export async function saveDraft(
  db: DbOrTx,
  draft: { userId: string; challengeId: string; language: string; code: string },
): Promise<void> {
  await db
    .insert(codeDrafts)
    .values({ ...draft, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: [codeDrafts.userId, codeDrafts.challengeId, codeDrafts.language],
      set: { code: draft.code, updatedAt: new Date() },
    });
}
