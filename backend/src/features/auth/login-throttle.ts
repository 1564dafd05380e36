import { type RateLimiter, rateLimit, tooManyRequests } from "../../http/rate-limit";

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

/** The counters one login attempt took, handed back to `loginSucceeded` when the password was right. */
export type LoginTurn = { account: string; ip: string; known: boolean; accountKey: string; addressKey: string };

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
export function createLoginThrottle(deps: { limiter: RateLimiter; limits: AuthLimits }) {
  const { limiter, limits } = deps;
  const backoff = {
    free: limits.loginFreeAttempts,
    maxDelayMs: limits.loginBackoffMaxMs,
    forgetMs: Math.max(HOUR, 4 * limits.loginBackoffMaxMs),
  };
  const knownKey = (account: string, ip: string) => `login-known:${account}:${ip}`;

  return {
    /** Middleware before a sign-up: answers 429 past the address's hourly allowance. */
    limitSignups: rateLimit(limiter, {
      name: "signup",
      limit: limits.signupsPerHour,
      windowMs: HOUR,
      key: (ctx) => ctx.ip,
      message: "Too many sign-ups from this network.",
    }),

    /** A new account's address becomes known to it. */
    async signedUp(username: string, ip: string): Promise<void> {
      await limiter.mark(knownKey(username.toLowerCase(), ip), KNOWN_ADDRESS_MS);
    },

    /**
     * Takes a login attempt's turn before its password is checked, or throws a 429 when the
     * address or the account has tried too often. An attempt that fails keeps its counts.
     */
    async admitLogin(username: string, ip: string): Promise<LoginTurn> {
      const account = username.toLowerCase();
      const known = await limiter.marked(knownKey(account, ip));
      const addressKey = `login-failures:${ip}`;
      if (!known) {
        // Counted up front (parallel guesses cannot slip through together), taken back on success.
        const address = await limiter.hit(addressKey, limits.loginFailuresPerAddress, LOGIN_FAILURE_WINDOW_MS);
        if (!address.allowed)
          throw tooManyRequests("Too many failed sign-in attempts from this network.", address.retryAfterMs);
      }
      const accountKey = known ? `login:${account}:${ip}` : `login:${account}`;
      const turn = await limiter.attempt(accountKey, backoff);
      if (!turn.allowed) {
        if (!known) await limiter.undo(addressKey); // no password was tried
        throw tooManyRequests("Too many failed sign-in attempts for this account.", turn.retryAfterMs);
      }
      return { account, ip, known, accountKey, addressKey };
    },

    /** A right password: the account's delays are forgotten, the address's count taken back, the address known. */
    async loginSucceeded(turn: LoginTurn): Promise<void> {
      await Promise.all([
        limiter.clear(turn.accountKey),
        turn.known ? Promise.resolve() : limiter.undo(turn.addressKey),
        limiter.mark(knownKey(turn.account, turn.ip), KNOWN_ADDRESS_MS),
      ]);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
