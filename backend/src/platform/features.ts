import type Router from "@koa/router";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { createAdminFeature } from "../features/admin";
import { createAiProvider } from "../features/ai";
import { createAuthFeature } from "../features/auth";
import { createChallengesFeature } from "../features/challenges";
import { createCompilerFeature } from "../features/compiler";
import { createQueuedJudgeRunner } from "../features/execution";
import { createForumFeature } from "../features/forum";
import { createHealthFeature } from "../features/health";
import { createJudge0Feature, JUDGE0_BASE } from "../features/judge0";
import { createProgressFeature } from "../features/progress";
import { createQuizzesFeature } from "../features/quizzes";
import { createTutorialsFeature } from "../features/tutorials";
import type { AppState } from "../http/state";
import type { Logger } from "../logger";
import { PLATFORM_VERSION } from "../version";
import type { Infrastructure } from "./infrastructure";

/**
 * The one place features are wired: each gets what it needs from the infrastructure and the
 * other features' front doors, and hands back its router. A new feature is one more entry here.
 */
export async function createFeatures(deps: {
  config: Config;
  database: Database;
  infra: Infrastructure;
  logger: Logger;
  sessionSecret: string;
}) {
  const { config, database, infra, logger } = deps;
  const { db } = database;
  const auth = createAuthFeature({
    db,
    sessionSecret: deps.sessionSecret,
    sessionTtlMs: config.sessionTtlMs,
    sessionsPerUser: config.sessionsPerUser,
    limiter: infra.limiter,
    limits: {
      signupsPerHour: config.rateLimits.signupsPerHour,
      loginFailuresPerAddress: config.rateLimits.loginFailuresPerAddress,
      loginFreeAttempts: config.rateLimits.loginFreeAttempts,
      loginBackoffMaxMs: config.rateLimits.loginBackoffMaxMs,
    },
    cookieSecure: config.cookieSecure,
  });
  const quizzes = createQuizzesFeature({
    db,
    limiter: infra.limiter,
    attemptsPerMinute: config.rateLimits.quizPerMinute,
    secret: deps.sessionSecret,
  });
  const progress = await createProgressFeature({
    db,
    quizzes: quizzes.quizzes,
    bus: infra.bus,
    redis: infra.redis ? { client: infra.redis.main, prefix: config.redisPrefix } : undefined,
  });
  const runJudge = createQueuedJudgeRunner(infra.queue);
  const challenges = createChallengesFeature({
    db,
    bus: infra.bus,
    runJudge,
    progress: progress.progress,
    ai: createAiProvider(config.ai, logger),
    limiter: infra.limiter,
    runPerMinute: config.rateLimits.runPerMinute,
  });
  const compiler = createCompilerFeature({
    queue: infra.queue,
    engine: infra.engine,
    limits: config.exec.limits,
    rateLimit: { limiter: infra.limiter, perMinute: config.rateLimits.runPerMinute },
  });
  const judge0 = createJudge0Feature({
    queue: infra.queue,
    engine: infra.engine,
    limits: config.exec.limits,
    perOwner: config.exec.perUser,
    queuedPerOwner: config.judge0Api.queuedPerOwner,
    callbacks: config.judge0Api.callbacks,
    store: { maxBytes: config.judge0Api.storeBytes, ttlMs: 3_600_000 },
    logger,
    rateLimit: { limiter: infra.limiter, perMinute: config.rateLimits.runPerMinute },
    version: PLATFORM_VERSION,
  });
  const forum = createForumFeature({
    db,
    bus: infra.bus,
    limiter: infra.limiter,
    limits: {
      writesPerMinute: config.rateLimits.forumPerMinute,
      likesPerMinute: config.rateLimits.forumLikesPerMinute,
      imagesPerMinute: config.rateLimits.forumImagesPerMinute,
    },
    images: { allowPrivate: config.forumImages.allowPrivate },
  });
  const tutorials = createTutorialsFeature({
    db,
    queue: infra.queue,
    limiter: infra.limiter,
    runPerMinute: config.rateLimits.runPerMinute,
  });
  const admin = createAdminFeature({
    db,
    bus: infra.bus,
    runJudge,
    checkTutorialStep: tutorials.tutorials.checkProgram,
    limiter: infra.limiter,
    runPerMinute: config.rateLimits.runPerMinute,
  });
  const health = createHealthFeature({ database });

  const routers: Router<AppState>[] = [
    health.router,
    auth.router,
    challenges.router,
    progress.router,
    compiler.router,
    judge0.router,
    forum.router,
    tutorials.router,
    quizzes.router,
    admin.router,
  ];
  /** Middleware that runs before body parsing (CORS of the Judge0 API). */
  const edge = [judge0.edge];
  // Path prefixes that act on no session (the public Judge0 API): exempt from the app-request check.
  const cookieless = [JUDGE0_BASE];
  return { auth: auth.auth, forum: forum.forum, routers, edge, cookieless, close: tutorials.close };
}
