/** The HTTP methods the API uses. */
export type THttpMethod = "GET" | "POST" | "PUT" | "DELETE";

/**
 * One REST route: its method and Koa-style path (`/api/challenges/:id`), both literal types, so
 * a caller knows the route's path parameters and (through `TEndpointOf`) its contract from it.
 * Zod-free: the web app's bundle imports these, the schemas stay on the contract's side.
 */
export type TRoute = { readonly method: THttpMethod; readonly path: string };

const get = <const P extends string>(path: P) => ({ method: "GET", path }) as const;
const post = <const P extends string>(path: P) => ({ method: "POST", path }) as const;
const put = <const P extends string>(path: P) => ({ method: "PUT", path }) as const;
const remove = <const P extends string>(path: P) => ({ method: "DELETE", path }) as const;

/** The six calls an admin has for each kind of item. */
function adminCrud<const B extends string>(base: B) {
  return {
    list: get(base),
    get: get(`${base}/:id` as `${B}/:id`),
    create: post(base),
    update: put(`${base}/:id` as `${B}/:id`),
    remove: remove(`${base}/:id` as `${B}/:id`),
    /** Undoes a delete (the toast's Undo). */
    restore: post(`${base}/:id/restore` as `${B}/:id/restore`),
  };
}

/**
 * Every contract route, keyed as the contract's `*_ENDPOINTS` are (each endpoint declaration
 * spreads its route). The client calls `call(ROUTES.challenges.detail, { params: { id } })`.
 */
export const ROUTES = {
  auth: {
    signup: post("/api/auth/signup"),
    login: post("/api/auth/login"),
    logout: post("/api/auth/logout"),
    me: get("/api/auth/me"),
  },
  challenges: {
    list: get("/api/challenges"),
    /** Public: a few catalog challenges for the home page (a visitor has no session). */
    popular: get("/api/challenges/popular"),
    /** Public: the catalog's real size for the home page's figures. */
    stats: get("/api/challenges/stats"),
    detail: get("/api/challenges/:id"),
    run: post("/api/challenges/:id/run"),
    submit: post("/api/challenges/:id/submit"),
    hint: post("/api/challenges/:id/hint"),
    drafts: get("/api/challenges/:id/drafts"),
    saveDraft: put("/api/challenges/:id/drafts"),
    editorial: get("/api/challenges/:id/editorial"),
    giveUp: post("/api/challenges/:id/give-up"),
  },
  compiler: {
    languages: get("/api/compiler/languages"),
    run: post("/api/compiler/run"),
    flow: post("/api/compiler/flow"),
  },
  forum: {
    list: get("/api/forum/posts"),
    create: post("/api/forum/posts"),
    detail: get("/api/forum/posts/:id"),
    update: put("/api/forum/posts/:id"),
    remove: remove("/api/forum/posts/:id"),
    hide: put("/api/forum/posts/:id/hidden"),
    like: post("/api/forum/posts/:id/like"),
    replies: get("/api/forum/posts/:id/replies"),
    reply: post("/api/forum/posts/:id/replies"),
    updateReply: put("/api/forum/replies/:id"),
    removeReply: remove("/api/forum/replies/:id"),
    hideReply: put("/api/forum/replies/:id/hidden"),
    likeReply: post("/api/forum/replies/:id/like"),
    preview: post("/api/forum/preview"),
  },
  progress: {
    leaderboard: get("/api/leaderboard"),
    leaderboardUser: get("/api/leaderboard/user/:userId"),
    progress: get("/api/progress/:userId"),
    stats: get("/api/progress/:userId/stats"),
    submissions: get("/api/submissions/user/:userId"),
    /** The caller's own submissions of one challenge, newest first, with their code. */
    mySubmissions: get("/api/submissions/challenge/:challengeId"),
    /** Where one of the caller's accepted submissions stands (asked for once the submit has answered). */
    standing: get("/api/submissions/:submissionId/standing"),
  },
  quizzes: {
    list: get("/api/quizzes"),
    detail: get("/api/quizzes/:id"),
    attempt: post("/api/quizzes/:id/attempts"),
    attempts: get("/api/quizzes/:id/attempts"),
  },
  tutorials: {
    courses: get("/api/tutorials/courses"),
    list: get("/api/tutorials"),
    detail: get("/api/tutorials/:id"),
    run: post("/api/tutorials/:id/steps/:index/run"),
    complete: post("/api/tutorials/:id/steps/:index/complete"),
    progress: get("/api/tutorials/:id/progress"),
  },
  admin: {
    challenges: adminCrud("/api/admin/challenges"),
    quizzes: adminCrud("/api/admin/quizzes"),
    tutorials: adminCrud("/api/admin/tutorials"),
    validateChallenge: post("/api/admin/challenges/validate"),
    starterCode: post("/api/admin/challenges/starter-code"),
    exportChallenge: get("/api/admin/challenges/:id/export"),
    importChallenges: post("/api/admin/challenges/import"),
    audit: get("/api/admin/audit"),
  },
} as const;

type TParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | TParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The path parameters of a Koa-style path: `{ id: string }` for `/api/challenges/:id`. */
export type TPathParams<P extends string> = { [K in TParamNames<P>]: string };

/** A route's url with its parameters filled in (each encoded). */
export function pathOf<R extends TRoute>(route: R, params: TPathParams<R["path"]>): string {
  const values = params as Record<string, string | number>;
  return route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(values[name])));
}

/** Urls of the API, built from the routes (for links, query keys and tests). */
export const API = {
  health: "/api/health",
  auth: {
    signup: ROUTES.auth.signup.path,
    login: ROUTES.auth.login.path,
    logout: ROUTES.auth.logout.path,
    me: ROUTES.auth.me.path,
  },
  challenges: {
    list: ROUTES.challenges.list.path,
    popular: ROUTES.challenges.popular.path,
    stats: ROUTES.challenges.stats.path,
    detail: (id: string) => pathOf(ROUTES.challenges.detail, { id }),
    run: (id: string) => pathOf(ROUTES.challenges.run, { id }),
    submit: (id: string) => pathOf(ROUTES.challenges.submit, { id }),
    hint: (id: string) => pathOf(ROUTES.challenges.hint, { id }),
    drafts: (id: string) => pathOf(ROUTES.challenges.drafts, { id }),
    editorial: (id: string) => pathOf(ROUTES.challenges.editorial, { id }),
    giveUp: (id: string) => pathOf(ROUTES.challenges.giveUp, { id }),
  },
  compiler: {
    run: ROUTES.compiler.run.path,
    languages: ROUTES.compiler.languages.path,
    flow: ROUTES.compiler.flow.path,
  },
  leaderboard: {
    list: ROUTES.progress.leaderboard.path,
    user: (userId: string) => pathOf(ROUTES.progress.leaderboardUser, { userId }),
  },
  forum: {
    posts: ROUTES.forum.list.path,
    post: (id: string) => pathOf(ROUTES.forum.detail, { id }),
    postLike: (id: string) => pathOf(ROUTES.forum.like, { id }),
    postHidden: (id: string) => pathOf(ROUTES.forum.hide, { id }),
    postReplies: (id: string) => pathOf(ROUTES.forum.replies, { id }),
    reply: (id: string) => pathOf(ROUTES.forum.updateReply, { id }),
    replyLike: (id: string) => pathOf(ROUTES.forum.likeReply, { id }),
    replyHidden: (id: string) => pathOf(ROUTES.forum.hideReply, { id }),
    preview: ROUTES.forum.preview.path,
    /** An external image of a post, fetched by the server: `?url=<encoded http(s) URL>`. */
    image: "/api/forum/image",
  },
  tutorials: {
    courses: ROUTES.tutorials.courses.path,
    list: ROUTES.tutorials.list.path,
    detail: (id: string) => pathOf(ROUTES.tutorials.detail, { id }),
    run: (id: string, index: number | string) => pathOf(ROUTES.tutorials.run, { id, index: String(index) }),
    complete: (id: string, index: number | string) => pathOf(ROUTES.tutorials.complete, { id, index: String(index) }),
    progress: (id: string) => pathOf(ROUTES.tutorials.progress, { id }),
  },
  quizzes: {
    list: ROUTES.quizzes.list.path,
    detail: (id: string) => pathOf(ROUTES.quizzes.detail, { id }),
    attempts: (id: string) => pathOf(ROUTES.quizzes.attempts, { id }),
  },
  progress: (userId: string) => pathOf(ROUTES.progress.progress, { userId }),
  progressStats: (userId: string) => pathOf(ROUTES.progress.stats, { userId }),
  submissions: (userId: string) => pathOf(ROUTES.progress.submissions, { userId }),
  mySubmissions: (challengeId: string) => pathOf(ROUTES.progress.mySubmissions, { challengeId }),
  submissionStanding: (submissionId: string) => pathOf(ROUTES.progress.standing, { submissionId }),
} as const;

/** The admin's collections (spec section 9), for the client's route loader and query keys. */
export const ADMIN_API = {
  challenges: ROUTES.admin.challenges.list.path,
  quizzes: ROUTES.admin.quizzes.list.path,
  tutorials: ROUTES.admin.tutorials.list.path,
  validateChallenge: ROUTES.admin.validateChallenge.path,
  starterCode: ROUTES.admin.starterCode.path,
  importChallenges: ROUTES.admin.importChallenges.path,
  audit: ROUTES.admin.audit.path,
} as const;
