import { AUTH_ENDPOINTS } from "@cp/contracts";
import Router from "@koa/router";
import type { Context } from "koa";
import type { RateLimiter } from "../../http/rate-limit";
import { route } from "../../http/route";
import type { AppState } from "../../http/state";
import { type AuthLimits, createLoginThrottle } from "./login-throttle";
import { presentUser } from "./presenter";
import type { AuthService } from "./service";
import { SESSION_COOKIE } from "./sessions";

export type { AuthLimits } from "./login-throttle";

/** Sign-up, login, logout and the current user; when to throttle is login-throttle.ts's decision. */
export function createAuthRouter(deps: {
  auth: AuthService;
  limiter: RateLimiter;
  limits: AuthLimits;
  cookieSecure: boolean;
}) {
  const { auth, limiter, limits } = deps;
  const router = new Router<AppState>();
  const throttle = createLoginThrottle({ limiter, limits });

  const setCookie = (ctx: Context, session: { token: string; expiresAt: Date }) => {
    // The cookies library refuses a Secure cookie on a connection it does not see as HTTPS (plain
    // http://localhost, or a TLS proxy without TRUST_PROXY) and the committed sign-up would answer
    // 500. The setting says the site is served over HTTPS: the browser decides where it keeps it.
    if (deps.cookieSecure) ctx.cookies.secure = true;
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
    { access: "public", before: [throttle.limitSignups], status: 201 },
    async ({ body, ctx }) => {
      const { user, session } = await auth.signup(body);
      await throttle.signedUp(user.username, ctx.ip);
      setCookie(ctx, session);
      return presentUser(user);
    },
  );

  route(router, AUTH_ENDPOINTS.login, { access: "public" }, async ({ body, ctx }) => {
    const turn = await throttle.admitLogin(body.username, ctx.ip);
    const { user, session } = await auth.login(body);
    await throttle.loginSucceeded(turn);
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
