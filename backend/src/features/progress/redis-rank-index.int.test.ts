import { randomBytes } from "node:crypto";
import { desc, eq, gt, sql } from "drizzle-orm";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import { emptyCatalogDir, startTestPlatform, type TestPlatform } from "../../test/platform";
import { createRedisRankIndex, type RedisRankIndex } from "./redis-rank-index";
import { findRankSql } from "./repo";
import { createProgressService } from "./service";

const USERS = 1000;

describe.runIf(Boolean(process.env.TEST_REDIS_URL))("Redis rank index against the SQL window function", () => {
  let platform: TestPlatform;
  let redis: Redis;
  let index: RedisRankIndex;

  /** The SQL ranking, as the leaderboard orders it, for every user with points. */
  async function sqlOrder(): Promise<string[]> {
    const rows = await platform.database.db
      .select({ id: users.id })
      .from(users)
      .where(gt(users.points, 0))
      .orderBy(
        desc(users.points),
        desc(users.challengesSolved),
        sql`${users.pointsUpdatedAt} asc nulls last`,
        users.id,
      );
    return rows.map((row) => row.id);
  }

  beforeAll(async () => {
    platform = await startTestPlatform({ SEED_DEMO: "false" }, { catalogDir: await emptyCatalogDir() });
    redis = new Redis(process.env.TEST_REDIS_URL ?? "");
    index = createRedisRankIndex(redis, platform.config.redisPrefix, platform.database.db);
    // Few distinct points and a coarse clock make many ties, so every tie-breaker is exercised;
    // some users have no points (unranked) and a few ranked ones have no timestamp (sorted last).
    const base = Date.UTC(2026, 0, 1);
    const rows = Array.from({ length: USERS }, (_, i) => {
      const points = i % 10 === 0 ? 0 : [10, 20, 30, 40, 60, 100][i % 6]! * (1 + (i % 3));
      return {
        username: `rank${i}_${randomBytes(3).toString("hex")}`,
        passwordHash: "x",
        points,
        challengesSolved: points === 0 ? 0 : 1 + (i % 4),
        pointsUpdatedAt: points === 0 || i % 97 === 1 ? null : new Date(base + (i % 25) * 1000 + (i % 7)),
      };
    });
    await platform.database.db.insert(users).values(rows);
  }, 120_000);

  afterAll(async () => {
    if (index) await redis.del(index.keys.ranks, index.keys.members);
    redis?.disconnect();
    await platform?.close();
  });

  it("rebuilds from the database with exactly the SQL order", async () => {
    const expected = await sqlOrder();
    expect(await index.rebuild()).toBe(expected.length);
    expect(expected.length).toBe(USERS - USERS / 10);
    expect(await index.rankedIds()).toEqual(expected);
  });

  it("gives every user the same rank as the window function, and null without points", async () => {
    const all = await platform.database.db.select({ id: users.id, points: users.points }).from(users);
    const sample = all.filter((_, i) => i % 20 === 0 || all[i]?.points === 0).slice(0, 150);
    for (const user of sample) {
      expect(await index.rankOf(user.id)).toBe(await findRankSql(platform.database.db, user.id));
    }
    expect(sample.some((user) => user.points === 0)).toBe(true);
    // Through the service, as GET /api/leaderboard/user/{id} reads it.
    const service = createProgressService({ db: platform.database.db, bus: platform.bus, ranks: index });
    for (const user of sample.slice(0, 20)) {
      expect((await service.userEntry(user.id))?.rank).toBe(await findRankSql(platform.database.db, user.id));
    }
    expect(await index.rankOf("00000000-0000-4000-8000-000000000000")).toBeNull();
  });

  it("stays in step as points change after commits", async () => {
    const db = platform.database.db;
    const order = await sqlOrder();
    const last = order[order.length - 1]!;
    const middle = order[Math.floor(order.length / 2)]!;
    const newcomer = (await db.select().from(users).where(eq(users.points, 0)).limit(1))[0]!;
    const top = (await db.select().from(users).where(eq(users.id, order[0]!)))[0]!;
    const at = new Date();
    const changes = [
      // The last user overtakes the leader; the middle one ties the leader later (so ranks behind);
      // a user without points enters with one solve.
      { id: last, points: top.points + 40, challengesSolved: 3, pointsUpdatedAt: at },
      {
        id: middle,
        points: top.points,
        challengesSolved: top.challengesSolved,
        pointsUpdatedAt: new Date(at.getTime() + 5),
      },
      { id: newcomer.id, points: 10, challengesSolved: 1, pointsUpdatedAt: new Date(at.getTime() + 9) },
    ];
    for (const change of changes) {
      const { id, ...values } = change;
      await db.update(users).set(values).where(eq(users.id, id));
      await index.update(change);
    }
    const expected = await sqlOrder();
    expect(await index.rankedIds()).toEqual(expected);
    expect(await index.rankOf(last)).toBe(1);
    expect(await index.rankOf(middle)).toBe(await findRankSql(db, middle));
    expect(await index.rankOf(newcomer.id)).toBe(expected.indexOf(newcomer.id) + 1);
  });

  it("ignores an update that carries an older state than the one it holds", async () => {
    const [leader] = await sqlOrder();
    const row = (await platform.database.db.select().from(users).where(eq(users.id, leader!)))[0]!;
    await index.update({
      ...row,
      points: row.points - 10,
      pointsUpdatedAt: new Date(row.pointsUpdatedAt!.getTime() - 1000),
    });
    expect(await index.rankOf(leader!)).toBe(1);
    expect(await index.rankedIds()).toEqual(await sqlOrder());
  });

  it("answers from the database and repairs the set when a ranked user is missing from it", async () => {
    const order = await sqlOrder();
    const victim = order[3]!;
    const member = await redis.hget(index.keys.members, victim);
    await redis.zrem(index.keys.ranks, member!);
    await redis.hdel(index.keys.members, victim);
    expect(await index.rankOf(victim)).toBe(4);
    expect(await index.rankedIds()).toEqual(order);
  });

  it("drops entries the database no longer has on the next rebuild", async () => {
    await redis.zadd(index.keys.ranks, -1e12, "000000000000000:ffffffff-ffff-4fff-bfff-ffffffffffff");
    await redis.hset(
      index.keys.members,
      "ffffffff-ffff-4fff-bfff-ffffffffffff",
      "000000000000000:ffffffff-ffff-4fff-bfff-ffffffffffff",
    );
    expect((await index.rankedIds())[0]).toBe("ffffffff-ffff-4fff-bfff-ffffffffffff");
    await index.rebuild();
    expect(await index.rankedIds()).toEqual(await sqlOrder());
  });
});
