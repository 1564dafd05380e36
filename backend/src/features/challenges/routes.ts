import {
  API,
  type TChallengeListQuery,
  type THintRequest,
  type TRunRequest,
  type TSubmitRequest,
  ZChallengeListQuery,
  ZHintRequest,
  ZRunRequest,
  ZSubmitRequest,
} from "@cp/contracts";
import Router from "@koa/router";
import type { Middleware } from "koa";
import { type RateLimiter, rateLimit } from "../../http/rate-limit";
import { type AppState, currentUser } from "../../http/state";
import { validate } from "../../http/validate";
import type { ChallengeService } from "./service";

/** Every challenge route needs a signed-in learner. */
const requireUser: Middleware<AppState> = async (ctx, next) => {
  currentUser(ctx);
  await next();
};

export function createChallengeRouter(deps: {
  challenges: ChallengeService;
  limiter: RateLimiter;
  runPerMinute: number;
}) {
  const { challenges } = deps;
  const router = new Router<AppState>();
  const limitRuns = rateLimit(deps.limiter, {
    name: "run",
    limit: deps.runPerMinute,
    windowMs: 60_000,
    key: (ctx) => ctx.state.user?.id ?? ctx.ip,
  });

  router.get(API.challenges.list, requireUser, validate({ query: ZChallengeListQuery }), async (ctx) => {
    ctx.body = await challenges.list(currentUser(ctx).id, ctx.state.query as TChallengeListQuery);
  });

  router.get(API.challenges.detail(":id"), requireUser, async (ctx) => {
    ctx.body = await challenges.detail(currentUser(ctx).id, ctx.params.id ?? "");
  });

  router.post(API.challenges.run(":id"), requireUser, limitRuns, validate({ body: ZRunRequest }), async (ctx) => {
    ctx.body = await challenges.run(currentUser(ctx).id, ctx.params.id ?? "", ctx.state.input as TRunRequest);
  });

  router.post(API.challenges.submit(":id"), requireUser, limitRuns, validate({ body: ZSubmitRequest }), async (ctx) => {
    ctx.body = await challenges.submit(currentUser(ctx).id, ctx.params.id ?? "", ctx.state.input as TSubmitRequest);
  });

  router.post(API.challenges.hint(":id"), requireUser, validate({ body: ZHintRequest }), async (ctx) => {
    const input = ctx.state.input as THintRequest;
    ctx.body = await challenges.hint(currentUser(ctx).id, ctx.params.id ?? "", input.code, input.language);
  });

  return router;
}
