import { QUIZ_ENDPOINTS } from "@cp/contracts";
import Router from "@koa/router";
import { type RateLimiter, rateLimit } from "../../http/rate-limit";
import { route } from "../../http/route";
import type { AppState } from "../../http/state";
import type { QuizService } from "./service";

/**
 * Anyone may list, open and take a quiz; the signed-in learner also gets their best score and
 * keeps their attempts. Attempts share a per-user (per-IP for a visitor) rate limit.
 */
export function createQuizRouter(deps: { quizzes: QuizService; limiter: RateLimiter; attemptsPerMinute: number }) {
  const { quizzes } = deps;
  const router = new Router<AppState>();
  const limitAttempts = rateLimit(deps.limiter, {
    name: "quiz",
    limit: deps.attemptsPerMinute,
    windowMs: 60_000,
    key: (ctx) => (ctx.state.user ? `u:${ctx.state.user.id}` : `ip:${ctx.ip}`),
  });

  route(router, QUIZ_ENDPOINTS.list, { access: "public" }, ({ user, query }) => quizzes.list(user?.id, query));

  route(router, QUIZ_ENDPOINTS.detail, { access: "public" }, ({ user, params }) => quizzes.detail(user?.id, params.id));

  route(router, QUIZ_ENDPOINTS.attempt, { access: "public", before: [limitAttempts] }, ({ user, params, body }) =>
    quizzes.attempt(user?.id, params.id, body),
  );

  route(router, QUIZ_ENDPOINTS.attempts, { access: "user" }, ({ user, params }) =>
    quizzes.attempts(user.id, params.id),
  );

  return router;
}
