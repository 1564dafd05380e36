import { type DomainError, tooMany, unavailable } from "../../../errors";
import type { ExecutionEngine } from "../engine/types";
import type { JobRegistry } from "./registry";

export type ExecutionJob = {
  /** The name of a job in the queue's registry ("run", "judge", ...). */
  name: string;
  payload: unknown;
  /** Whose job it is (a user id, or "ip:<address>" for anonymous callers): the per-user bound counts by it. */
  userId: string;
};

/** One queue interface for every way jobs run: the in-process pool or BullMQ workers. */
export type ExecutionQueue = {
  /** Resolves with the handler's return value; rejects with a "too_many" DomainError past the per-user bound. */
  submit<T>(job: ExecutionJob, onProgress?: (data: unknown) => void): Promise<T>;
  close(): Promise<void>;
};

/** The 429 every queue gives when one user already has `perUser` jobs running or waiting. */
export function tooManyJobs(perUser: number): DomainError {
  return tooMany(
    `You already have ${perUser} run${perUser === 1 ? "" : "s"} in progress. Wait for ${perUser === 1 ? "it" : "one"} to finish and try again.`,
  );
}

/**
 * Runs jobs in this process, at most `concurrency` at a time (the sandbox processes do the work,
 * so this is the number of cores), first come first served, with at most `perUser` jobs running
 * or waiting per user so that one user cannot fill the pool.
 */
export function createLocalQueue(options: {
  engine: ExecutionEngine;
  jobs: JobRegistry;
  concurrency: number;
  perUser: number;
}): ExecutionQueue {
  const waiting: (() => void)[] = [];
  const perUser = new Map<string, number>();
  let running = 0;
  let closed = false;

  const acquire = () =>
    new Promise<void>((resolve) => {
      if (running < options.concurrency) {
        running += 1;
        resolve();
      } else {
        waiting.push(() => {
          running += 1;
          resolve();
        });
      }
    });
  const release = () => {
    running -= 1;
    waiting.shift()?.();
  };

  return {
    async submit<T>(job: ExecutionJob, onProgress?: (data: unknown) => void): Promise<T> {
      if (closed) throw unavailable("The execution queue is shutting down");
      const count = perUser.get(job.userId) ?? 0;
      if (count >= options.perUser) throw tooManyJobs(options.perUser);
      perUser.set(job.userId, count + 1);
      try {
        await acquire();
        try {
          return (await options.jobs.run(job.name, job.payload, {
            engine: options.engine,
            progress: (data) => onProgress?.(data),
          })) as T;
        } finally {
          release();
        }
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
