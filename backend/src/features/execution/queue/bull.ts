import { randomUUID } from "node:crypto";
import { type Job, Queue, QueueEvents, UnrecoverableError, Worker } from "bullmq";
import { Redis } from "ioredis";
import { unavailable } from "../../../errors";
import type { ExecutionEngine } from "../engine/types";
import { SandboxUnavailableError } from "../sandbox/setup";
import { type ExecutionJob, type ExecutionQueue, parseJobResult, tooManyJobs } from "./queue";
import { JobPayloadError, type JobRegistry } from "./registry";
import { createScheduler } from "./scheduler";

export const EXECUTION_QUEUE = "execution";

/**
 * Lock and stall settings shared by workers: a worker that dies mid-job stops renewing its
 * 5 s lock, another worker's stall check (every 2.5 s) puts the job back once, and a second
 * stall fails it, so the caller always gets an answer.
 */
export const WORKER_LOCK_MS = 5000;
const STALLED_INTERVAL_MS = 2500;
const MAX_STALLED = 1;

type BullJobData = { payload: unknown; userId: string; lease?: { key: string; ms: number } };

/** Progress updates sent together by a worker, in the order they came. */
type ProgressBatch = { batch: unknown[] };
const isProgressBatch = (data: unknown): data is ProgressBatch =>
  typeof data === "object" && data !== null && Array.isArray((data as ProgressBatch).batch);

function connect(url: string, name: string): Redis {
  return new Redis(url, { connectionName: name, maxRetriesPerRequest: null });
}

/**
 * Per-user in-flight jobs are leases, not counters: one sorted-set member per job whose score is
 * the time its lease ends. A job's lease is renewed by its heartbeat (the submitter's while it
 * waits, the worker's while it runs) and released when it ends. After a crash nobody renews it,
 * so it lapses within one lease time. A refused request writes nothing but the removal of lapsed
 * leases: retrying never extends anything. Time is Redis's own, so web processes agree.
 */
const LEASE_NOW = "local t = redis.call('TIME') local now = t[1] * 1000 + math.floor(t[2] / 1000)";
const ACQUIRE_LEASE = `${LEASE_NOW}
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[1]) then return 0 end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`;
const RENEW_LEASE = `${LEASE_NOW}
if not redis.call('ZSCORE', KEYS[1], ARGV[2]) then return 0 end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[1]), ARGV[2])
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return 1`;

/** How long a job's per-user lease lasts without a heartbeat (heartbeats come every third of it). */
export const LEASE_MS = 15_000;

/** The sorted set of a user's job leases. */
export function leaseKey(prefix: string, userId: string): string {
  return `${prefix}:exec:leases:${userId}`;
}

/** Renews a lease every third of its time until stopped; a lease already gone is left gone. */
function heartbeat(connection: Redis, key: string, member: string, ms: number): () => void {
  const timer = setInterval(
    () => void connection.eval(RENEW_LEASE, 1, key, String(ms), member).catch(() => undefined),
    Math.max(50, Math.floor(ms / 3)),
  );
  timer.unref();
  return () => clearInterval(timer);
}

/** This process's own worker, which may take a job at once instead of through Redis. */
export type LocalWorker = {
  /** Starts the job here if a CPU slot of this worker is free and nothing waits for one; else null. */
  runIfFree(job: ExecutionJob, onProgress?: (data: unknown) => void): Promise<unknown> | null;
};

/**
 * Submits jobs to BullMQ; any number of `npm run worker` processes (on any machine) run them.
 * Progress and completion come back through QueueEvents. The per-user bound is a set of leases
 * in Redis shared by every web process (see ACQUIRE_LEASE), so a crash cannot lock a user out
 * for longer than one lease time. When the web process runs a worker itself (`here`) and it has
 * a free CPU slot, the job runs there straight away, under the same lease: the queue's hand-over
 * (add, take, complete, and the events back) costs a few milliseconds of Redis round trips, and
 * only helps when this process is busy. A job run here dies with this process, as would the
 * request waiting for it.
 */
