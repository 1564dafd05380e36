import type { Redis } from "ioredis";
import type { Middleware } from "koa";
import { HttpError } from "./errors";
import type { AppState } from "./state";

export type RateLimitResult = { allowed: boolean; retryAfterMs: number };

/** Growing delays between attempts on one key (see `attempt`). */
export type BackoffPolicy = {
  /** Attempts allowed back to back before the delays start. */
  free: number;
  /** Longest delay between two attempts. */
  maxDelayMs: number;
  /** The key is forgotten this long after its last attempt. */
  forgetMs: number;
};

/** The wait after the `count`-th counted attempt: none for the free ones, then 1 s, 2 s, 4 s… up to the cap. */
export function backoffDelayMs(count: number, policy: BackoffPolicy): number {
  if (count < policy.free) return 0;
  return Math.min(policy.maxDelayMs, 1000 * 2 ** Math.min(30, count - policy.free));
}

/**
 * Counters shared by every process of a deployment: in memory for one process, in Redis when
 * several processes share the limits.
 */
export type RateLimiter = {
  /** Fixed window: counts a call and tells whether it is within `limit`. */
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
  /** Takes back one call counted by `hit` (it turned out not to count, e.g. a successful login). */
  undo(key: string): Promise<void>;
  /**
   * Backoff: an attempt is allowed once the delay earned by the attempts before it has passed;
   * an allowed attempt is counted at once (so parallel attempts cannot slip through together).
   */
  attempt(key: string, policy: BackoffPolicy): Promise<RateLimitResult>;
  /** Forgets a key's attempts (and counts). */
  clear(key: string): Promise<void>;
  /** Remembers a fact for a while (e.g. "this account signed in from this address"). */
  mark(key: string, ttlMs: number): Promise<void>;
  marked(key: string): Promise<boolean>;
};

export function createMemoryRateLimiter(): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const backoffs = new Map<string, { count: number; nextAt: number; forgetAt: number }>();
  const marks = new Map<string, number>();
  const sweep = <V>(map: Map<string, V>, expiresAt: (value: V) => number) => {
    if (map.size <= 50_000) return;
    const now = Date.now();
    for (const [k, v] of map) if (expiresAt(v) <= now) map.delete(k);
  };
  return {
    async undo(key) {
      const window = windows.get(key);
      if (window && window.count > 0) window.count -= 1;
    },
    async attempt(key, policy) {
      const now = Date.now();
      let state = backoffs.get(key);
      if (!state || state.forgetAt <= now) {
        sweep(backoffs, (v) => v.forgetAt);
        state = { count: 0, nextAt: 0, forgetAt: 0 };
        backoffs.set(key, state);
      }
      if (now < state.nextAt) return { allowed: false, retryAfterMs: state.nextAt - now };
      state.count += 1;
      state.nextAt = now + backoffDelayMs(state.count, policy);
      state.forgetAt = now + policy.forgetMs;
      return { allowed: true, retryAfterMs: 0 };
    },
    async clear(key) {
      backoffs.delete(key);
      windows.delete(key);
    },
    async mark(key, ttlMs) {
      sweep(marks, (v) => v);
      marks.set(key, Date.now() + ttlMs);
    },
    async marked(key) {
      return (marks.get(key) ?? 0) > Date.now();
    },
    async hit(key, limit, windowMs) {
      const now = Date.now();
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        if (windows.size > 50_000) {
          for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
        }
        window = { count: 0, resetAt: now + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { allowed: window.count <= limit, retryAfterMs: Math.max(0, window.resetAt - now) };
    },
  };
}

/** One atomic backoff step (see RateLimiter.attempt): KEYS[1] hash {count, next}; ARGV now, free, maxDelayMs, forgetMs. */
const ATTEMPT_SCRIPT = `
local state = redis.call('HMGET', KEYS[1], 'count', 'next')
local count = tonumber(state[1]) or 0
local nextAt = tonumber(state[2]) or 0
local now = tonumber(ARGV[1])
if now < nextAt then return {0, nextAt - now} end
count = count + 1
local delay = 0
if count >= tonumber(ARGV[2]) then
  delay = math.min(tonumber(ARGV[3]), 1000 * 2 ^ math.min(30, count - tonumber(ARGV[2])))
end
redis.call('HSET', KEYS[1], 'count', count, 'next', now + delay)
redis.call('PEXPIRE', KEYS[1], ARGV[4])
return {1, 0}`;

export function createRedisRateLimiter(redis: Redis, prefix: string): RateLimiter {
  const k = (key: string) => `${prefix}:ratelimit:${key}`;
  return {
    async undo(key) {
      // Never below zero, and never creating a key that has expired.
      await redis.eval(
        "if (tonumber(redis.call('GET', KEYS[1]) or 0)) > 0 then redis.call('DECR', KEYS[1]) end",
        1,
        k(key),
      );
    },
    async attempt(key, policy) {
      const [allowed, retryAfterMs] = (await redis.eval(
        ATTEMPT_SCRIPT,
        1,
        k(`backoff:${key}`),
        Date.now(),
        policy.free,
        policy.maxDelayMs,
        policy.forgetMs,
      )) as [number, number];
      return { allowed: allowed === 1, retryAfterMs: Number(retryAfterMs) };
    },
    async clear(key) {
      await redis.del(k(`backoff:${key}`), k(key));
    },
    async mark(key, ttlMs) {
      await redis.set(k(`mark:${key}`), "1", "PX", ttlMs);
    },
    async marked(key) {
      return (await redis.exists(k(`mark:${key}`))) === 1;
    },
    async hit(key, limit, windowMs) {
      const redisKey = k(key);
      const results = await redis.multi().incr(redisKey).pexpire(redisKey, windowMs, "NX").pttl(redisKey).exec();
      const count = Number(results?.[0]?.[1] ?? 0);
      const ttl = Number(results?.[2]?.[1] ?? windowMs);
      return { allowed: count <= limit, retryAfterMs: Math.max(0, ttl) };
    },
  };
}

/** Rejects the request with 429 and a Retry-After header once `key(ctx)` passes `limit` calls per window. */
export function rateLimit(
  limiter: RateLimiter,
  options: {
    name: string;
    limit: number;
    windowMs: number;
    key: (ctx: { ip: string; state: AppState }) => string;
    /** What the 429 says before the wait ("Too many requests." by default). */
    message?: string;
  },
): Middleware<AppState> {
  return async (ctx, next) => {
    const result = await limiter.hit(`${options.name}:${options.key(ctx)}`, options.limit, options.windowMs);
    if (!result.allowed) throw tooManyRequests(options.message ?? "Too many requests.", result.retryAfterMs);
    await next();
  };
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;

/** A wait in words for people: "45 seconds", "3 minutes", "about 2 hours". */
export function waitInWords(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return plural(seconds, "second");
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return plural(minutes, "minute");
  const hours = Math.round(minutes / 60);
  return `about ${plural(hours, "hour")}`;
}

/** A 429 whose message says what happened and how long to wait, in words, with Retry-After in seconds. */
export function tooManyRequests(what: string, retryAfterMs: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new HttpError(429, `${what} Try again in ${waitInWords(retryAfterMs)}.`, { "Retry-After": String(seconds) });
}
