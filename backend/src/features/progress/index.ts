import type { Redis } from "ioredis";
import type { Db } from "../../db/client";
import type { EventBus } from "../../realtime/bus";
import { createRedisRankIndex } from "./redis-rank-index";
import { createProgressRouter } from "./routes";
import { createProgressService, createSqlRankIndex, type QuizCounts, type RankIndex } from "./service";

// The progress feature's front door: submissions, progress, points, streaks and the leaderboard.
export type { ProgressService, QuizCounts, RecordSubmissionInput } from "./service";
export { LEADERBOARD_SIZE } from "./service";

/**
 * With Redis, ranks come from a sorted set rebuilt from the database now and kept in step after
 * each commit; without it, from a SQL window function.
 */
export async function createProgressFeature(deps: {
  db: Db;
  bus: EventBus;
  redis?: { client: Redis; prefix: string };
  /** The dashboard counts quizzes passed through this. */
  quizzes: QuizCounts;
}) {
  let ranks: RankIndex = createSqlRankIndex(deps.db);
  if (deps.redis) {
    const index = createRedisRankIndex(deps.redis.client, deps.redis.prefix, deps.db);
    await index.rebuild();
    ranks = index;
  }
  const progress = createProgressService({ db: deps.db, bus: deps.bus, ranks, quizzes: deps.quizzes });
  return { router: createProgressRouter({ progress }), progress };
}

// For benchmarks that drive the service without HTTP.
export { createRedisRankIndex } from "./redis-rank-index";
export { createProgressService, createSqlRankIndex, type RankIndex } from "./service";
