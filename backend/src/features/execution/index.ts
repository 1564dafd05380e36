import type { Config } from "../../config";
import { createExecutionEngine, type Engine } from "./engine/engine";
import { createJudge0Engine } from "./engine/judge0-engine";
import { createBullQueue } from "./queue/bull";
import "./jobs/run-job";
import { createLocalQueue, type ExecutionQueue } from "./queue/queue";

export { createExecutionEngine, type Engine, type LanguageStatus, SandboxUnavailableError } from "./engine/engine";
export type { ExecutionEngine, ExecutionLimits, ExecutionRequest, ExecutionResult } from "./engine/types";
export { RUN_JOB } from "./jobs/run-job";
export type { ExecutionJob, ExecutionQueue } from "./queue/queue";
export { type JobContext, type JobDefinition, registerJobHandler } from "./queue/registry";

/** This machine's sandbox, or an existing Judge0 deployment when JUDGE0_URL is set. */
export function createEngineFromConfig(
  config: Config,
  logger: { warn(msg: string): void; info(msg: string): void },
): Engine {
  if (config.judge0Url) return createJudge0Engine({ baseUrl: config.judge0Url, limits: config.exec.limits });
  return createExecutionEngine({
    sandbox: config.sandbox,
    limits: config.exec.limits,
    cacheDir: config.exec.cacheDir,
    cacheMaxBytes: config.exec.cacheMaxBytes,
    logger,
  });
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
} {
  const engine = createEngineFromConfig(config, logger);
  const queue = config.redisUrl
    ? createBullQueue({
        redisUrl: config.redisUrl,
        prefix: config.redisPrefix,
        perUser: config.exec.perUser,
        timeoutMs: QUEUE_TIMEOUT_MS,
      })
    : createLocalQueue({ engine, concurrency: config.exec.concurrency, perUser: config.exec.perUser });
  return { engine, queue };
}
