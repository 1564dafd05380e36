import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { DomainError } from "../../../errors";
import type { ExecutionEngine } from "../engine/types";
import { createBullQueue, leaseKey, startBullWorker } from "./bull";
import type { ExecutionQueue } from "./queue";
import { createJobRegistry, defineJob } from "./registry";

/**
 * Per-user in-flight leases in Redis mode (issue: a crashed web process locked its users out,
 * and every refused retry renewed the lock). Runs on the Redis named by TEST_REDIS_URL.
 */
const REDIS_URL = process.env.TEST_REDIS_URL;

const engine: ExecutionEngine = { execute: () => Promise.reject(new Error("not used")) };
const jobs = createJobRegistry([
  defineJob({
    name: "test-wait",
    schema: z.object({ ms: z.number() }),
    handle: async (payload) => {
      await new Promise((resolve) => setTimeout(resolve, payload.ms));
      return "done";
    },
  }),
]);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!REDIS_URL)("per-user job leases in Redis", () => {
  const prefix = `tl${randomBytes(4).toString("hex")}`;
  let redis: Redis;
  let worker: { close(): Promise<void> };
  const queues: ExecutionQueue[] = [];

  function queue(leaseMs: number): ExecutionQueue {
    const created = createBullQueue({ redisUrl: REDIS_URL ?? "", prefix, perUser: 1, timeoutMs: 30_000, leaseMs });
    queues.push(created);
    return created;
  }

  const submit = (q: ExecutionQueue, userId: string, ms = 10) =>
    q.submit({ name: "test-wait", payload: { ms }, userId, result: z.string() });

  async function redisNow(): Promise<number> {
    const [seconds, micros] = await redis.time();
    return Number(seconds) * 1000 + Math.floor(Number(micros) / 1000);
  }

  beforeAll(() => {
    redis = new Redis(REDIS_URL ?? "", { maxRetriesPerRequest: null });
    worker = startBullWorker({ redisUrl: REDIS_URL ?? "", prefix, engine, jobs, concurrency: 2 });
  });

  afterAll(async () => {
    await Promise.all(queues.map((q) => q.close()));
    await worker?.close();
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it("lets a user run again once a crashed process's lease lapses, and refused retries never extend it", async () => {
    const leaseMs = 1500;
    const q = queue(leaseMs);
    // What a web process killed mid-job leaves behind: the user's slot, held by nobody.
    const key = leaseKey(prefix, "crash-victim");
    const endsAt = (await redisNow()) + leaseMs;
    await redis.zadd(key, endsAt, "job-of-a-killed-process");
    await redis.pexpire(key, leaseMs);

    const refusedOnce = await submit(q, "crash-victim").catch((e: unknown) => e);
    expect(refusedOnce).toBeInstanceOf(DomainError);
    expect((refusedOnce as DomainError).kind).toBe("too_many");

    // The user keeps retrying, as a locked-out user does.
    let refusals = 1;
    let answer: string | null = null;
    const deadline = Date.now() + 10 * leaseMs;
    while (answer === null && Date.now() < deadline) {
      try {
        answer = await submit(q, "crash-victim");
      } catch (error) {
        expect((error as DomainError).kind).toBe("too_many");
        refusals += 1;
        // A refused request changes neither the lease nor the key's expiry.
        const score = await redis.zscore(key, "job-of-a-killed-process");
        if (score !== null) expect(Number(score)).toBe(endsAt);
        expect(await redis.pttl(key)).toBeLessThanOrEqual(leaseMs);
        await sleep(100);
      }
    }
    expect(answer).toBe("done");
    expect(refusals).toBeGreaterThan(1);
    // The run that got through left nothing behind.
    expect(await redis.zcard(key)).toBe(0);
  }, 30_000);

  it("keeps a running job's lease alive with its heartbeat past the lease time, and frees it when the job ends", async () => {
    const leaseMs = 600;
    const q = queue(leaseMs);
    const long = submit(q, "busy-user", 4 * leaseMs);
    await sleep(2 * leaseMs);
    // Without heartbeats the lease would have lapsed by now and this would be let through.
    const second = await submit(q, "busy-user").catch((e: unknown) => e);
    expect(second).toBeInstanceOf(DomainError);
    expect((second as DomainError).kind).toBe("too_many");
    await expect(long).resolves.toBe("done");
    await expect(submit(q, "busy-user")).resolves.toBe("done");
  }, 30_000);

  it("bounds one user without touching another", async () => {
    const q = queue(5000);
    const first = submit(q, "alice", 300);
    await sleep(50);
    await expect(submit(q, "alice").catch((e: unknown) => (e as DomainError).kind)).resolves.toBe("too_many");
    await expect(submit(q, "bob")).resolves.toBe("done");
    await expect(first).resolves.toBe("done");
  }, 30_000);
});
