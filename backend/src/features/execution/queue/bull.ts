import { randomUUID } from "node:crypto";
import { type Job, Queue, QueueEvents, UnrecoverableError, Worker } from "bullmq";
import { Redis } from "ioredis";
import { unavailable } from "../../../errors";
import type { ExecutionEngine } from "../engine/types";
import { SandboxUnavailableError } from "../sandbox/setup";
import { type ExecutionJob, type ExecutionQueue, tooManyJobs } from "./queue";
import { JobPayloadError, type JobRegistry } from "./registry";

export const EXECUTION_QUEUE = "execution";

/**
 * Lock and stall settings shared by workers: a worker that dies mid-job stops renewing its
 * 5 s lock, another worker's stall check (every 2.5 s) puts the job back once, and a second
 * stall fails it, so the caller always gets an answer.
 */
export const WORKER_LOCK_MS = 5000;
const STALLED_INTERVAL_MS = 2500;
const MAX_STALLED = 1;

type BullJobData = { payload: unknown; userId: string };

function connect(url: string, name: string): Redis {
  return new Redis(url, { connectionName: name, maxRetriesPerRequest: null });
}

/**
 * Submits jobs to BullMQ; any number of `npm run worker` processes (on any machine) run them.
 * Progress and completion come back through QueueEvents. The per-user bound is a Redis counter
 * shared by every web process (with an expiry, so a crash cannot lock a user out for long).
 */
export function createBullQueue(options: {
  redisUrl: string;
  prefix: string;
  perUser: number;
  timeoutMs: number;
}): ExecutionQueue {
  const connection = connect(options.redisUrl, "exec-queue");
  const eventsConnection = connect(options.redisUrl, "exec-events");
  const queue = new Queue<BullJobData>(EXECUTION_QUEUE, { connection, prefix: options.prefix });
  const events = new QueueEvents(EXECUTION_QUEUE, { connection: eventsConnection, prefix: options.prefix });
  const listeners = new Map<string, (data: unknown) => void>();
  events.on("progress", ({ jobId, data }) => listeners.get(jobId)?.(data));
  const counterKey = (userId: string) => `${options.prefix}:exec:active:${userId}`;

  return {
    async submit<T>(job: ExecutionJob, onProgress?: (data: unknown) => void): Promise<T> {
      const key = counterKey(job.userId);
      const [[, count] = []] = (await connection.multi().incr(key).expire(key, 600).exec()) ?? [];
      if (Number(count) > options.perUser) {
        await connection.decr(key);
        throw tooManyJobs(options.perUser);
      }
      const jobId = randomUUID();
      if (onProgress) listeners.set(jobId, onProgress);
      try {
        await events.waitUntilReady();
        const added = await queue.add(
          job.name,
          { payload: job.payload, userId: job.userId },
          { jobId, attempts: 1, removeOnComplete: { age: 600, count: 1000 }, removeOnFail: { age: 3600 } },
        );
        try {
          return (await added.waitUntilFinished(events, options.timeoutMs)) as T;
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
        listeners.delete(jobId);
        await connection.decr(key);
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
  concurrency: number;
  onJob?: (event: "started" | "finished", job: Job) => void;
}): { close(): Promise<void> } {
  const connection = connect(options.redisUrl, "exec-worker");
  const worker = new Worker<BullJobData>(
    EXECUTION_QUEUE,
    async (job) => {
      options.onJob?.("started", job);
      // Progress updates are sent as they come but all land before the completion, so the
      // submitter sees every one of them before its answer.
      let progressSent: Promise<unknown> = Promise.resolve();
      try {
        const result = await options.jobs.run(job.name, job.data.payload, {
          engine: options.engine,
          progress: (data) => {
            progressSent = progressSent.then(() => job.updateProgress(data as object)).catch(() => undefined);
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
        options.onJob?.("finished", job);
      }
    },
    {
      connection,
      prefix: options.prefix,
      concurrency: options.concurrency,
      lockDuration: WORKER_LOCK_MS,
      stalledInterval: STALLED_INTERVAL_MS,
      maxStalledCount: MAX_STALLED,
    },
  );
  worker.on("error", () => undefined); // connection errors are retried by ioredis
  return {
    async close() {
      await worker.close();
      await connection.quit().catch(() => undefined);
    },
  };
}
