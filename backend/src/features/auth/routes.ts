import { AUTH_ENDPOINTS } from "@cp/contracts";
import Router from "@koa/router";
import type { Context } from "koa";
import { type RateLimiter, rateLimit } from "../../http/rate-limit";
import { route } from "../../http/route";
import type { AppState } from "../../http/state";
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

  route(
    router,
    AUTH_ENDPOINTS.signup,
    { access: "public", before: [limitAuth("signup")], status: 201 },
    async ({ body, ctx }) => {
      const { user, session } = await auth.signup(body);
      setCookie(ctx, session);
      return presentUser(user);
    },
  );

  route(router, AUTH_ENDPOINTS.login, { access: "public", before: [limitAuth("login")] }, async ({ body, ctx }) => {
    const { user, session } = await auth.login(body);
    setCookie(ctx, session);
    return presentUser(user);
  });

  route(router, AUTH_ENDPOINTS.logout, { access: "public", status: 204 }, async ({ user, ctx }) => {
    if (user) await auth.logout(user.sessionId);
    ctx.cookies.set(SESSION_COOKIE, "", { httpOnly: true, sameSite: "lax", expires: new Date(0), overwrite: true });
  });

  route(router, AUTH_ENDPOINTS.me, { access: "user" }, ({ user }) => presentUser(user));

  return router;
}
