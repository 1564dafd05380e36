import type { Redis } from "ioredis";
import type { Middleware } from "koa";
import { HttpError } from "./errors";
import type { AppState } from "./state";

export type RateLimitResult = { allowed: boolean; retryAfterMs: number };

/** Fixed-window counters: in memory for one process, in Redis when several processes share the limit. */
export type RateLimiter = {
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
};

export function createMemoryRateLimiter(): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
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

export function createRedisRateLimiter(redis: Redis, prefix: string): RateLimiter {
  return {
    async hit(key, limit, windowMs) {
      const redisKey = `${prefix}:ratelimit:${key}`;
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
  options: { name: string; limit: number; windowMs: number; key: (ctx: { ip: string; state: AppState }) => string },
): Middleware<AppState> {
  return async (ctx, next) => {
    const result = await limiter.hit(`${options.name}:${options.key(ctx)}`, options.limit, options.windowMs);
    if (!result.allowed) {
      const seconds = Math.max(1, Math.ceil(result.retryAfterMs / 1000));
      throw new HttpError(429, `Too many requests. Try again in ${seconds} second${seconds === 1 ? "" : "s"}.`, {
        "Retry-After": String(seconds),
      });
    }
    await next();
  };
}
