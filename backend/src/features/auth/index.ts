import type { Db } from "../../db/client";
import type { RateLimiter } from "../../http/rate-limit";
import { createAuthRouter } from "./routes";
import { createAuthService } from "./service";

export { findUserById } from "./repo";
// The auth feature's front door: accounts, sessions and the cookie that carries them.
export type { AuthService } from "./service";
export { SESSION_COOKIE } from "./sessions";

export function createAuthFeature(deps: {
  db: Db;
  sessionSecret: string;
  sessionTtlMs: number;
  limiter: RateLimiter;
  authPerMinute: number;
  cookieSecure: boolean;
}) {
  const auth = createAuthService({ db: deps.db, sessionSecret: deps.sessionSecret, sessionTtlMs: deps.sessionTtlMs });
  return {
    auth,
    router: createAuthRouter({
      auth,
      limiter: deps.limiter,
      authPerMinute: deps.authPerMinute,
      cookieSecure: deps.cookieSecure,
    }),
  };
}
