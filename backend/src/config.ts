import os from "node:os";
import path from "node:path";
import { z } from "zod";

const ZBool = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");
const ZPositiveInt = z.coerce.number().int().positive();

/**
 * Every environment variable the platform reads, with its default. The README's
 * configuration table is this list.
 */
const ZEnv = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default(".data"),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// URL" }).optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: "must be a redis:// URL" }).optional(),
  REDIS_PREFIX: z
    .string()
    .regex(/^[a-z0-9_-]+$/i, "may contain only letters, digits, '_' and '-'")
    .default("cp"),
  SESSION_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
  SESSION_TTL_DAYS: ZPositiveInt.default(30),
  /** Sessions one account may hold; signing in past it revokes the oldest. */
  SESSIONS_PER_USER: ZPositiveInt.default(20),
  /** Origins besides the app's own host allowed to open a socket (comma-separated). */
  SOCKET_ORIGINS: z.string().default(""),
  /** Unset: on in production (NODE_ENV=production), off otherwise. */
  COOKIE_SECURE: ZBool.optional(),
  /**
   * How many reverse proxies in front of the app add X-Forwarded-For: 0 (the default) trusts
   * no forwarding header at all; "true" means one.
   */
  TRUST_PROXY: z
    .enum(["true", "false"])
    .transform((v) => (v === "true" ? 1 : 0))
    .or(z.coerce.number().int().min(0).max(10))
    .default(0),
  ADMIN_USERNAME: z.string().min(3, "must be at least 3 characters").optional(),
  ADMIN_PASSWORD: z.string().min(6, "must be at least 6 characters").optional(),
  SEED_DEMO: ZBool.default(true),
  CONTRACT_CHECKS: ZBool.default(false),
  RATE_LIMIT_SIGNUPS_PER_HOUR: ZPositiveInt.default(150),
  RATE_LIMIT_LOGIN_FAILURES_PER_ADDRESS: ZPositiveInt.default(30),
  LOGIN_FREE_ATTEMPTS: ZPositiveInt.default(5),
  LOGIN_BACKOFF_MAX_SECONDS: ZPositiveInt.default(300),
  RATE_LIMIT_RUN_PER_MINUTE: ZPositiveInt.default(30),
  RATE_LIMIT_FORUM_PER_MINUTE: ZPositiveInt.default(10),
  RATE_LIMIT_FORUM_LIKES_PER_MINUTE: ZPositiveInt.default(60),
  RATE_LIMIT_FORUM_IMAGES_PER_MINUTE: ZPositiveInt.default(120),
  RATE_LIMIT_QUIZ_PER_MINUTE: ZPositiveInt.default(20),
  SANDBOX: z.enum(["bwrap", "none"]).default("bwrap"),
  /** Keep sandboxes prepared before runs ask for them (off: each run sets up its own). */
  SANDBOX_POOL: z.enum(["on", "off"]).default("on"),
  /** Fork Python runs from a started interpreter, each into a fresh sandbox (off: each run starts Python). */
  PYTHON_ZYGOTE: z.enum(["on", "off"]).default("on"),
  EXEC_CPU_MS: ZPositiveInt.default(5000),
  EXEC_WALL_MS: ZPositiveInt.default(10000),
  EXEC_MEMORY_MB: ZPositiveInt.default(256),
  EXEC_PROCESSES: ZPositiveInt.default(64),
  EXEC_OUTPUT_KB: ZPositiveInt.default(1024),
  EXEC_CONCURRENCY: ZPositiveInt.default(Math.max(1, os.availableParallelism())),
  EXEC_PER_USER: ZPositiveInt.default(2),
  EXEC_CACHE_MB: ZPositiveInt.default(256),
  EXEC_WORKER_IN_WEB: ZBool.default(true),
  EXEC_PREBUILD: z.enum(["on", "off"]).default("on"),
  /** Lets the forum's image proxy fetch from loopback and private addresses (an intranet deployment); off by default. */
  FORUM_IMAGE_ALLOW_PRIVATE: ZBool.default(false),
  JUDGE0_URL: z.url().optional(),
  /** Hosts a Judge0 callback_url may name (comma-separated); empty refuses every callback. */
  JUDGE0_CALLBACK_HOSTS: z.string().default(""),
  /** Lets callbacks reach loopback and private addresses (an intranet deployment); off by default. */
  JUDGE0_CALLBACK_ALLOW_PRIVATE: ZBool.default(false),
  /** Judge0 submissions one address may have waiting beyond its running ones; past it a POST answers 429. */
  JUDGE0_QUEUE_PER_OWNER: ZPositiveInt.default(20),
  /** Memory the Judge0 API may use for submissions and their results (kept an hour). */
  JUDGE0_STORE_MB: ZPositiveInt.default(64),
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().default("gpt-4o-mini"),
  AI_TIMEOUT_MS: ZPositiveInt.default(15000),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
});

export type Env = z.infer<typeof ZEnv>;

