import type { Db } from "../../db/client";
import type { RateLimiter } from "../../http/rate-limit";
import { type AuthLimits, createAuthRouter } from "./routes";
import { createAuthService } from "./service";

export { findUserById } from "./repo";
export type { AuthLimits } from "./routes";
// The auth feature's front door: accounts, sessions and the cookie that carries them.
export { type AuthService, SESSION_CACHE_MS } from "./service";
export { SESSION_COOKIE } from "./sessions";

export function createAuthFeature(deps: {
  db: Db;
  sessionSecret: string;
  sessionTtlMs: number;
  sessionsPerUser: number;
  limiter: RateLimiter;
  limits: AuthLimits;
  cookieSecure: boolean;
}) {
  const auth = createAuthService({
    db: deps.db,
    sessionSecret: deps.sessionSecret,
    sessionTtlMs: deps.sessionTtlMs,
    sessionsPerUser: deps.sessionsPerUser,
  });
  return {
    auth,
    router: createAuthRouter({
      auth,
      limiter: deps.limiter,
      limits: deps.limits,
      cookieSecure: deps.cookieSecure,
    }),
  };
}
