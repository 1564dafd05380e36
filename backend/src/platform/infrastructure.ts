import { Redis } from "ioredis";
import type { Config } from "../config";
import { createExecution, prebuildInBackground } from "../features/execution";
import { createMemoryRateLimiter, createRedisRateLimiter } from "../http/rate-limit";
import type { Logger } from "../logger";
import { createEventBus } from "../realtime/bus";

function connectRedis(url: string, name: string): Redis {
  return new Redis(url, { connectionName: name, maxRetriesPerRequest: null, lazyConnect: false });
}

/**
 * What the features run on, chosen by configuration: Redis connections (or none), rate limits
 * in memory or Redis, the event bus, and code execution (in-process pool, or BullMQ with an
 * optional worker inside this process).
 */
export async function createInfrastructure(config: Config, logger: Logger) {
  const redis = config.redisUrl
    ? {
        main: connectRedis(config.redisUrl, "app"),
        pub: connectRedis(config.redisUrl, "pub"),
        sub: connectRedis(config.redisUrl, "sub"),
      }
    : undefined;
  const limiter = redis ? createRedisRateLimiter(redis.main, config.redisPrefix) : createMemoryRateLimiter();
  const bus = createEventBus({ logger, checkContracts: config.contractChecks });

  const { engine, queue, localWorker } = createExecution(config, logger);
  let ready = true;
  try {
    await engine.assertReady();
  } catch (error) {
    // The platform still serves everything else; runs answer with the same reason.
    ready = false;
    logger.error(`Code execution is unavailable: ${(error as Error).message}`);
  }
  if (ready && config.exec.prebuild) prebuildInBackground(engine, logger);

  return {
    redis,
    limiter,
    bus,
    engine,
    queue,
    /** Closes execution first (jobs in flight finish), then the Redis connections. */
    async close() {
      await queue.close();
      await localWorker?.close();
      await engine.close();
      if (redis) await Promise.all([redis.main.quit(), redis.pub.quit(), redis.sub.quit()]).catch(() => undefined);
    },
  };
}

export type Infrastructure = Awaited<ReturnType<typeof createInfrastructure>>;
