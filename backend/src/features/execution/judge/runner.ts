import type { TCompareMode, TLanguageKey, TSignature, TTestCase, TTestResult, TVerdict } from "@cp/contracts";

/** What one judge job needs: everything is data, so it can cross a queue to a worker on another machine. */
export type JudgeJobPayload = {
  signature: TSignature;
  compare: TCompareMode;
  tests: TTestCase[];
  /** Index of the first test without an expected value: the learner's custom inputs run last. */
  customFrom?: number;
  language: TLanguageKey;
  code: string;
};

export type JudgeOutcome = {
  verdict: TVerdict;
  testResults: TTestResult[];
  compileOutput?: string;
  executionTime: number;
  /** The program's peak memory over the run, when the engine measured it. */
  memoryKb?: number;
  /** Where the time went, in ms: queue, prepare, compile, sandbox, run, verdict (see ExecutionPhases). */
  phases?: Record<string, number>;
};

/** Runs a judge job (in this process or on a worker) and reports each test result as it finishes. */
export type JudgeRunner = (
  job: JudgeJobPayload,
  options: { ownerKey: string; onResult?: (result: TTestResult, total: number) => void },
) => Promise<JudgeOutcome>;