export function createBullQueue(options: {
  redisUrl: string;
  prefix: string;
  perUser: number;
  timeoutMs: number;
  /** Lease time of a job's per-user slot (default LEASE_MS). */
  leaseMs?: number;
  here?: LocalWorker;
}): ExecutionQueue {
  const leaseMs = options.leaseMs ?? LEASE_MS;
  const connection = connect(options.redisUrl, "exec-queue");
  const eventsConnection = connect(options.redisUrl, "exec-events");
  const queue = new Queue<BullJobData>(EXECUTION_QUEUE, { connection, prefix: options.prefix });
  const events = new QueueEvents(EXECUTION_QUEUE, { connection: eventsConnection, prefix: options.prefix });
  const listeners = new Map<string, (data: unknown) => void>();
  events.on("progress", ({ jobId, data }) => {
    const listener = listeners.get(jobId);
    if (!listener) return;
    // A worker sends the updates that came while its last one was on the way as one batch.
    if (isProgressBatch(data)) for (const item of data.batch) listener(item);
    else listener(data);
  });

  return {
    async submit<R>(job: ExecutionJob<R>, onProgress?: (data: unknown) => void): Promise<R> {
      const key = leaseKey(options.prefix, job.userId);
      const jobId = randomUUID();
      const granted = await connection.eval(ACQUIRE_LEASE, 1, key, String(options.perUser), String(leaseMs), jobId);
      if (Number(granted) !== 1) throw tooManyJobs(options.perUser);
      const stopHeartbeat = heartbeat(connection, key, jobId, leaseMs);
      try {
        const runningHere = options.here?.runIfFree(job, onProgress);
        if (runningHere) return parseJobResult(job, await runningHere);
        if (onProgress) listeners.set(jobId, onProgress);
        await events.waitUntilReady();
        const added = await queue.add(
          job.name,
          { payload: job.payload, userId: job.userId, lease: { key, ms: leaseMs } },
          { jobId, attempts: 1, removeOnComplete: { age: 600, count: 1000 }, removeOnFail: { age: 3600 } },
        );
        try {
          return parseJobResult(job, await added.waitUntilFinished(events, options.timeoutMs));
        } catch (error) {
          if (!/timed out before finishing/.test((error as Error).message)) throw error;
          // Nobody took it (no worker running) or it hung: withdraw it if it is still waiting.
          await added.remove().catch(() => undefined);
          throw unavailable(
            `No execution worker answered within ${Math.round(options.timeoutMs / 1000)} s. Is \`npm run worker\` running?`,
          );
        }
      } catch (error) {
        const message = (error as Error).message;
        if (message.startsWith("Code execution is disabled")) throw new SandboxUnavailableError(message);
        throw error;
      } finally {
        stopHeartbeat();
        listeners.delete(jobId);
        // Not awaited: the answer need not wait for it, and this connection runs its commands in
        // order, so this process's next lease check already sees the slot free.
        void connection.zrem(key, jobId).catch(() => undefined);
      }
    },
    async close() {
      await events.close();
      await queue.close();
      await Promise.all([connection.quit(), eventsConnection.quit()]).catch(() => undefined);
    },
  };
}

/** Starts a BullMQ worker running the registry's job handlers with this process's engine. */
export function startBullWorker(options: {
  redisUrl: string;
  prefix: string;
  engine: ExecutionEngine;
  jobs: JobRegistry;
  /** CPU slots (the core count); more jobs than this run once the first ones have held a slot for a quantum. */
  concurrency: number;
  /** Most jobs this worker runs at once (default 4 × concurrency), see scheduler.ts. */
  maxRunning?: number;
  /** How long a job holds its CPU slot before the next one may start beside it (scheduler.ts's default). */
  quantumMs?: number;
  onJob?: (event: "started" | "finished", job: Job) => void;
}): LocalWorker & { close(): Promise<void> } {
  const connection = connect(options.redisUrl, "exec-worker");
  const maxRunning = Math.max(options.concurrency, options.maxRunning ?? options.concurrency * 4);
  // Jobs taken from Redis wait here for a CPU slot, fairly across users, with their locks renewed.
  const scheduler = createScheduler({ cpuSlots: options.concurrency, maxRunning, quantumMs: options.quantumMs });
  const worker = new Worker<BullJobData>(
    EXECUTION_QUEUE,
    (job) => scheduler.run(job.data.userId ?? "", () => runJob(job)),
    {
      connection,
      prefix: options.prefix,
      concurrency: maxRunning,
      lockDuration: WORKER_LOCK_MS,
      stalledInterval: STALLED_INTERVAL_MS,
      maxStalledCount: MAX_STALLED,
    },
  );

  async function runJob(job: Job<BullJobData>): Promise<unknown> {
    options.onJob?.("started", job);
    const lease = job.data.lease;
    // The job's heartbeat keeps its submitter's per-user lease while it runs.
    const stopHeartbeat = lease ? heartbeat(connection, lease.key, job.id ?? "", lease.ms) : () => undefined;
    // Progress updates are sent as they come, one at a time: those that come while one is on
    // the way go together in the next (a program's test results arrive all at once). All land
    // before the completion, so the submitter sees every one of them before its answer.
    let progressSent: Promise<unknown> = Promise.resolve();
    let waiting: unknown[] = [];
    const sendWaiting = () => {
      const batch = waiting;
      waiting = [];
      return job.updateProgress({ batch } satisfies ProgressBatch);
    };
    try {
      const result = await options.jobs.run(job.name, job.data.payload, {
        engine: options.engine,
        waitedMs: Math.max(0, Date.now() - job.timestamp),
        progress: (data) => {
          waiting.push(data);
          if (waiting.length === 1) progressSent = progressSent.then(sendWaiting).catch(() => undefined);
        },
      });
      await progressSent;
      return result;
    } catch (error) {
      // Bad payloads and a missing sandbox do not get better on another attempt.
      if (error instanceof JobPayloadError || error instanceof SandboxUnavailableError) {
        throw new UnrecoverableError((error as Error).message);
      }
      throw error;
    } finally {
      stopHeartbeat();
      options.onJob?.("finished", job);
    }
  }
  worker.on("error", () => undefined); // connection errors are retried by ioredis
  let closing = false;
  return {
    runIfFree(job, onProgress) {
      const { cpuBusy, waiting } = scheduler.counts();
      if (closing || cpuBusy >= options.concurrency || waiting > 0) return null;
      return scheduler.run(job.userId, (waitedMs) =>
        options.jobs.run(job.name, job.payload, {
          engine: options.engine,
          waitedMs,
          progress: (data) => onProgress?.(data),
        }),
      );
    },
    async close() {
      closing = true;
      await worker.close();
      await connection.quit().catch(() => undefined);
    },
  };
}
