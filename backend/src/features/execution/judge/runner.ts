import {
  type TTestResult,
  ZCompareMode,
  ZLanguageKey,
  ZSignature,
  ZTestCase,
  ZTestResult,
  ZVerdict,
} from "@cp/contracts";
import { z } from "zod";

/**
 * What one judge job needs: everything is data, so it can cross a queue to a worker on another
 * machine. A test without an expected value, or from `customFrom` on, is the learner's own input.
 */
/** The most CPU time a judged run may be given, whatever a challenge's calibration says. */
export const MAX_TIME_LIMIT_MS = 10_000;

export const ZJudgeJobPayload = z.object({
  signature: ZSignature,
  compare: ZCompareMode,
  /** The challenge's checker (Python, see checker.ts): decides instead of `compare` when present. */
  checker: z
    .string()
    .max(64 * 1024)
    .nullish(),
  tests: z.array(ZTestCase).max(200),
  /** Index of the first of the learner's custom inputs, which run last. */
  customFrom: z.number().int().nonnegative().optional(),
  language: ZLanguageKey,
  code: z.string().max(64 * 1024),
  /**
   * The challenge's CPU time limit for this language (see challenges/time-limits.ts); absent, the
   * server's default limit. The wall-clock limit follows it.
   */
  timeLimitMs: z.number().int().min(100).max(MAX_TIME_LIMIT_MS).nullish(),
});
export type TJudgeJobPayload = z.infer<typeof ZJudgeJobPayload>;

/** What a judge job answers; parsed when it comes back from a worker, so a malformed answer is an error. */
export const ZJudgeOutcome = z.object({
  verdict: ZVerdict,
  testResults: z.array(ZTestResult),
  compileOutput: z.string().optional(),
  /** Milliseconds spent in the learner's function over all tests. */
  executionTime: z.number(),
  /** CPU time of the whole program (start, reading the tests, every call, the answers): what the time limit bounds. */
  cpuMs: z.number().optional(),
  /** The program's peak memory over the run, when the engine measured it. */
  memoryKb: z.number().optional(),
  /** Where the time went, in ms: queue, prepare, compile, sandbox, run, verdict (see ExecutionPhases). */
  phases: z.record(z.string(), z.number()).optional(),
});
export type TJudgeOutcome = z.infer<typeof ZJudgeOutcome>;

/** Runs a judge job (in this process or on a worker) and reports each test result as it finishes. */
export type JudgeRunner = (
  job: TJudgeJobPayload,
  options: { ownerKey: string; onResult?: (result: TTestResult, total: number) => void },
) => Promise<TJudgeOutcome>;
