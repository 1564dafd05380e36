import { API, type TLoginRequest, type TSignupRequest, ZLoginRequest, ZSignupRequest } from "@cp/contracts";
import Router from "@koa/router";
import type { Context } from "koa";
import { type RateLimiter, rateLimit } from "../../http/rate-limit";
import { type AppState, currentUser } from "../../http/state";
import { validate } from "../../http/validate";
import { presentUser } from "./presenter";
import type { AuthService } from "./service";
import { SESSION_COOKIE } from "./sessions";

export function createAuthRouter(deps: {
  auth: AuthService;
  limiter: RateLimiter;
  authPerMinute: number;
  cookieSecure: boolean;
}) {
  const { auth } = deps;
  const router = new Router<AppState>();
  const limitAuth = (name: string) =>
    rateLimit(deps.limiter, { name, limit: deps.authPerMinute, windowMs: 60_000, key: (ctx) => ctx.ip });

  const setCookie = (ctx: Context, session: { token: string; expiresAt: Date }) => {
    ctx.cookies.set(SESSION_COOKIE, session.token, {
      httpOnly: true,
      sameSite: "lax",
      secure: deps.cookieSecure,
      expires: session.expiresAt,
      overwrite: true,
    });
  };

  router.post(API.auth.signup, limitAuth("signup"), validate({ body: ZSignupRequest }), async (ctx) => {
    const { user, session } = await auth.signup(ctx.state.input as TSignupRequest);
    setCookie(ctx, session);
    ctx.status = 201;
    ctx.body = presentUser(user);
  });

  router.post(API.auth.login, limitAuth("login"), validate({ body: ZLoginRequest }), async (ctx) => {
    const { user, session } = await auth.login(ctx.state.input as TLoginRequest);
    setCookie(ctx, session);
    ctx.body = presentUser(user);
  });

  router.post(API.auth.logout, async (ctx) => {
    if (ctx.state.user) await auth.logout(ctx.state.user.sessionId);
    ctx.cookies.set(SESSION_COOKIE, "", { httpOnly: true, sameSite: "lax", expires: new Date(0), overwrite: true });
    ctx.status = 204;
  });

  router.get(API.auth.me, async (ctx) => {
    ctx.body = presentUser(currentUser(ctx));
  });

  return router;
}
