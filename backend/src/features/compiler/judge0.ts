import { randomUUID } from "node:crypto";
import { z } from "zod";
import type { ExecutionResult } from "../execution";
import { describeStatus, presentSeconds } from "./presenter";

/** Judge0's submission body (the fields this server honours; others are accepted and ignored). */
export const ZJudge0Submission = z.object({
  source_code: z.string({ error: "source_code is required" }),
  language_id: z.coerce.number({ error: "language_id is required" }).int(),
  stdin: z.string().nullish(),
  expected_output: z.string().nullish(),
  /** Seconds, may only lower the server's limit. */
  cpu_time_limit: z.coerce.number().positive().nullish(),
  wall_time_limit: z.coerce.number().positive().nullish(),
  /** Kilobytes. */
  memory_limit: z.coerce.number().positive().nullish(),
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

/**
 * Results of `wait=false` submissions, kept in this process for an hour (at most 1000) so that
 * Judge0 clients polling GET /submissions/{token} get their answer.
 */
export function createSubmissionStore(options = { maxEntries: 1000, ttlMs: 3_600_000 }) {
  const entries = new Map<string, { stored: Stored; at: number }>();
  const prune = () => {
    const now = Date.now();
    for (const [token, entry] of entries) {
      if (entries.size <= options.maxEntries && now - entry.at < options.ttlMs) break;
      entries.delete(token); // Map keeps insertion order: the oldest go first
    }
  };
  return {
    create(): string {
      const token = randomUUID();
      entries.set(token, { stored: { state: "running" }, at: Date.now() });
      prune();
      return token;
    },
    settle(token: string, stored: Stored) {
      if (entries.has(token)) entries.set(token, { stored, at: entries.get(token)?.at ?? Date.now() });
    },
    get(token: string): Stored | undefined {
      return entries.get(token)?.stored;
    },
  };
}
