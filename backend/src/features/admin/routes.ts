import { ADMIN_ENDPOINTS, LANGUAGES, type TLanguageKey } from "@cp/contracts";
import Router from "@koa/router";
import type { Db } from "../../db/client";
import { invalid } from "../../errors";
import { type RateLimiter, rateLimit } from "../../http/rate-limit";
import { route } from "../../http/route";
import type { AppState } from "../../http/state";
import { generateStarterCodeJson } from "../execution";
import { listChanges } from "./audit";
import type { createAuthoring } from "./authoring";
import type { challengeAuthoring } from "./challenge-authoring";

// biome-ignore lint/suspicious/noExplicitAny: each kind's authoring has its own item types; the routes only pass them through.
type AnyAuthoring = ReturnType<typeof createAuthoring<any, any, any, any, any>>;

/** The same six calls for each kind of item: list, one whole, create (201), update, delete, restore. */
function mountCrud(
  router: Router<AppState>,
  endpoints: (typeof ADMIN_ENDPOINTS)["challenges" | "quizzes" | "tutorials"],
  authoring: AnyAuthoring,
) {
  route(router, endpoints.list, { access: "admin" }, () => authoring.list());
  route(router, endpoints.get, { access: "admin" }, ({ params }) => authoring.get(params.id ?? ""));
  route(router, endpoints.create, { access: "admin", status: 201 }, ({ user, body }) => authoring.create(user, body));
  route(router, endpoints.update, { access: "admin" }, ({ user, params, body }) =>
    authoring.update(user, params.id ?? "", body),
  );
  route(router, endpoints.remove, { access: "admin" }, ({ user, params }) => authoring.remove(user, params.id ?? ""));
  route(router, endpoints.restore, { access: "admin" }, ({ user, params }) => authoring.restore(user, params.id ?? ""));
}

/**
 * /api/admin/*: admins only (401 without a session, 403 for a student, before the body is read).
 * Validation and challenge saves run programs in the sandbox: they share the admin's run limit.
 */
export function createAdminRouter(deps: {
  db: Db;
  challenges: AnyAuthoring;
  validateChallenge: ReturnType<typeof challengeAuthoring>["validate"];
  quizzes: AnyAuthoring;
  tutorials: AnyAuthoring;
  limiter: RateLimiter;
  runPerMinute: number;
}) {
  const router = new Router<AppState>();
  const limitRuns = rateLimit(deps.limiter, {
    name: "admin-run",
    limit: deps.runPerMinute,
    windowMs: 60_000,
    key: (ctx) => ctx.state.user?.id ?? ctx.ip,
  });

  // Mounted before the item routes, whose :id would match "validate" and "starter-code".
  route(router, ADMIN_ENDPOINTS.validateChallenge, { access: "admin", before: [limitRuns] }, ({ user, body }) =>
    deps.validateChallenge(body, user),
  );
  route(router, ADMIN_ENDPOINTS.starterCode, { access: "admin" }, ({ body }) => {
    const keys: TLanguageKey[] = [];
    for (const name of body.languages) {
      const language = LANGUAGES.find((l) => l.name === name);
      if (!language) throw invalid(`languages: ${name} is not a language of the judge`);
      keys.push(language.key);
    }
    return { starterCode: generateStarterCodeJson(body.signature, keys) };
  });
  route(router, ADMIN_ENDPOINTS.audit, { access: "admin" }, ({ query }) => listChanges(deps.db, query));

  mountCrud(router, ADMIN_ENDPOINTS.challenges, deps.challenges);
  mountCrud(router, ADMIN_ENDPOINTS.quizzes, deps.quizzes);
  mountCrud(router, ADMIN_ENDPOINTS.tutorials, deps.tutorials);
  return router;
}
