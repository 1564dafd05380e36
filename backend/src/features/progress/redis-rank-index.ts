import { createHash, randomBytes } from "node:crypto";
import type { Redis } from "ioredis";
import type { Db } from "../../db/client";
import * as repo from "./repo";
import type { RankIndex } from "./service";

type RankedUser = { id: string; points: number; challengesSolved: number; pointsUpdatedAt: Date | null };

/**
 * The sorted set orders by score ascending, then by member bytes ascending. The SQL order is
 * points desc, challengesSolved desc, pointsUpdatedAt asc (nulls last), id asc, so:
 * - score = -(points * 1e6 + challengesSolved): exact in a double while points < 9e9, and a
 *   learner cannot solve a million challenges;
 * - member = 15-digit zero-padded milliseconds + ":" + id: equal scores fall back to who got
 *   there first, then to the id (a lower-case uuid sorts as text exactly as PostgreSQL sorts uuids).
 * A hash maps user id to its current member, so a rank is two O(log n) lookups in one script.
 */
const SOLVED_FACTOR = 1e6;
const NULL_TIME = "9".repeat(15);

export function rankScore(user: Pick<RankedUser, "points" | "challengesSolved">): number {
  return -(user.points * SOLVED_FACTOR + user.challengesSolved);
}

export function rankMember(user: Pick<RankedUser, "id" | "pointsUpdatedAt">): string {
  const time = user.pointsUpdatedAt ? String(Math.max(0, user.pointsUpdatedAt.getTime())).padStart(15, "0") : NULL_TIME;
  return `${time}:${user.id.toLowerCase()}`;
}

/**
 * Points, solved count and pointsUpdatedAt only grow, so an entry never moves to a lower score or
 * an earlier time: an update carrying an older state than the stored one (two commits whose
 * post-commit reads finished out of order) is ignored instead of undoing the newer one.
 */
const UPDATE_SCRIPT = `
local old = redis.call('HGET', KEYS[2], ARGV[1])
if ARGV[4] == '0' then
  if old then redis.call('ZREM', KEYS[1], old) end
  redis.call('HDEL', KEYS[2], ARGV[1])
  return 1
end
if old then
  local oldScore = tonumber(redis.call('ZSCORE', KEYS[1], old))
  local newScore = tonumber(ARGV[2])
  if oldScore and (oldScore < newScore or (oldScore == newScore and old > ARGV[3])) then return 0 end
  redis.call('ZREM', KEYS[1], old)
end
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[3])
redis.call('HSET', KEYS[2], ARGV[1], ARGV[3])
return 1`;

const RANK_SCRIPT = `
local member = redis.call('HGET', KEYS[2], ARGV[1])
if not member then return -1 end
local rank = redis.call('ZRANK', KEYS[1], member)
if not rank then return -1 end
return rank + 1`;

/** Runs a Lua script by its SHA (one short round trip), loading it on the first NOSCRIPT reply. */
function luaScript(source: string) {
  const sha = createHash("sha1").update(source).digest("hex");
  return async (redis: Redis, keys: string[], args: string[]): Promise<unknown> => {
    try {
      return await redis.evalsha(sha, keys.length, ...keys, ...args);
    } catch (error) {
      if (!(error instanceof Error) || !error.message.startsWith("NOSCRIPT")) throw error;
      return redis.eval(source, keys.length, ...keys, ...args);
    }
  };
}

const runUpdate = luaScript(UPDATE_SCRIPT);
const runRank = luaScript(RANK_SCRIPT);

/** Throws the first error of a pipeline or transaction (ioredis reports them per command, not by rejecting). */
function checkReplies(replies: [Error | null, unknown][] | null): void {
  const failed = replies?.find(([error]) => error);
  if (failed?.[0]) throw failed[0];
}

/** Rows per page when rebuilding from the database. */
const REBUILD_PAGE = 5000;
/**
 * How far back a rebuild looks again for scores committed while it read: a submission stamps
 * pointsUpdatedAt before its transaction commits, and app servers' clocks may differ a little.
 */
const REBUILD_OVERLAP_MS = 60_000;

export type RedisRankIndex = RankIndex & {
  /**
   * Replaces the set with the database's ranking (atomically: readers see the old set or the
   * new one), then re-applies any score committed while it read. Returns the users indexed.
   */
  rebuild(): Promise<number>;
  /** Every indexed user id in rank order (tests and diagnostics). */
  rankedIds(): Promise<string[]>;
  keys: { ranks: string; members: string };
};

/** A RankIndex on a Redis sorted set under `${prefix}:leaderboard:*`, kept in step by `update` and `rebuild`. */
export function createRedisRankIndex(
  redis: Redis,
  prefix: string,
  db: Db,
  now: () => Date = () => new Date(),
): RedisRankIndex {
  const keys = { ranks: `${prefix}:leaderboard:ranks`, members: `${prefix}:leaderboard:members` };

  async function apply(user: RankedUser): Promise<void> {
    await runUpdate(
      redis,
      [keys.ranks, keys.members],
      [user.id, String(rankScore(user)), rankMember(user), user.points > 0 ? "1" : "0"],
    );
  }

  return {
    keys,

    async rankOf(userId) {
      const rank = Number(await runRank(redis, [keys.ranks, keys.members], [userId]));
      if (rank > 0) return rank;
      // Not in the set. Normally that means no points; if the database disagrees (Redis flushed,
      // an update lost with a crash between commit and update), answer from SQL and repair the entry.
      const user = await repo.findUserScore(db, userId);
      if (!user || user.points <= 0) return null;
      await apply(user);
      return repo.findRankSql(db, userId);
    },

    update: (user) => apply(user),

    async rebuild() {
      const startedAt = now();
      const suffix = randomBytes(6).toString("hex");
      const staging = { ranks: `${keys.ranks}:build:${suffix}`, members: `${keys.members}:build:${suffix}` };
      let count = 0;
      try {
        let after: string | null = null;
        for (;;) {
          const page = await repo.listRankedUsersAfter(db, after, REBUILD_PAGE);
          if (page.length === 0) break;
          const pipeline = redis.pipeline();
          for (const user of page) {
            const member = rankMember(user);
            pipeline.zadd(staging.ranks, rankScore(user), member);
            pipeline.hset(staging.members, user.id, member);
          }
          checkReplies(await pipeline.exec());
          count += page.length;
          after = page[page.length - 1]?.id ?? null;
          if (page.length < REBUILD_PAGE) break;
        }
        const swap = redis.multi();
        if (count > 0) swap.rename(staging.ranks, keys.ranks).rename(staging.members, keys.members);
        else swap.del(keys.ranks, keys.members);
        checkReplies(await swap.exec());
      } finally {
        await redis.del(staging.ranks, staging.members);
      }
      // An update that landed on the old set between our read and the swap was lost with it.
      for (const user of await repo.listUsersScoredSince(db, new Date(startedAt.getTime() - REBUILD_OVERLAP_MS))) {
        await apply(user);
      }
      return count;
    },

    async rankedIds() {
      const members = await redis.zrange(keys.ranks, 0, -1);
      return members.map((member) => member.slice(member.indexOf(":") + 1));
    },
  };
}
