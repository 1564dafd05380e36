import { and, asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { submissions } from "../../db/schema";

/** Queries of a submission's standing among the accepted ones of its challenge and language. */

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
  // One scan, grouped by runtime along the standing index: the chart's bars, and per bar the
  // memory counts; the totals are their sums.
  const bars = await db
    .select({
      ms: submissions.executionTime,
      count: sql<number>`count(*)::int`,
      measured: sql<number>`count(${submissions.memoryKb})::int`,
      heavier: sql<number>`(count(*) filter (where ${submissions.memoryKb} > ${query.memoryKb ?? 0}))::int`,
      sameMemory: sql<number>`(count(*) filter (where ${submissions.memoryKb} = ${query.memoryKb ?? 0}))::int`,
    })
    .from(submissions)
    .where(accepted)
    .groupBy(submissions.executionTime)
    .orderBy(asc(submissions.executionTime));
  const sum = (pick: (bar: (typeof bars)[number]) => number, where = (_ms: number) => true) =>
    bars.reduce((total, bar) => total + (where(bar.ms) ? Number(pick(bar)) : 0), 0);
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
    sameMemory: sum((bar) => bar.sameMemory),
    measured: sum((bar) => bar.measured),
    heavier: sum((bar) => bar.heavier),
    times: bars.map((bar) => ({ ms: bar.ms, count: Number(bar.count) })),
  };
}
