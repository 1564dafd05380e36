import { and, asc, desc, eq, gt, gte, isNull, sql } from "drizzle-orm";
import { type DbOrTx, selectRows } from "../../db/client";
import { challenges, progress, submissions, users } from "../../db/schema";

export type SubmissionRecord = {
  userId: string;
  challengeId: string;
  language: string;
  code: string;
  verdict: string;
  passed: boolean;
  passedCount: number;
  totalCount: number;
  executionTime: number;
  memoryKb: number | null;
  aiFeedback: string | null;
  feedbackSource: string | null;
  submittedAt: Date;
  /** Percent of tests passed: the progress row keeps the best. */
  score: number;
  /** Points a first accepted solve earns. */
  points: number;
  /** The UTC days of `submittedAt` and the day before, for the streak (YYYY-MM-DD). */
  today: string;
  yesterday: string;
};

/**
 * Records a submission and everything it moves in one statement, so in one round trip and
 * atomically: the submission; the learner's progress row (attempts, completion, best score,
 * accepted count); the challenge's attempts, learners, solvers and completion rate; and, when
 * accepted, the learner's streak, and on the first solve their points and solved count.
 *
 * Every change is written relative to the row's latest committed state (an upsert or an UPDATE
 * takes it, whatever the statement's snapshot), and the progress row serialises one learner's
 * submissions of one challenge: two accepted submissions at once earn the points once. The first
 * solve is the accepted submission that makes the accepted count 1. Each statement takes its row
 * locks in the same order (progress, challenge, user), so concurrent ones cannot deadlock.
 */
export async function recordSubmission(db: DbOrTx, r: SubmissionRecord) {
  const at = r.submittedAt.toISOString();
  const [row] = await selectRows<{
    id: string;
    first_solve: boolean;
    new_day: boolean;
    points: number | null;
    challenges_solved: number | null;
    points_updated_at: Date | string | null;
  }>(
    db,
    sql`
    WITH before AS (
      -- Every part of one statement reads the same snapshot: the learner's day before this update.
      SELECT "last_accepted_day" FROM "users" WHERE "id" = ${r.userId}::uuid
    ), p AS (
      INSERT INTO "progress" ("user_id", "challenge_id", "completed", "attempts", "best_score", "accepted_count", "completed_at", "updated_at")
      VALUES (${r.userId}::uuid, ${r.challengeId}::uuid, ${r.passed}::boolean, 1, ${r.score}::int,
              ${r.passed ? 1 : 0}::int, CASE WHEN ${r.passed}::boolean THEN ${at}::timestamptz END, ${at}::timestamptz)
      ON CONFLICT ("user_id", "challenge_id") DO UPDATE SET
        "completed" = "progress"."completed" OR excluded."completed",
        "attempts" = "progress"."attempts" + 1,
        "best_score" = greatest("progress"."best_score", excluded."best_score"),
        "accepted_count" = "progress"."accepted_count" + excluded."accepted_count",
        "completed_at" = coalesce("progress"."completed_at", excluded."completed_at"),
        "updated_at" = excluded."updated_at"
      RETURNING "attempts" = 1 AS new_learner, ${r.passed}::boolean AND "accepted_count" = 1 AS first_solve
    ), s AS (
      INSERT INTO "submissions" ("user_id", "challenge_id", "language", "code", "verdict", "passed", "passed_count",
        "total_count", "execution_time", "memory_kb", "ai_feedback", "feedback_source", "submitted_at")
      VALUES (${r.userId}::uuid, ${r.challengeId}::uuid, ${r.language}, ${r.code}, ${r.verdict}, ${r.passed}::boolean,
        ${r.passedCount}::int, ${r.totalCount}::int, ${r.executionTime}::int, ${r.memoryKb}::int, ${r.aiFeedback},
        ${r.feedbackSource}, ${at}::timestamptz)
      RETURNING "id"
    ), c AS (
      UPDATE "challenges" SET
        "total_attempts" = "total_attempts" + 1,
        "attempted_users" = "attempted_users" + p.new_learner::int,
        "solved_users" = "solved_users" + p.first_solve::int,
        "completion_rate" = CASE WHEN "attempted_users" + p.new_learner::int = 0 THEN 0
          ELSE round(("solved_users" + p.first_solve::int)::numeric * 100 / ("attempted_users" + p.new_learner::int), 1) END
      FROM p WHERE "challenges"."id" = ${r.challengeId}::uuid
      RETURNING 1
    ), u AS (
      UPDATE "users" SET
        "points" = "points" + CASE WHEN p.first_solve THEN ${r.points}::int ELSE 0 END,
        "challenges_solved" = "challenges_solved" + p.first_solve::int,
        "points_updated_at" = CASE WHEN p.first_solve THEN ${at}::timestamptz ELSE "points_updated_at" END,
        -- Same day keeps the streak, the day after extends it, a gap restarts it at 1.
        "current_streak" = CASE
          WHEN "last_accepted_day" = ${r.today}::date THEN greatest(1, "current_streak")
          WHEN "last_accepted_day" = ${r.yesterday}::date THEN "current_streak" + 1
          ELSE 1 END,
        "last_accepted_day" = ${r.today}::date
      FROM p WHERE "users"."id" = ${r.userId}::uuid AND ${r.passed}::boolean
      RETURNING "users"."points", "users"."challenges_solved", "users"."points_updated_at"
    )
    SELECT s.id, p.first_solve, u.points, u.challenges_solved, u.points_updated_at,
      before.last_accepted_day IS DISTINCT FROM ${r.today}::date AS new_day
    FROM s CROSS JOIN p LEFT JOIN u ON true LEFT JOIN before ON true
  `,
  );
  if (!row) throw new Error("recording a submission returned nothing");
  return {
    id: row.id,
    firstSolve: Boolean(row.first_solve),
    /** An accepted submission on a day without one before: the learner's streak moved. */
    newDay: r.passed && Boolean(row.new_day),
    /** The learner's ranking fields after an accepted submission (null otherwise). */
    score:
      row.points === null
        ? null
        : {
            points: Number(row.points),
            challengesSolved: Number(row.challenges_solved),
            pointsUpdatedAt: row.points_updated_at === null ? null : new Date(row.points_updated_at),
          },
  };
}

