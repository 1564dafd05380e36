import type { Middleware } from "koa";
import { isApiPath } from "./api-paths";
import { HttpError } from "./errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A page on another site can make a browser send a cookie-carrying POST only as a "simple"
 * request: a form or text/plain body and no custom header. So every state-changing API request
 * must either send JSON or carry the `X-Requested-With` header, which no such page can set
 * without a CORS preflight this server never grants. Runs before the body parser, so a refused
 * body is never read. `exempt` lists path prefixes with no cookie authority (the Judge0 API).
 */
export function requireAppRequests(exempt: string[] = []): Middleware {
  return async (ctx, next) => {
    if (
      SAFE_METHODS.has(ctx.method) ||
      !isApiPath(ctx.path) ||
      exempt.some((prefix) => ctx.path.startsWith(prefix)) ||
      ctx.is("application/json") ||
      ctx.get("X-Requested-With") !== ""
    ) {
      return next();
    }
    if (ctx.request.length > 0 || ctx.get("Transfer-Encoding") !== "") {
      throw new HttpError(415, "Send the request body as JSON (Content-Type: application/json)");
    }
    throw new HttpError(403, "A request that changes data must send JSON or the X-Requested-With header");
  };
}
