import type { z } from "zod";
import type { ExecutionEngine } from "../engine/types";

/** What a job handler gets besides its payload. */
export type JobContext = {
  /** Streams a progress event to the submitter's `onProgress` (in-process or through BullMQ's QueueEvents). */
  progress(data: unknown): void;
  /** The sandboxed engine of the process running the job (the web process or a worker). */
  engine: ExecutionEngine;
};

export type JobHandler<P, R> = (payload: P, ctx: JobContext) => Promise<R>;

export type JobDefinition<P = unknown, R = unknown> = {
  name: string;
  schema: z.ZodType<P>;
  handle: JobHandler<P, R>;
};

/** A job payload that does not match its schema: the job fails at once and is not retried. */
export class JobPayloadError extends Error {}

const handlers = new Map<string, JobDefinition>();

/**
 * Registers a job type by name. Call it at module load of the job's definition file and import
 * that file in both entry points that run jobs (the web process for the in-process pool and
 * `backend/src/worker.ts`). The worker validates every payload with `schema` before `handle`.
 */
export function registerJobHandler<P, R>(
  name: string,
  schema: z.ZodType<P>,
  handle: JobHandler<P, R>,
): JobDefinition<P, R> {
  const definition: JobDefinition<P, R> = { name, schema, handle };
  handlers.set(name, definition as unknown as JobDefinition);
  return definition;
}

export function registeredJobNames(): string[] {
  return [...handlers.keys()];
}

/** Validates the payload and runs the named job's handler. */
export async function runRegisteredJob(name: string, payload: unknown, ctx: JobContext): Promise<unknown> {
  const definition = handlers.get(name);
  if (!definition) throw new JobPayloadError(`No handler is registered for job "${name}"`);
  const parsed = definition.schema.safeParse(payload);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new JobPayloadError(
      `Invalid payload for job "${name}": ${issue ? `${issue.path.join(".")}: ${issue.message}` : "invalid"}`,
    );
  }
  return definition.handle(parsed.data, ctx);
}
