import type { z } from "zod";
import type { ExecutionEngine } from "../engine/types";

/** What a job handler gets besides its payload. */
export type JobContext = {
  /** Streams a progress event to the submitter's `onProgress` (in-process or through BullMQ's QueueEvents). */
  progress(data: unknown): void;
  /** The sandboxed engine of the process running the job (the web process or a worker). */
  engine: ExecutionEngine;
  /** How long the job waited in the queue before its handler started, in ms. */
  waitedMs: number;
};

/** One job type: its name, the schema its payload must match, and its handler (one file each, in `jobs/`). */
export type JobDefinition<P = unknown, R = unknown> = {
  name: string;
  schema: z.ZodType<P>;
  handle(payload: P, ctx: JobContext): Promise<R>;
};

export function defineJob<P, R>(definition: JobDefinition<P, R>): JobDefinition<P, R> {
  return definition;
}

/** A job payload that does not match its schema: the job fails at once and is not retried. */
export class JobPayloadError extends Error {}

/** The job types a queue or worker runs, handed to it explicitly (see `jobs/index.ts`). */
export type JobRegistry = {
  names(): string[];
  /** Validates the payload and runs the named job's handler. */
  run(name: string, payload: unknown, ctx: JobContext): Promise<unknown>;
};

export function createJobRegistry(
  // biome-ignore lint/suspicious/noExplicitAny: a list of jobs with different payload types
  definitions: readonly JobDefinition<any, any>[],
): JobRegistry {
  const byName = new Map(definitions.map((d) => [d.name, d]));
  return {
    names: () => [...byName.keys()],
    async run(name, payload, ctx) {
      const definition = byName.get(name);
      if (!definition) throw new JobPayloadError(`No handler is registered for job "${name}"`);
      const parsed = definition.schema.safeParse(payload);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new JobPayloadError(
          `Invalid payload for job "${name}": ${issue ? `${issue.path.join(".")}: ${issue.message}` : "invalid"}`,
        );
      }
      return definition.handle(parsed.data, ctx);
    },
  };
}
