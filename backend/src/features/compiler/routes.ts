import { COMPILER_ENDPOINTS } from "@cp/contracts";
import Router from "@koa/router";
import type { Middleware } from "koa";
import { type RateLimiter, rateLimit } from "../../http/rate-limit";
import { route } from "../../http/route";
import type { AppState } from "../../http/state";
import { presentLanguage, presentRunResult } from "./presenter";
import { type CompilerDeps, createCompilerService, requireLanguage } from "./service";

/** Runs are bounded per signed-in user, and per address for anonymous visitors of the compiler page. */
function ownerOf(ctx: { ip: string; state: AppState }): string {
  return ctx.state.user ? ctx.state.user.id : `ip:${ctx.ip}`;
}

/**
 * The compiler page's API: the languages, whole-program runs with stdin and flow analysis.
 */
export function createCompilerRouter(deps: CompilerDeps & { rateLimit?: { limiter: RateLimiter; perMinute: number } }) {
  const service = createCompilerService(deps);
  const router = new Router<AppState>();
  const limited: Middleware<AppState>[] = deps.rateLimit
    ? [
        rateLimit(deps.rateLimit.limiter, {
          name: "run",
          limit: deps.rateLimit.perMinute,
          windowMs: 60_000,
          key: ownerOf,
        }),
      ]
    : [];

  route(router, COMPILER_ENDPOINTS.languages, { access: "public" }, async () =>
    (await service.languages()).map(presentLanguage),
  );

  route(router, COMPILER_ENDPOINTS.run, { access: "public", before: limited }, async ({ body, ctx }) => {
    const language = requireLanguage(body.language);
    const result = await service.run({ language, code: body.code, stdin: body.stdin }, ownerOf(ctx));
    return presentRunResult(result);
  });

  route(router, COMPILER_ENDPOINTS.flow, { access: "public", before: limited }, async ({ body, ctx }) =>
    service.flow({ language: body.language, code: body.code, stdin: body.stdin }, ownerOf(ctx)),
  );

  return router;
}
