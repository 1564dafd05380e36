import { and, asc, desc, eq, gt, gte, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { challenges, progress, submissions, users } from "../../db/schema";

export type NewSubmission = typeof submissions.$inferInsert;

export async function insertSubmission(db: DbOrTx, values: NewSubmission) {
  const [row] = await db.insert(submissions).values(values).returning();
  if (!row) throw new Error("submission insert returned nothing");
  return row;
}

/** Locks the learner's row for the rest of the transaction, so concurrent submits update points and streaks in turn. */
export async function lockUser(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).for("update").limit(1);
  return row;
}

export async function lockProgress(db: DbOrTx, userId: string, challengeId: string) {
  const [row] = await db
    .select()
    .from(progress)
    .where(and(eq(progress.userId, userId), eq(progress.challengeId, challengeId)))
    .for("update")
    .limit(1);
  return row;
}

export async function upsertProgress(
  db: DbOrTx,
  values: {
    userId: string;
    challengeId: string;
    completed: boolean;
    attempts: number;
    bestScore: number;
    completedAt: Date | null;
  },
) {
  await db
    .insert(progress)
    .values({ ...values, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: [progress.userId, progress.challengeId],
      set: {
        completed: values.completed,
        attempts: values.attempts,
        bestScore: values.bestScore,
        completedAt: values.completedAt,
        updatedAt: new Date(),
      },
    });
}

/** One more attempt on the challenge; completionRate = learners who solved it / learners who tried it, in percent. */
export async function bumpChallengeCounters(db: DbOrTx, challengeId: string, newLearner: boolean, newSolver: boolean) {
  const attempted = sql`${challenges.attemptedUsers} + ${newLearner ? 1 : 0}`;
  const solved = sql`${challenges.solvedUsers} + ${newSolver ? 1 : 0}`;
  await db
    .update(challenges)
    .set({
      totalAttempts: sql`${challenges.totalAttempts} + 1`,
      attemptedUsers: sql`${attempted}`,
      solvedUsers: sql`${solved}`,
      completionRate: sql`case when ${attempted} = 0 then 0 else round((${solved})::numeric * 100 / (${attempted}), 1) end`,
    })
    .where(eq(challenges.id, challengeId));
}

export async function updateUserScore(
  db: DbOrTx,
  userId: string,
  values: {
    points?: number;
    challengesSolved?: number;
    currentStreak: number;
    lastAcceptedDay: string;
    pointsUpdatedAt?: Date;
  },
) {
  await db.update(users).set(values).where(eq(users.id, userId));
}

/** Joined into progress and submission lists, so a screen needs no call per challenge (null once a challenge is gone). */
const CHALLENGE_REF = {
  slug: challenges.slug,
  title: challenges.title,
  topic: challenges.topic,
  difficulty: challenges.difficulty,
};

/** Most recently touched first, each with its challenge's title and topic. */
export async function listProgress(db: DbOrTx, userId: string) {
  return db
    .select({
      id: progress.id,
      challengeId: progress.challengeId,
      completed: progress.completed,
      attempts: progress.attempts,
      bestScore: progress.bestScore,
      updatedAt: progress.updatedAt,
      challenge: CHALLENGE_REF,
    })
    .from(progress)
    .leftJoin(challenges, eq(challenges.id, progress.challengeId))
    .where(eq(progress.userId, userId))
    .orderBy(desc(progress.updatedAt), progress.id);
}

export type ProgressWithChallenge = Awaited<ReturnType<typeof listProgress>>[number];

/** Newest first; the code itself stays out of the list. */
export async function listSubmissions(db: DbOrTx, userId: string, limit: number) {
  return db
    .select({
      id: submissions.id,
      challengeId: submissions.challengeId,
      language: submissions.language,
      submittedAt: submissions.submittedAt,
      passed: submissions.passed,
      verdict: submissions.verdict,
      passedCount: submissions.passedCount,
      totalCount: submissions.totalCount,
      aiFeedback: submissions.aiFeedback,
      challenge: CHALLENGE_REF,
    })
    .from(submissions)
    .leftJoin(challenges, eq(challenges.id, submissions.challengeId))
    .where(eq(submissions.userId, userId))
    .orderBy(desc(submissions.submittedAt), desc(submissions.id))
    .limit(limit);
}

export type SubmissionWithChallenge = Awaited<ReturnType<typeof listSubmissions>>[number];

/** One learner's submissions of one challenge, newest first (served by the (user, submittedAt) index). */
export async function listOwnSubmissions(db: DbOrTx, userId: string, challengeId: string, limit: number) {
  return db
    .select({
      id: submissions.id,
      language: submissions.language,
      submittedAt: submissions.submittedAt,
      passed: submissions.passed,
      verdict: submissions.verdict,
      passedCount: submissions.passedCount,
      totalCount: submissions.totalCount,
      executionTime: submissions.executionTime,
      memoryKb: submissions.memoryKb,
      code: submissions.code,
    })
    .from(submissions)
    .where(and(eq(submissions.userId, userId), eq(submissions.challengeId, challengeId)))
    .orderBy(desc(submissions.submittedAt), desc(submissions.id))
    .limit(limit);
}

/**
 * The accepted submissions of a challenge in one language: how many, how many ran slower than
 * `runtimeMs` or used more memory than `memoryKb`, and how many took each runtime (the chart).
 */
