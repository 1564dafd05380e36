import {
  ADMIN_ENDPOINTS,
  type TAdminChallenge,
  type TAdminChallengeInput,
  type TAdminChallengeListItem,
  type TAdminQuiz,
  type TAdminQuizInput,
  type TAdminQuizListItem,
  type TAdminTutorial,
  type TAdminTutorialInput,
  type TAdminTutorialListItem,
} from "@cp/contracts";
import Router from "@koa/router";
import type { Db } from "../../db/client";
import { type RateLimiter, rateLimit } from "../../http/rate-limit";
import { route } from "../../http/route";
import type { AppState, SessionUser } from "../../http/state";
import type { challengeArchives } from "./challenge-archive";
import type { ChallengeAuthoring } from "./challenge-authoring";
import { readChanges, starterCodeFor } from "./service";

type Authoring<Input, Editable, ListItem> = {
  list(): Promise<ListItem[]>;
  get(id: string): Promise<Editable>;
  create(actor: SessionUser, input: Input): Promise<Editable>;
  update(actor: SessionUser, id: string, input: Input): Promise<Editable>;
  remove(actor: SessionUser, id: string): Promise<{ id: string; deleted: true }>;
  restore(actor: SessionUser, id: string): Promise<Editable>;
};

export type ChallengeCrud = Authoring<TAdminChallengeInput, TAdminChallenge, TAdminChallengeListItem>;
export type QuizCrud = Authoring<TAdminQuizInput, TAdminQuiz, TAdminQuizListItem>;
export type TutorialCrud = Authoring<TAdminTutorialInput, TAdminTutorial, TAdminTutorialListItem>;

/**
 * /api/admin/*: admins only (401 without a session, 403 for a student, before the body is read).
 * Validation and challenge saves run programs in the sandbox: they share the admin's run limit.
 */
export function createAdminRouter(deps: {
  db: Db;
  challenges: ChallengeCrud;
  validateChallenge: ChallengeAuthoring["validate"];
  archives: ReturnType<typeof challengeArchives>;
  quizzes: QuizCrud;
  tutorials: TutorialCrud;
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
  route(router, ADMIN_ENDPOINTS.starterCode, { access: "admin" }, ({ body }) =>
    starterCodeFor(body.signature, body.languages),
  );
  route(router, ADMIN_ENDPOINTS.audit, { access: "admin" }, ({ query }) => readChanges(deps.db, query));
  route(router, ADMIN_ENDPOINTS.exportChallenge, { access: "admin" }, ({ params }) =>
    deps.archives.exportOne(params.id),
  );
  // An import runs every archive's programs in the sandbox: it shares the admin's run limit.
  route(router, ADMIN_ENDPOINTS.importChallenges, { access: "admin", before: [limitRuns] }, ({ user, body }) =>
    deps.archives.importMany(user, body),
  );

  // The same six calls for each kind of item: list, one whole, create (201), update, delete, restore.
  const { challenges, quizzes, tutorials } = ADMIN_ENDPOINTS;
  const admin = { access: "admin" } as const;
  const created = { access: "admin", status: 201 } as const;

  route(router, challenges.list, admin, () => deps.challenges.list());
  route(router, challenges.get, admin, ({ params }) => deps.challenges.get(params.id));
  route(router, challenges.create, created, ({ user, body }) => deps.challenges.create(user, body));
  route(router, challenges.update, admin, ({ user, params, body }) => deps.challenges.update(user, params.id, body));
  route(router, challenges.remove, admin, ({ user, params }) => deps.challenges.remove(user, params.id));
  route(router, challenges.restore, admin, ({ user, params }) => deps.challenges.restore(user, params.id));

  route(router, quizzes.list, admin, () => deps.quizzes.list());
  route(router, quizzes.get, admin, ({ params }) => deps.quizzes.get(params.id));
  route(router, quizzes.create, created, ({ user, body }) => deps.quizzes.create(user, body));
  route(router, quizzes.update, admin, ({ user, params, body }) => deps.quizzes.update(user, params.id, body));
  route(router, quizzes.remove, admin, ({ user, params }) => deps.quizzes.remove(user, params.id));
  route(router, quizzes.restore, admin, ({ user, params }) => deps.quizzes.restore(user, params.id));

  route(router, tutorials.list, admin, () => deps.tutorials.list());
  route(router, tutorials.get, admin, ({ params }) => deps.tutorials.get(params.id));
  route(router, tutorials.create, created, ({ user, body }) => deps.tutorials.create(user, body));
  route(router, tutorials.update, admin, ({ user, params, body }) => deps.tutorials.update(user, params.id, body));
  route(router, tutorials.remove, admin, ({ user, params }) => deps.tutorials.remove(user, params.id));
  route(router, tutorials.restore, admin, ({ user, params }) => deps.tutorials.restore(user, params.id));
  return router;
}
