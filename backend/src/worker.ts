import { ConfigError, loadConfig } from "./config";
import { createEngineFromConfig, EXECUTION_JOBS, prebuildInBackground, startBullWorker } from "./features/execution";
import { createLogger } from "./logger";

/**
 * The execution worker (`npm run worker`): takes jobs from the BullMQ queue named by REDIS_URL
 * and runs them in this machine's sandbox, as many at a time as EXEC_CONCURRENCY (the core count).
 */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  if (!config.redisUrl) {
    logger.error("The worker needs REDIS_URL: without it the web process runs jobs itself.");
    process.exit(1);
  }
  const engine = createEngineFromConfig(config, logger);
  try {
    await engine.assertReady();
  } catch (error) {
    logger.error((error as Error).message);
    process.exit(1);
  }
  if (config.exec.prebuild) prebuildInBackground(engine, logger);
  const worker = startBullWorker({
    redisUrl: config.redisUrl,
    prefix: config.redisPrefix,
    engine,
    jobs: EXECUTION_JOBS,
    concurrency: config.exec.concurrency,
    onJob: (event, job) => logger.debug(`job ${job.id} (${job.name}) ${event} in worker ${process.pid}`),
  });
  logger.info(`Execution worker ${process.pid} ready (concurrency ${config.exec.concurrency})`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal} received, finishing running jobs`);
    // A job still running after 15 s goes back to the queue through the stalled-job check.
    await Promise.race([worker.close(), new Promise((resolve) => setTimeout(resolve, 15_000))]);
    await engine.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}

await main();