export async function countStanding(
  db: DbOrTx,
  query: { challengeId: string; language: string; runtimeMs: number; memoryKb: number | null },
) {
  const accepted = and(
    eq(submissions.challengeId, query.challengeId),
    eq(submissions.language, query.language),
    eq(submissions.passed, true),
  );
  const [[totals], times] = await Promise.all([
    db
      .select({
        total: sql<number>`count(*)::int`,
        slower: sql<number>`(count(*) filter (where ${submissions.executionTime} > ${query.runtimeMs}))::int`,
        sameTime: sql<number>`(count(*) filter (where ${submissions.executionTime} = ${query.runtimeMs}))::int`,
        measured: sql<number>`count(${submissions.memoryKb})::int`,
        heavier: sql<number>`(count(*) filter (where ${submissions.memoryKb} > ${query.memoryKb ?? 0}))::int`,
        sameMemory: sql<number>`(count(*) filter (where ${submissions.memoryKb} = ${query.memoryKb ?? 0}))::int`,
      })
      .from(submissions)
      .where(accepted),
    db
      .select({ ms: submissions.executionTime, count: sql<number>`count(*)::int` })
      .from(submissions)
      .where(accepted)
      .groupBy(submissions.executionTime)
      .orderBy(asc(submissions.executionTime)),
  ]);
  return {
    total: Number(totals?.total ?? 0),
    slower: Number(totals?.slower ?? 0),
    sameTime: Number(totals?.sameTime ?? 0),
    sameMemory: Number(totals?.sameMemory ?? 0),
    measured: Number(totals?.measured ?? 0),
    heavier: Number(totals?.heavier ?? 0),
    times: times.map((t) => ({ ms: t.ms, count: Number(t.count) })),
  };
}

/** Catalog size and the learner's solved count per (difficulty, topic) pair, in one pass over the catalog. */
export async function countSolvedByCategory(db: DbOrTx, userId: string) {
  const rows = await db
    .select({
      difficulty: challenges.difficulty,
      topic: challenges.topic,
      total: sql<number>`count(*)::int`,
      solved: sql<number>`(count(${progress.id}) filter (where ${progress.completed}))::int`,
    })
    .from(challenges)
    .leftJoin(progress, and(eq(progress.challengeId, challenges.id), eq(progress.userId, userId)))
    .where(isNull(challenges.deletedAt))
    .groupBy(challenges.difficulty, challenges.topic);
  return rows.map((row) => ({ ...row, total: Number(row.total), solved: Number(row.solved) }));
}

export async function countSubmissions(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      accepted: sql<number>`(count(*) filter (where ${submissions.passed}))::int`,
    })
    .from(submissions)
    .where(eq(submissions.userId, userId));
  return { total: Number(row?.total ?? 0), accepted: Number(row?.accepted ?? 0) };
}

/** Accepted submissions per UTC day since `from` (served by the (user, submittedAt) index). */
export async function countAcceptedByDay(db: DbOrTx, userId: string, from: Date) {
  const day = sql<string>`to_char(${submissions.submittedAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ date: day, count: sql<number>`count(*)::int` })
    .from(submissions)
    .where(and(eq(submissions.userId, userId), gte(submissions.submittedAt, from), eq(submissions.passed, true)))
    .groupBy(day)
    .orderBy(day);
  return rows.map((row) => ({ date: row.date, count: Number(row.count) }));
}

const LEADERBOARD_ORDER = [
  desc(users.points),
  desc(users.challengesSolved),
  sql`${users.pointsUpdatedAt} asc nulls last`,
  users.id,
] as const;

/** The top of the ranking: only learners with points, by points, then solved count, then who got there first. */
export async function listLeaderboard(db: DbOrTx, limit: number) {
  return db
    .select({
      id: users.id,
      username: users.username,
      points: users.points,
      challengesSolved: users.challengesSolved,
      currentStreak: users.currentStreak,
      lastAcceptedDay: users.lastAcceptedDay,
    })
    .from(users)
    .where(gt(users.points, 0))
    .orderBy(...LEADERBOARD_ORDER)
    .limit(limit);
}

/** A user's rank by a window function over the same order as the list (null without points). */
export async function findRankSql(db: DbOrTx, userId: string): Promise<number | null> {
  const ranked = db
    .select({
      id: users.id,
      rank: sql<number>`row_number() over (order by ${users.points} desc, ${users.challengesSolved} desc, ${users.pointsUpdatedAt} asc nulls last, ${users.id})`.as(
        "rank",
      ),
    })
    .from(users)
    .where(gt(users.points, 0))
    .as("ranked");
  const [row] = await db.select({ rank: ranked.rank }).from(ranked).where(eq(ranked.id, userId));
  return row ? Number(row.rank) : null;
}

export async function findUserScore(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      points: users.points,
      challengesSolved: users.challengesSolved,
      currentStreak: users.currentStreak,
      lastAcceptedDay: users.lastAcceptedDay,
      pointsUpdatedAt: users.pointsUpdatedAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

const RANK_FIELDS = {
  id: users.id,
  points: users.points,
  challengesSolved: users.challengesSolved,
  pointsUpdatedAt: users.pointsUpdatedAt,
};

/** One page of ranked users (points > 0) by id, for rebuilding a rank index without holding every row at once. */
export async function listRankedUsersAfter(db: DbOrTx, afterId: string | null, limit: number) {
  return db
    .select(RANK_FIELDS)
    .from(users)
    .where(afterId ? and(gt(users.points, 0), gt(users.id, afterId)) : gt(users.points, 0))
    .orderBy(asc(users.id))
    .limit(limit);
}

/** Users whose points changed at or after `since`: the ones a rebuild racing with submissions may have missed. */
export async function listUsersScoredSince(db: DbOrTx, since: Date) {
  return db.select(RANK_FIELDS).from(users).where(gte(users.pointsUpdatedAt, since));
}
