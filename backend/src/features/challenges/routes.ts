import { CHALLENGE_ENDPOINTS } from "@cp/contracts";
import Router from "@koa/router";
import { type RateLimiter, rateLimit } from "../../http/rate-limit";
import { route } from "../../http/route";
import type { AppState } from "../../http/state";
import { createPhaseTimer, type PhaseTimer } from "../execution";
import type { ChallengeService } from "./service";

const DRAFTS_PER_MINUTE = 240;

/**
 * Every challenge route but the public popular list needs a signed-in learner; runs, submissions
 * and hints share the per-user run limit.
 */
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
  // Drafts are saved as the learner types (the client waits for a pause): a few a second at most.
  const limitDrafts = rateLimit(deps.limiter, {
    name: "draft",
    limit: DRAFTS_PER_MINUTE,
    windowMs: 60_000,
    key: (ctx) => ctx.state.user?.id ?? ctx.ip,
  });

  route(router, CHALLENGE_ENDPOINTS.list, { access: "user" }, ({ user, query }) => challenges.list(user.id, query));

  // Public (the home page's cards), and mounted before the detail route, whose :id would match it.
  route(router, CHALLENGE_ENDPOINTS.popular, { access: "public" }, () => challenges.popular());
  route(router, CHALLENGE_ENDPOINTS.stats, { access: "public" }, () => challenges.stats());

  route(router, CHALLENGE_ENDPOINTS.detail, { access: "user" }, ({ user, params }) =>
    challenges.detail(user.id, params.id),
  );

  // Both answer with a Server-Timing header: where the run's time went (session, queue, compile,
  // run...), and the total from the request's arrival to its answer, so what no phase covers shows.
  const timed = <T>(
    ctx: { state: AppState; set(name: string, value: string): void },
    work: (timer: PhaseTimer) => Promise<T>,
  ) => {
    const timer = createPhaseTimer();
    timer.add("session", ctx.state.sessionMs ?? 0);
    return work(timer).finally(() => {
      const total =
        ctx.state.receivedAt === undefined
          ? ""
          : `, total;dur=${(performance.now() - ctx.state.receivedAt).toFixed(1)}`;
      ctx.set("Server-Timing", timer.header() + total);
    });
  };
  route(router, CHALLENGE_ENDPOINTS.run, { access: "user", before: [limitRuns] }, ({ user, params, body, ctx }) =>
    timed(ctx, (timer) => challenges.run(user.id, params.id, body, timer)),
  );

  route(router, CHALLENGE_ENDPOINTS.submit, { access: "user", before: [limitRuns] }, ({ user, params, body, ctx }) =>
    timed(ctx, (timer) => challenges.submit(user.id, params.id, body, timer)),
  );

  // A generated hint reads the learner's code: limited like a run.
  route(router, CHALLENGE_ENDPOINTS.drafts, { access: "user" }, ({ user, params }) =>
    challenges.drafts(user.id, params.id),
  );
  route(router, CHALLENGE_ENDPOINTS.saveDraft, { access: "user", before: [limitDrafts] }, ({ user, params, body }) =>
    challenges.saveDraft(user.id, params.id, body),
  );
  route(router, CHALLENGE_ENDPOINTS.editorial, { access: "user" }, ({ user, params }) =>
    challenges.editorial(user, params.id),
  );
  route(router, CHALLENGE_ENDPOINTS.giveUp, { access: "user" }, ({ user, params }) =>
    challenges.giveUp(user, params.id),
  );
  route(router, CHALLENGE_ENDPOINTS.hint, { access: "user", before: [limitRuns] }, ({ user, params, body }) =>
    challenges.hint(user.id, params.id, body.code, body.language),
  );

  return router;
}
