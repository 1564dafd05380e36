import type { RateLimiter } from "../../http/rate-limit";
import { createJudge0Router, judge0Cors } from "./routes";
import { createJudge0Service, type Judge0Deps } from "./service";

// The Judge0 feature's front door: a Judge0 CE-compatible API over this server's sandbox.
export { JUDGE0_BASE } from "./routes";

export function createJudge0Feature(
  deps: Judge0Deps & { rateLimit?: { limiter: RateLimiter; perMinute: number }; version: string },
) {
  const service = createJudge0Service(deps);
  return {
    router: createJudge0Router(service, { rateLimit: deps.rateLimit, version: deps.version }),
    /** Runs before body parsing: CORS headers and preflights for /api/judge0 only. */
    edge: judge0Cors(),
  };
}
