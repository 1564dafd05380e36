import { AUTH_ENDPOINTS } from "@cp/contracts";
import Router from "@koa/router";
import type { Context } from "koa";
import { type RateLimiter, rateLimit, tooManyRequests } from "../../http/rate-limit";
import { route } from "../../http/route";
import type { AppState } from "../../http/state";
import { presentUser } from "./presenter";
import type { AuthService } from "./service";
import { SESSION_COOKIE } from "./sessions";

export type AuthLimits = {
  signupsPerHour: number;
  loginFailuresPerAddress: number;
  loginFreeAttempts: number;
  loginBackoffMaxMs: number;
};

const HOUR = 60 * 60 * 1000;
/** The window of the per-address failed-login limit. */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** How long an address stays known to an account after a successful login or sign-up there. */
const KNOWN_ADDRESS_MS = 30 * 24 * HOUR;

/**
 * Sign-up and login, protected so that guessing passwords is slow while a whole class behind one
 * school address signs up and in together:
 * - sign-ups: an hourly allowance per address;
 * - failed logins per address (successful ones do not count): a password spray from one address
 *   stops early;
 * - per account, growing delays between attempts after a few free ones (1 s, 2 s, 4 s… up to a
 *   cap), whatever the address, so guessing from many addresses stays slow. From an address where
 *   the account signed in (or up) before, the account's own delays and the address limit do not
 *   apply, only a separate backoff of that pair: an attacker elsewhere cannot lock the real user out.
 */
export function createAuthRouter(deps: {
  auth: AuthService;
  limiter: RateLimiter;
  limits: AuthLimits;
  cookieSecure: boolean;
}) {
  const { auth, limiter, limits } = deps;
  const router = new Router<AppState>();
  const limitSignups = rateLimit(limiter, {
    name: "signup",
    limit: limits.signupsPerHour,
    windowMs: HOUR,
    key: (ctx) => ctx.ip,
    message: "Too many sign-ups from this network.",
  });
  const backoff = {
    free: limits.loginFreeAttempts,
    maxDelayMs: limits.loginBackoffMaxMs,
    forgetMs: Math.max(HOUR, 4 * limits.loginBackoffMaxMs),
  };
  const knownKey = (account: string, ip: string) => `login-known:${account}:${ip}`;

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
    { access: "public", before: [limitSignups], status: 201 },
    async ({ body, ctx }) => {
      const { user, session } = await auth.signup(body);
      await limiter.mark(knownKey(user.username.toLowerCase(), ctx.ip), KNOWN_ADDRESS_MS);
      setCookie(ctx, session);
      return presentUser(user);
    },
  );

  route(router, AUTH_ENDPOINTS.login, { access: "public" }, async ({ body, ctx }) => {
    const account = body.username.toLowerCase();
    const known = await limiter.marked(knownKey(account, ctx.ip));
    const addressKey = `login-failures:${ctx.ip}`;
    if (!known) {
      // Counted up front (parallel guesses cannot slip through together), taken back on success.
      const address = await limiter.hit(addressKey, limits.loginFailuresPerAddress, LOGIN_FAILURE_WINDOW_MS);
      if (!address.allowed)
        throw tooManyRequests("Too many failed sign-in attempts from this network.", address.retryAfterMs);
    }
    const accountKey = known ? `login:${account}:${ctx.ip}` : `login:${account}`;
    const turn = await limiter.attempt(accountKey, backoff);
    if (!turn.allowed) {
      if (!known) await limiter.undo(addressKey); // no password was tried
      throw tooManyRequests("Too many failed sign-in attempts for this account.", turn.retryAfterMs);
    }
    const { user, session } = await auth.login(body);
    await Promise.all([
      limiter.clear(accountKey),
      known ? Promise.resolve() : limiter.undo(addressKey),
      limiter.mark(knownKey(account, ctx.ip), KNOWN_ADDRESS_MS),
    ]);
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
