import { randomUUID } from "node:crypto";
import { z } from "zod";
import type { ExecutionResult } from "../execution";
import { describeStatus, presentSeconds } from "./presenter";

/**
 * Judge0's own bounds on the per-submission limits (its defaults for MAX_CPU_TIME_LIMIT,
 * MAX_WALL_TIME_LIMIT and MAX_MEMORY_LIMIT, and its 2048 KB floor). Judge0 refuses a value
 * outside them with 422, and so does this server: below the floor a memory limit would round
 * to nothing and switch the limit off.
 */
export const JUDGE0_RANGES = {
  cpu_time_limit: { min: 0, max: 15, unit: "seconds" },
  wall_time_limit: { min: 0, max: 20, unit: "seconds" },
  memory_limit: { min: 2048, max: 512_000, unit: "KB" },
} as const;

/** The largest program a run takes (the run job's own bound), in characters. */
export const JUDGE0_MAX_SOURCE = 512 * 1024;

const limitField = (field: keyof typeof JUDGE0_RANGES) => {
  const { min, max } = JUDGE0_RANGES[field];
  return z.coerce
    .number({ error: `${field} must be a number` })
    .refine(Number.isFinite, `${field} must be a number`)
    .refine((v) => v >= min, `${field} must be greater than or equal to ${min}`)
    .refine((v) => v <= max, `${field} must be less than or equal to ${max}`)
    .nullish();
};

/** Judge0's submission body (the fields this server honours; others are accepted and ignored). */
export const ZJudge0Submission = z.object({
  source_code: z.string({ error: "source_code is required" }),
  language_id: z.coerce.number({ error: "language_id is required" }).int({ error: "language_id must be an integer" }),
  stdin: z.string({ error: "stdin must be a string" }).nullish(),
  expected_output: z.string({ error: "expected_output must be a string" }).nullish(),
  /** Seconds, may only lower the server's limit; 0 means the server's limit. */
  cpu_time_limit: limitField("cpu_time_limit"),
  wall_time_limit: limitField("wall_time_limit"),
  /** Kilobytes. */
  memory_limit: limitField("memory_limit"),
});
export type TJudge0Submission = z.infer<typeof ZJudge0Submission>;

const ZFlag = z
  .union([z.boolean(), z.string()])
  .optional()
  .transform((value) => value === true || value === "true" || value === "1");

export const ZJudge0Query = z.object({ base64_encoded: ZFlag, wait: ZFlag });

export type Judge0Answer = {
  stdout: string | null;
  stderr: string | null;
  compile_output: string | null;
  message: string | null;
  status: { id: number; description: string };
  time: string | null;
  memory: number | null;
  token: string;
};

/** A text field of the request, decoded when the client said base64_encoded=true. */
export function decodeField(value: string | null | undefined, base64: boolean): string | undefined {
  if (value === null || value === undefined) return undefined;
  return base64 ? Buffer.from(value, "base64").toString("utf8") : value;
}

const encode = (value: string | null, base64: boolean) =>
  value === null || value === "" ? null : base64 ? Buffer.from(value, "utf8").toString("base64") : value;

/**
 * The engine's result in Judge0's answer shape. With `expected` (Judge0's expected_output), an
 * accepted run whose output differs (trailing whitespace aside, as Judge0 compares) becomes
 * status 4, Wrong Answer.
 */
export function presentJudge0(
  result: ExecutionResult,
  token: string,
  base64: boolean,
  expected?: string,
): Judge0Answer {
  let statusId = result.statusId;
  if (statusId === 3 && expected !== undefined && result.stdout.trimEnd() !== expected.trimEnd()) statusId = 4;
  return {
    stdout: encode(result.stdout, base64),
    stderr: encode(result.stderr, base64),
    compile_output: encode(result.compileOutput, base64),
    message: encode(result.message, base64),
    status: { id: statusId, description: describeStatus(statusId) },
    time: result.verdict === "Compilation Error" ? null : presentSeconds(result.timeMs),
    memory: result.memoryKb,
    token,
  };
}

type Stored =
  | { state: "running" }
  | { state: "done"; result: ExecutionResult; expected?: string }
  | { state: "failed"; status: number; message: string };

const storedBytes = (stored: Stored): number => {
  if (stored.state !== "done") return 256;
  const { result, expected } = stored;
  const texts = [result.stdout, result.stderr, result.compileOutput, result.message ?? "", expected ?? ""];
  return 256 + texts.reduce((sum, text) => sum + Buffer.byteLength(text), 0);
};

/**
 * Results of `wait=false` submissions, kept in this process for an hour so that Judge0 clients
 * polling GET /submissions/{token} get their answer; bounded by count and by bytes (each result
 * may carry megabytes of output), the oldest going first.
 */
export function createSubmissionStore(limits: { maxEntries?: number; maxBytes?: number; ttlMs?: number } = {}) {
  const options = { maxEntries: 1000, maxBytes: 64 * 1024 * 1024, ttlMs: 3_600_000, ...limits };
  const entries = new Map<string, { stored: Stored; at: number; bytes: number }>();
  let totalBytes = 0;
  const drop = (token: string) => {
    totalBytes -= entries.get(token)?.bytes ?? 0;
    entries.delete(token);
  };
  const prune = () => {
    const now = Date.now();
    for (const [token, entry] of entries) {
      if (entries.size <= options.maxEntries && totalBytes <= options.maxBytes && now - entry.at < options.ttlMs) break;
      drop(token); // Map keeps insertion order: the oldest go first
    }
  };
  return {
    create(): string {
      const token = randomUUID();
      const stored: Stored = { state: "running" };
      entries.set(token, { stored, at: Date.now(), bytes: storedBytes(stored) });
      totalBytes += storedBytes(stored);
      prune();
      return token;
    },
    settle(token: string, stored: Stored) {
      const entry = entries.get(token);
      if (!entry) return;
      const bytes = storedBytes(stored);
      totalBytes += bytes - entry.bytes;
      entries.set(token, { stored, at: entry.at, bytes });
      prune();
    },
    get(token: string): Stored | undefined {
      return entries.get(token)?.stored;
    },
    /** Bytes held, for tests. */
    bytes: () => totalBytes,
  };
}