/** Joined into progress and submission lists, so a screen needs no call per challenge. */
const CHALLENGE_REF = {
  slug: challenges.slug,
  title: challenges.title,
  topic: challenges.topic,
  difficulty: challenges.difficulty,
};

/**
 * The one rule for deleted challenges: a challenge an admin deleted has left the catalog, so the
 * learner's progress on it and submissions of it leave every list and count (dashboard, My
 * Progress, the leaderboard's Solved column) until Undo brings it back. Points and streaks stay:
 * they were earned by the work done, as they stay when an admin later changes a difficulty.
 */
const IN_CATALOG = isNull(challenges.deletedAt);

/**
 * Challenges in the catalog that a user has solved: the leaderboard's Solved column (served by
 * the progress index). Written out in full because in a one-table select Drizzle leaves columns
 * unqualified ("id"), which the join inside would make ambiguous.
 */
const SOLVED_IN_CATALOG = sql<number>`(
  select count(*)::int from "progress" p join "challenges" c on c."id" = p."challenge_id"
  where p."user_id" = "users"."id" and p."completed" and c."deleted_at" is null
)`;

/** Most recently touched first, each with its challenge's title and topic; none of a deleted challenge. */
export async function listProgress(db: DbOrTx, userId: string) {
  return db
    .select({
      id: progress.id,
      challengeId: progress.challengeId,
      completed: progress.completed,
      gaveUpAt: progress.gaveUpAt,
      attempts: progress.attempts,
      bestScore: progress.bestScore,
      updatedAt: progress.updatedAt,
      challenge: CHALLENGE_REF,
    })
    .from(progress)
    .innerJoin(challenges, eq(challenges.id, progress.challengeId))
    .where(and(eq(progress.userId, userId), IN_CATALOG))
    .orderBy(desc(progress.updatedAt), progress.id);
}

export type ProgressWithChallenge = Awaited<ReturnType<typeof listProgress>>[number];

/** Newest first, none of a deleted challenge; the code itself stays out of the list. */
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
    .innerJoin(challenges, eq(challenges.id, submissions.challengeId))
    .where(and(eq(submissions.userId, userId), IN_CATALOG))
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
    .where(IN_CATALOG)
    .groupBy(challenges.difficulty, challenges.topic);
  return rows.map((row) => ({ ...row, total: Number(row.total), solved: Number(row.solved) }));
}

/** The learner's submissions of challenges in the catalog, and how many were accepted. */
export async function countSubmissions(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      accepted: sql<number>`(count(*) filter (where ${submissions.passed}))::int`,
    })
    .from(submissions)
    .innerJoin(challenges, eq(challenges.id, submissions.challengeId))
    .where(and(eq(submissions.userId, userId), IN_CATALOG));
  return { total: Number(row?.total ?? 0), accepted: Number(row?.accepted ?? 0) };
}

/**
 * Accepted submissions per UTC day since `from` (served by the (user, submittedAt) index). Days
 * practised stay when a challenge is deleted, like the streak they make up.
 */
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

/**
 * The top of the ranking: only learners with points, by points, then solved count, then who got
 * there first. Solved counts the challenges still in the catalog, as the dashboard does; the
 * order's tie-break keeps the stored count of every first solve, which the rank index shares.
 */
export async function listLeaderboard(db: DbOrTx, limit: number) {
  return db
    .select({
      id: users.id,
      username: users.username,
      points: users.points,
      challengesSolved: SOLVED_IN_CATALOG,
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
