import type { Middleware } from "koa";

/** Every API path starts with this, in lower case; nothing else is the API. */
export const API_PREFIX = "/api/";

/** Whether a request path is the API's: the one test every path check of the server makes. */
export const isApiPath = (path: string) => path.startsWith(API_PREFIX);

const ANY_CASE_API = /^\/api\//i;

/**
 * Answers 404 to an API path written in another case (`/API/auth/me`), before any other check.
 * The router matches paths case-insensitively, while the checks in front of it (the session,
 * the app-request rule, compression, the SPA fallback) look for `/api/` as written: such a path
 * would reach a route with some of them skipped. Refusing it here leaves one spelling of the API,
 * the one every check knows.
 */
export function refuseMiscasedApiPaths(): Middleware {
  return async (ctx, next) => {
    if (!isApiPath(ctx.path) && ANY_CASE_API.test(ctx.path)) {
      ctx.status = 404;
      ctx.body = { message: `No such endpoint: ${ctx.method} ${ctx.path} (API paths start with ${API_PREFIX})` };
      return;
    }
    return next();
  };
}
