import path from "node:path";
import { fileURLToPath } from "node:url";
import { createApp } from "../app";
import type { Config } from "../config";
import { createDatabase, type Database } from "../db/client";
import type { AuthService } from "../features/auth";
import type { Engine, ExecutionQueue } from "../features/execution";
import type { RateLimiter } from "../http/rate-limit";
import { createLogger, type Logger } from "../logger";
import type { EventBus } from "../realtime/bus";
import { loadOrCreateSecret } from "../secrets";
import { createFeatures } from "./features";
import { createInfrastructure } from "./infrastructure";
import { type Credentials, provision } from "./provision";
import { startServer } from "./server";

export type { Credentials } from "./provision";

export const FRONTEND_DIST = fileURLToPath(new URL("../../../frontend/dist", import.meta.url));
/** The web app's server build (`vite build --ssr`), beside its browser build. */
export const FRONTEND_SSR = path.join(FRONTEND_DIST, "..", "dist-ssr", "entry-server.js");
export const REPO_ROOT = path.resolve(FRONTEND_DIST, "../..");

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
  /** The Socket.IO server (tests look at the rooms a socket holds). */
  io: Awaited<ReturnType<typeof startServer>>["io"];
  /** Credentials created on this start (printed once by main). */
  created: { admin?: Credentials; student?: Credentials };
  close(): Promise<void>;
};

/**
 * Opens the database (migrating it), builds the infrastructure and the features, provisions
 * content and first accounts, and serves the API, Socket.IO and the web app on one port.
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
    onMaintenanceError: (error) => logger.warn(`Database maintenance (VACUUM ANALYZE) failed: ${error.message}`),
  });
  await database.migrate();
  const sessionSecret = await loadOrCreateSecret(config.dataDir, config.sessionSecret);

  const infra = await createInfrastructure(config, logger);
  const features = await createFeatures({ config, database, infra, logger, sessionSecret });
  const created = await provision({
    db: database.db,
    auth: features.auth,
    forum: features.forum,
    config,
    catalogDir: options.catalogDir,
  });

  const app = createApp({
    auth: features.auth,
    logger,
    routers: features.routers,
    edge: features.edge,
    cookieless: features.cookieless,
    staticRoot: options.staticRoot === false ? undefined : (options.staticRoot ?? FRONTEND_DIST),
    ssrModule: options.staticRoot === undefined ? FRONTEND_SSR : undefined,
    trustProxy: config.trustProxy,
    hsts: config.cookieSecure,
    contractChecks: config.contractChecks,
  });
  const server = await startServer({
    app,
    auth: features.auth,
    bus: infra.bus,
    logger,
    port: config.port,
    host: config.host,
    redis: infra.redis ? { pub: infra.redis.pub, sub: infra.redis.sub, prefix: config.redisPrefix } : undefined,
    socketOrigins: config.socketOrigins,
  });

  let closed = false;
  return {
    url: `http://localhost:${server.port}`,
    port: server.port,
    config,
    database,
    auth: features.auth,
    bus: infra.bus,
    logger,
    limiter: infra.limiter,
    engine: infra.engine,
    queue: infra.queue,
    io: server.io,
    created,
    async close() {
      if (closed) return;
      closed = true;
      await server.drain();
      await features.close();
      await infra.close();
      await database.close();
    },
  };
}
