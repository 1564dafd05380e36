import { TUTORIAL_ENDPOINTS } from "@cp/contracts";
import Router from "@koa/router";
import { type RateLimiter, rateLimit } from "../../http/rate-limit";
import { route } from "../../http/route";
import type { AppState } from "../../http/state";
import type { TutorialsService } from "./service";

/** Runs are bounded per signed-in user, and per address for visitors, like the compiler's. */
function ownerOf(ctx: { ip: string; state: AppState }): string {
  return ctx.state.user ? ctx.state.user.id : `ip:${ctx.ip}`;
}

/**
 * Tutorials are public to read and to run (a visitor keeps progress in the browser); recording
 * progress and reading it back need a signed-in learner.
 */
export function createTutorialsRouter(deps: {
  tutorials: TutorialsService;
  limiter: RateLimiter;
  runPerMinute: number;
}) {
  const { tutorials } = deps;
  const router = new Router<AppState>();
  const limitRuns = rateLimit(deps.limiter, {
    name: "run",
    limit: deps.runPerMinute,
    windowMs: 60_000,
    key: ownerOf,
  });

  route(router, TUTORIAL_ENDPOINTS.courses, { access: "public" }, ({ user }) => tutorials.courses(user?.id));

  route(router, TUTORIAL_ENDPOINTS.list, { access: "public" }, ({ user, query }) =>
    tutorials.list(query.language, user?.id),
  );

  route(router, TUTORIAL_ENDPOINTS.detail, { access: "public" }, ({ user, params }) =>
    tutorials.detail(params.id, user?.id),
  );

  route(router, TUTORIAL_ENDPOINTS.run, { access: "public", before: [limitRuns] }, ({ user, params, body, ctx }) =>
    tutorials.run(params.id, params.index, body.code, { userId: user?.id, key: ownerOf(ctx) }),
  );

  route(router, TUTORIAL_ENDPOINTS.complete, { access: "user" }, ({ user, params }) =>
    tutorials.complete(params.id, params.index, user.id),
  );

  route(router, TUTORIAL_ENDPOINTS.progress, { access: "user" }, ({ user, params }) =>
    tutorials.progress(params.id, user.id),
  );

  return router;
}
