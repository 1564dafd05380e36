import { ZLanguageKey, ZVerdict } from "@cp/contracts";
import { z } from "zod";
import type { ExecutionResult } from "../engine/types";
import type { ExecutionJob } from "../queue/queue";
import { defineJob } from "../queue/registry";

export const RUN_JOB = "run";

const MAX_STDIN_BYTES = 1024 * 1024;

export const ZRunJobPayload = z.object({
  language: ZLanguageKey,
  source: z.string().max(512 * 1024),
  /**
   * Text, or exact bytes as `{ base64 }`: the payload is JSON (through Redis with BullMQ), which
   * cannot carry bytes that are not UTF-8.
   */
  stdin: z
    .union([
      z.string().max(MAX_STDIN_BYTES),
      z.object({
        base64: z
          .string()
          .max(Math.ceil(MAX_STDIN_BYTES / 3) * 4)
          .regex(/^[A-Za-z0-9+/]*={0,2}$/),
      }),
    ])
    .optional(),
  /** Per-run limits; the caller has already capped them at the server's maximums. */
  limits: z
    .object({
      cpuMs: z.number().int().positive(),
      wallMs: z.number().int().positive(),
      memoryBytes: z.number().int().positive(),
      /** Raised above the server's default only by flow analysis, whose trace may reach 2 MB. */
      outputBytes: z.number().int().positive(),
    })
    .partial()
    .optional(),
  args: z.array(z.string().max(512)).max(64).optional(),
  compilerOptions: z.array(z.string().max(512)).max(64).optional(),
  mergeStderr: z.boolean().optional(),
});
export type TRunJobPayload = z.infer<typeof ZRunJobPayload>;

/** What a run job answers (the engine's ExecutionResult), checked when it comes back from a worker. */
export const ZExecutionResult: z.ZodType<ExecutionResult> = z.object({
  verdict: ZVerdict,
  statusId: z.number(),
  stdout: z.string(),
  stderr: z.string(),
  compileOutput: z.string(),
  message: z.string().nullable(),
  timeMs: z.number(),
  wallTimeMs: z.number().optional(),
  memoryKb: z.number().nullable(),
  exitCode: z.number().nullable(),
  signal: z.string().nullable(),
  cached: z.boolean(),
  rawStdout: z.string().optional(),
  rawStderr: z.string().optional(),
  phases: z.object({ prepare: z.number(), compile: z.number(), sandbox: z.number(), run: z.number() }).optional(),
});

/**
 * A whole program with stdin, as the compiler page and the Judge0-compatible API run it. The
 * program's stdout streams as `{ stdout }` progress events while it runs.
 */
export const runJob = defineJob<TRunJobPayload, ExecutionResult>({
  name: RUN_JOB,
  schema: ZRunJobPayload,
  handle: (payload, ctx) =>
    ctx.engine.execute(
      {
        language: payload.language,
        source: payload.source,
        stdin: payload.stdin,
        limits: payload.limits,
        args: payload.args,
        compilerOptions: payload.compilerOptions,
        mergeStderr: payload.mergeStderr,
      },
      { onStdout: (chunk) => ctx.progress({ stdout: chunk }) },
    ),
});

/** A run job for the queue: its payload, whose it is, and the schema its answer is parsed with. */
export function runJobFor(payload: TRunJobPayload, userId: string): ExecutionJob<ExecutionResult> {
  return { name: RUN_JOB, payload, userId, result: ZExecutionResult };
}
