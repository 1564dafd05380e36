import { and, eq, sql } from "drizzle-orm";
import { type DbOrTx, selectRows } from "../../db/client";
import { submissions } from "../../db/schema";

/** Queries of a submission's standing among the other learners' accepted ones of its challenge and language. */

/** One submission's judged figures, if it is the user's own. */
export async function findOwnSubmission(db: DbOrTx, userId: string, submissionId: string) {
  const [row] = await db
    .select({
      challengeId: submissions.challengeId,
      language: submissions.language,
      passed: submissions.passed,
      executionTime: submissions.executionTime,
      memoryKb: submissions.memoryKb,
    })
    .from(submissions)
    .where(and(eq(submissions.id, submissionId), eq(submissions.userId, userId)))
    .limit(1);
  return row;
}

/**
 * The other learners who solved a challenge in one language, each once with their best accepted
 * submission (fastest, then lightest, then earliest): how many, how many of those ran slower than
 * `runtimeMs` or used more memory than `memoryKb`, and how many took each runtime (the chart).
 * The asking learner's own submissions are left out, this one and their earlier ones alike.
 */
export async function countStanding(
  db: DbOrTx,
  query: { userId: string; challengeId: string; language: string; runtimeMs: number; memoryKb: number | null },
) {
  const memoryKb = query.memoryKb ?? 0;
  // DISTINCT ON keeps the first row per learner in the ORDER BY: their best accepted submission.
  const bars = await selectRows<{ ms: number; count: number; measured: number; heavier: number; same_memory: number }>(
    db,
    sql`
    WITH best AS (
      SELECT DISTINCT ON (${submissions.userId}) ${submissions.executionTime} AS ms, ${submissions.memoryKb} AS memory_kb
      FROM ${submissions}
      WHERE ${submissions.challengeId} = ${query.challengeId}::uuid AND ${submissions.language} = ${query.language}
        AND ${submissions.passed} AND ${submissions.userId} <> ${query.userId}::uuid
      ORDER BY ${submissions.userId}, ${submissions.executionTime}, ${submissions.memoryKb} ASC NULLS LAST, ${submissions.submittedAt}
    )
    SELECT ms, count(*)::int AS count, count(memory_kb)::int AS measured,
      (count(*) filter (where memory_kb > ${memoryKb}::int))::int AS heavier,
      (count(*) filter (where memory_kb = ${memoryKb}::int))::int AS same_memory
    FROM best GROUP BY ms ORDER BY ms
  `,
  );
  const sum = (pick: (bar: (typeof bars)[number]) => number, where = (_ms: number) => true) =>
    bars.reduce((total, bar) => total + (where(Number(bar.ms)) ? Number(pick(bar)) : 0), 0);
  return {
    total: sum((bar) => bar.count),
    slower: sum(
      (bar) => bar.count,
      (ms) => ms > query.runtimeMs,
    ),
    sameTime: sum(
      (bar) => bar.count,
      (ms) => ms === query.runtimeMs,
    ),
    sameMemory: sum((bar) => bar.same_memory),
    measured: sum((bar) => bar.measured),
    heavier: sum((bar) => bar.heavier),
    times: bars.map((bar) => ({ ms: Number(bar.ms), count: Number(bar.count) })),
  };
}
