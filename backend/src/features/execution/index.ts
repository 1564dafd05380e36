import type { Config } from "../../config";
import { createExecutionEngine, type Engine } from "./engine/engine";
import { createJudge0Engine } from "./engine/judge0-engine";
import { EXECUTION_JOBS } from "./jobs";
import { createBullQueue, startBullWorker } from "./queue/bull";
import { createLocalQueue, type ExecutionQueue } from "./queue/queue";

// The execution feature's front door: sandbox, engine, queue, judge and the job registry.
export { createExecutionEngine, type Engine, type LanguageStatus } from "./engine/engine";
export { LANGUAGE_DEFINITIONS } from "./engine/languages";
export type { ExecutionEngine, ExecutionLimits, ExecutionRequest, ExecutionResult } from "./engine/types";
export { EXECUTION_JOBS } from "./jobs";
export { createQueuedJudgeRunner } from "./jobs/judge-job";
export { RUN_JOB, runJobFor, type TRunJobPayload, ZExecutionResult } from "./jobs/run-job";
export { compareResult } from "./judge/compare";
// The judge's program generation and a fixture, for the benchmarks' bare baseline runs.
export { generateProgram } from "./judge/drivers";
export { buildStdin } from "./judge/drivers/protocol";
export { createJudge, type Judge } from "./judge/judge";
export { createPhaseTimer, type PhaseTimer } from "./judge/phase-timer";
export {
  type JudgeRunner,
  MAX_TIME_LIMIT_MS,
  type TJudgeJobPayload,
  type TJudgeOutcome,
  ZJudgeJobPayload,
  ZJudgeOutcome,
} from "./judge/runner";
export { buildArgs, validateTestInput } from "./judge/signature";
export { generateStarterCode, generateStarterCodeJson } from "./judge/starter";
export { TWO_SUM } from "./judge/testing/two-sum";
export { createLocalQueue, type ExecutionJob, type ExecutionQueue } from "./queue/queue";
export { createJobRegistry, defineJob, type JobContext, type JobDefinition } from "./queue/registry";
export { SandboxUnavailableError } from "./sandbox/setup";
export { startBullWorker };

/** This machine's sandbox, or an existing Judge0 deployment when JUDGE0_URL is set. */
export function createEngineFromConfig(
  config: Config,
  logger: { warn(msg: string): void; info(msg: string): void },
): Engine {
  if (config.judge0Url) return createJudge0Engine({ baseUrl: config.judge0Url, limits: config.exec.limits });
  return createExecutionEngine({
    sandbox: config.sandbox,
    sandboxPool: config.sandboxPool,
    pythonZygote: config.pythonZygote,
    limits: config.exec.limits,
    cacheDir: config.exec.cacheDir,
    cacheMaxBytes: config.exec.cacheMaxBytes,
    logger,
  });
}

/**
 * The one-time compile artefacts (the C++ precompiled prelude and judge runtime), built while the
 * server starts serving: a learner's compile that needs one meanwhile waits for the same build,
 * and none waits once it is done. Kept in the compile cache, so a restart finds them.
 */
export function prebuildInBackground(
  engine: Engine,
  logger: { warn(msg: string): void; info(msg: string): void },
): void {
  engine
    .prebuild()
    .then((built) => {
      for (const { language, ready, ms } of built) {
        if (ready) logger.info(`The ${language} prelude is ready (${ms} ms)`);
      }
    })
    .catch((error: Error) => logger.warn(`Prebuilding the compile preludes failed: ${error.message}`));
}

/** Longest a submitter waits for a BullMQ worker's answer: a compile, a run and a retry after a stall. */
const QUEUE_TIMEOUT_MS = 120_000;

/**
 * The engine and the queue the web process uses, from configuration: an in-process pool by
 * default, BullMQ (run by `npm run worker` processes) when REDIS_URL is set.
 */
export function createExecution(
  config: Config,
  logger: { warn(msg: string): void; info(msg: string): void },
): {
  engine: Engine;
  queue: ExecutionQueue;
  /** With REDIS_URL and EXEC_WORKER_IN_WEB: this process's BullMQ worker (closed after the queue). */
  localWorker?: { close(): Promise<void> };
} {
  const engine = createEngineFromConfig(config, logger);
  const localWorker =
    config.redisUrl && config.exec.workerInWeb
      ? startBullWorker({
          redisUrl: config.redisUrl,
          prefix: config.redisPrefix,
          engine,
          jobs: EXECUTION_JOBS,
          concurrency: config.exec.concurrency,
        })
      : undefined;
  const queue = config.redisUrl
    ? createBullQueue({
        redisUrl: config.redisUrl,
        prefix: config.redisPrefix,
        perUser: config.exec.perUser,
        timeoutMs: QUEUE_TIMEOUT_MS,
        here: localWorker,
      })
    : createLocalQueue({
        engine,
        jobs: EXECUTION_JOBS,
        concurrency: config.exec.concurrency,
        perUser: config.exec.perUser,
      });
  return { engine, queue, localWorker };
}