/** Every variable the platform reads (the README's configuration table lists each one). */
export const ENV_VARIABLES = Object.keys(ZEnv.shape) as (keyof Env)[];

/** The default of each variable that has one, as the code applies it. */
export function envDefaults(): Env {
  return ZEnv.parse({});
}

export type Config = ReturnType<typeof buildConfig>;

function buildConfig(env: Env) {
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    /** Namespace of every Redis key, channel and queue: lets several deployments (or test runs) share one Redis. */
    redisPrefix: env.REDIS_PREFIX,
    sessionSecret: env.SESSION_SECRET,
    sessionTtlMs: env.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
    sessionsPerUser: env.SESSIONS_PER_USER,
    socketOrigins: env.SOCKET_ORIGINS.split(",")
      .map((origin) => origin.trim())
      .filter(Boolean),
    cookieSecure: env.COOKIE_SECURE ?? env.NODE_ENV === "production",
    /** Reverse proxies trusted to add X-Forwarded-For (0: the connection's address is the client's). */
    trustProxy: env.TRUST_PROXY,
    admin: { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD },
    seedDemo: env.SEED_DEMO,
    /** Check every REST answer and socket payload against its contract schema (tests and browser tests). */
    contractChecks: env.CONTRACT_CHECKS,
    rateLimits: {
      /** Sign-ups per address per hour: a school behind one address signs a class of 60 up twice in a day. */
      signupsPerHour: env.RATE_LIMIT_SIGNUPS_PER_HOUR,
      /** Failed logins per address per 15 minutes (successful ones do not count). */
      loginFailuresPerAddress: env.RATE_LIMIT_LOGIN_FAILURES_PER_ADDRESS,
      /** Login attempts per account before the delays start, and the longest delay. */
      loginFreeAttempts: env.LOGIN_FREE_ATTEMPTS,
      loginBackoffMaxMs: env.LOGIN_BACKOFF_MAX_SECONDS * 1000,
      runPerMinute: env.RATE_LIMIT_RUN_PER_MINUTE,
      /** Forum posts, replies and edits per user. */
      forumPerMinute: env.RATE_LIMIT_FORUM_PER_MINUTE,
      /** Forum likes and Markdown previews per user. */
      forumLikesPerMinute: env.RATE_LIMIT_FORUM_LIKES_PER_MINUTE,
      /** External images of forum posts fetched through the proxy per reader. */
      forumImagesPerMinute: env.RATE_LIMIT_FORUM_IMAGES_PER_MINUTE,
      /** Quiz submissions per user (or per IP for a visitor). */
      quizPerMinute: env.RATE_LIMIT_QUIZ_PER_MINUTE,
    },
    sandbox: env.SANDBOX,
    sandboxPool: env.SANDBOX_POOL === "on",
    pythonZygote: env.PYTHON_ZYGOTE === "on",
    exec: {
      limits: {
        cpuMs: env.EXEC_CPU_MS,
        wallMs: env.EXEC_WALL_MS,
        memoryBytes: env.EXEC_MEMORY_MB * 1024 * 1024,
        processes: env.EXEC_PROCESSES,
        outputBytes: env.EXEC_OUTPUT_KB * 1024,
      },
      concurrency: env.EXEC_CONCURRENCY,
      perUser: env.EXEC_PER_USER,
      cacheDir: path.join(dataDir, "cache", "exec"),
      cacheMaxBytes: env.EXEC_CACHE_MB * 1024 * 1024,
      /** With REDIS_URL: whether the web process also takes jobs from the queue (a one-machine deployment needs no separate worker). */
      workerInWeb: env.EXEC_WORKER_IN_WEB,
      /** Builds the one-time compile artefacts (the C++ prelude) in the background at start. */
      prebuild: env.EXEC_PREBUILD === "on",
    },
    forumImages: { allowPrivate: env.FORUM_IMAGE_ALLOW_PRIVATE },
    judge0Url: env.JUDGE0_URL,
    judge0Api: {
      callbacks: {
        hosts: env.JUDGE0_CALLBACK_HOSTS.split(",")
          .map((h) => h.trim().toLowerCase())
          .filter(Boolean),
        allowPrivate: env.JUDGE0_CALLBACK_ALLOW_PRIVATE,
      },
      queuedPerOwner: env.JUDGE0_QUEUE_PER_OWNER,
      storeBytes: env.JUDGE0_STORE_MB * 1024 * 1024,
    },
    ai: env.AI_BASE_URL
      ? { baseUrl: env.AI_BASE_URL, apiKey: env.AI_API_KEY, model: env.AI_MODEL, timeoutMs: env.AI_TIMEOUT_MS }
      : undefined,
    logLevel: env.LOG_LEVEL,
  };
}

export class ConfigError extends Error {}

/**
 * Parses the environment once. A bad value throws a ConfigError naming the variable,
 * e.g. "Invalid configuration: PORT: Too big: expected number to be <=65535".
 */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ""));
  const parsed = ZEnv.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${lines.join("; ")}`);
  }
  return buildConfig(parsed.data);
}
