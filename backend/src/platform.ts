import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type Router from "@koa/router";
import { Redis } from "ioredis";
import { createApp } from "./app";
import type { Config } from "./config";
import { createDatabase, type Database } from "./db/client";
import { seedCatalog } from "./db/seed/seed";
import { createAiProvider } from "./features/ai/provider";
import { findUserById } from "./features/auth/repo";
import { createAuthRouter } from "./features/auth/routes";
import { type AuthService, createAuthService } from "./features/auth/service";
import { loadCatalog } from "./features/challenges/catalog";
import { createChallengeRouter } from "./features/challenges/routes";
import { createChallengeService } from "./features/challenges/service";
import { createCompilerRouter } from "./features/compiler/routes";
import { createExecution, type Engine, type ExecutionQueue } from "./features/execution";
import { createQueuedJudgeRunner } from "./features/execution/jobs/judge-job";
import { startBullWorker } from "./features/execution/queue/bull";
import { createHealthRouter } from "./features/health/routes";
import { createRedisRankIndex } from "./features/progress/redis-rank-index";
import { createProgressRouter } from "./features/progress/routes";
import { createProgressService, createSqlRankIndex, type RankIndex } from "./features/progress/service";
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from "./http/rate-limit";
import type { AppState } from "./http/state";
import { createLogger, type Logger } from "./logger";
import { createEventBus, type EventBus } from "./realtime/bus";
import { createSocketServer } from "./realtime/socket-server";
import { loadOrCreateSecret } from "./secrets";

export const FRONTEND_DIST = fileURLToPath(new URL("../../frontend/dist", import.meta.url));

export type Credentials = { username: string; password: string };

/** Everything a running server holds; tests and benchmarks start one with `startPlatform`. */
export type Platform = {
  url: string;
  port: number;
  config: Config;
  database: Database;
  auth: AuthService;
  bus: EventBus;
  logger: Logger;
  limiter: RateLimiter;
  engine: Engine;
  queue: ExecutionQueue;
  /** Credentials created on this start (printed once by main). */
  created: { admin?: Credentials; student?: Credentials };
  close(): Promise<void>;
};

function connectRedis(url: string, name: string): Redis {
  return new Redis(url, { connectionName: name, maxRetriesPerRequest: null, lazyConnect: false });
}

/**
 * Opens the database (migrating it), seeds the catalog and first accounts, and serves the API,
 * Socket.IO and the web app on one port.
 */
export async function startPlatform(
  config: Config,
  options: { logger?: Logger; staticRoot?: string | false; catalogDir?: string } = {},
): Promise<Platform> {
  const logger = options.logger ?? createLogger(config.logLevel);
  const database = createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onIdleError: (error) => logger.warn(`Database connection lost while idle: ${error.message}`),
  });
  await database.migrate();
  const { db } = database;

  const sessionSecret = await loadOrCreateSecret(config.dataDir, config.sessionSecret);
  const auth = createAuthService({ db, sessionSecret, sessionTtlMs: config.sessionTtlMs });

  const created: Platform["created"] = {};
  await seedCatalog(db, await loadCatalog(options.catalogDir));
  const admin = await auth.ensureAdmin(config.admin);
  if (admin.created) created.admin = { username: admin.username, password: admin.password };
  if (config.seedDemo) {
    const student = await auth.ensureStudent("student", randomBytes(9).toString("base64url"));
    if (student.created) created.student = { username: student.username, password: student.password };
  }
  await auth.deleteExpiredSessions();

  const redis = config.redisUrl
    ? {
        main: connectRedis(config.redisUrl, "app"),
        pub: connectRedis(config.redisUrl, "pub"),
        sub: connectRedis(config.redisUrl, "sub"),
      }
    : undefined;
  const limiter = redis ? createRedisRateLimiter(redis.main, config.redisPrefix) : createMemoryRateLimiter();
  const bus = createEventBus();

  const { engine, queue } = createExecution(config, logger);
  try {
    await engine.assertReady();
  } catch (error) {
    // The platform still serves everything else; runs answer with the same reason.
    logger.error(`Code execution is unavailable: ${(error as Error).message}`);
  }
  const localWorker =
    config.redisUrl && config.exec.workerInWeb
      ? startBullWorker({
          redisUrl: config.redisUrl,
          prefix: config.redisPrefix,
          engine,
          concurrency: config.exec.concurrency,
        })
      : undefined;
  // With Redis, ranks come from a sorted set rebuilt from the database now and kept in step after each commit.
  let ranks: RankIndex = createSqlRankIndex(db);
  if (redis) {
    const index = createRedisRankIndex(redis.main, config.redisPrefix, db);
    await index.rebuild();
    ranks = index;
  }
  const progress = createProgressService({ db, bus, ranks });
  const challenges = createChallengeService({
    db,
    bus,
    runJudge: createQueuedJudgeRunner(queue),
    progress,
    ai: createAiProvider(config.ai, logger),
  });

  const routers: Router<AppState>[] = [
    createHealthRouter({ database }),
    createAuthRouter({
      auth,
      limiter,
      authPerMinute: config.rateLimits.authPerMinute,
      cookieSecure: config.cookieSecure,
    }),
    createChallengeRouter({ challenges, limiter, runPerMinute: config.rateLimits.runPerMinute }),
    createProgressRouter({ progress, userExists: async (id) => Boolean(await findUserById(db, id)) }),
    createCompilerRouter({
      queue,
      engine,
      limits: config.exec.limits,
      rateLimit: { limiter, perMinute: config.rateLimits.runPerMinute },
    }),
  ];
  const app = createApp({
    auth,
    logger,
    routers,
    staticRoot: options.staticRoot === false ? undefined : (options.staticRoot ?? FRONTEND_DIST),
    proxy: config.env === "production",
  });

  // Requests in flight are counted so that shutdown can wait for them before closing the database.
  const handle = app.callback();
  let inFlight = 0;
  let closing = false;
  let onIdle: (() => void) | undefined;
  const httpServer = http.createServer((req, res) => {
    inFlight += 1;
    if (closing) res.setHeader("Connection", "close");
    res.once("close", () => {
      inFlight -= 1;
      if (inFlight === 0) onIdle?.();
    });
    void handle(req, res);
  });
  const sockets = createSocketServer({
    httpServer,
    auth,
    bus,
    logger,
    redis: redis ? { pub: redis.pub, sub: redis.sub, prefix: config.redisPrefix } : undefined,
  });
  await new Promise<void>((resolve, reject) => {
    httpServer.once("error", reject);
    httpServer.listen(config.port, config.host, () => resolve());
  });
  const port = (httpServer.address() as AddressInfo).port;

  let closed = false;
  return {
    url: `http://localhost:${port}`,
    port,
    config,
    database,
    auth,
    bus,
    logger,
    limiter,
    engine,
    queue,
    created,
    async close() {
      if (closed) return;
      closed = true;
      // Stop taking requests and let the ones in flight finish before anything they use goes away.
      closing = true;
      httpServer.close();
      httpServer.closeIdleConnections();
      await sockets.close();
      if (inFlight > 0) await new Promise<void>((resolve) => (onIdle = resolve));
      await queue.close();
      await localWorker?.close();
      await engine.close();
      if (redis) await Promise.all([redis.main.quit(), redis.pub.quit(), redis.sub.quit()]).catch(() => undefined);
      await database.close();
    },
  };
}

export const REPO_ROOT = path.resolve(FRONTEND_DIST, "../..");
