import type { z } from "zod";
import { type DomainError, tooMany, unavailable } from "../../../errors";
import type { ExecutionEngine } from "../engine/types";
import type { JobRegistry } from "./registry";
import { createScheduler } from "./scheduler";

export type ExecutionJob<R = unknown> = {
  /** The name of a job in the queue's registry ("run", "judge", ...). */
  name: string;
  payload: unknown;
  /** Whose job it is (a user id, or "ip:<address>" for anonymous callers): the per-user bound counts by it. */
  userId: string;
  /** The schema of the job's answer, which may come back from another process through Redis. */
  result: z.ZodType<R>;
};

/** One queue interface for every way jobs run: the in-process pool or BullMQ workers. */
export type ExecutionQueue = {
  /**
   * Resolves with the handler's answer, parsed with the job's result schema (a malformed answer
   * rejects); rejects with a "too_many" DomainError past the per-user bound.
   */
  submit<R>(job: ExecutionJob<R>, onProgress?: (data: unknown) => void): Promise<R>;
  close(): Promise<void>;
};

/** A job's answer checked against its result schema: what does not match is an error, never passed on as an R. */
export function parseJobResult<R>(job: ExecutionJob<R>, answer: unknown): R {
  const parsed = job.result.safeParse(answer);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const at = issue?.path.join(".") || "(root)";
  throw new Error(`The "${job.name}" job answered with a malformed result at ${at}: ${issue?.message ?? "invalid"}`);
}

/** The 429 every queue gives when one user already has `perUser` jobs running or waiting. */
export function tooManyJobs(perUser: number): DomainError {
  return tooMany(
    `You already have ${perUser} run${perUser === 1 ? "" : "s"} in progress. Wait for ${perUser === 1 ? "it" : "one"} to finish and try again.`,
  );
}

/**
 * Runs jobs in this process through a fair scheduler (see scheduler.ts): `concurrency` CPU slots
 * (the number of cores), more jobs than that running once the first ones have held their slot for
 * a quantum, the next job taken from the user with the fewest running, and at most `perUser` jobs
 * running or waiting per user so that one user cannot fill the pool.
 */
export function createLocalQueue(options: {
  engine: ExecutionEngine;
  jobs: JobRegistry;
  concurrency: number;
  perUser: number;
  /** Most jobs running at once (default 4 × concurrency). */
  maxRunning?: number;
  /** How long a job keeps its CPU slot before it runs on in overflow (default 250 ms). */
  quantumMs?: number;
}): ExecutionQueue {
  const scheduler = createScheduler({
    cpuSlots: options.concurrency,
    maxRunning: options.maxRunning,
    quantumMs: options.quantumMs,
  });
  const perUser = new Map<string, number>();
  let closed = false;

  return {
    async submit<R>(job: ExecutionJob<R>, onProgress?: (data: unknown) => void): Promise<R> {
      if (closed) throw unavailable("The execution queue is shutting down");
      const count = perUser.get(job.userId) ?? 0;
      if (count >= options.perUser) throw tooManyJobs(options.perUser);
      perUser.set(job.userId, count + 1);
      try {
        const answer = await scheduler.run(job.userId, (waitedMs) =>
          options.jobs.run(job.name, job.payload, {
            engine: options.engine,
            waitedMs,
            progress: (data) => onProgress?.(data),
          }),
        );
        return parseJobResult(job, answer);
      } finally {
        const left = (perUser.get(job.userId) ?? 1) - 1;
        if (left <= 0) perUser.delete(job.userId);
        else perUser.set(job.userId, left);
      }
    },
    async close() {
      closed = true;
    },
  };
}
