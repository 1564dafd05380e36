import { COMPILER_ENDPOINTS, LANGUAGES } from "@cp/contracts";
import Router from "@koa/router";
import type { Middleware } from "koa";
import { formatZodError, HttpError, statusOfError } from "../../http/errors";
import { type RateLimiter, rateLimit } from "../../http/rate-limit";
import { route } from "../../http/route";
import type { AppState } from "../../http/state";
import {
  createSubmissionStore,
  decodeField,
  JUDGE0_MAX_SOURCE,
  presentJudge0,
  ZJudge0Query,
  ZJudge0Submission,
} from "./judge0";
import { presentLanguage, presentRunResult } from "./presenter";
import { type CompilerDeps, createCompilerService, requireLanguage } from "./service";

export const JUDGE0_BASE = "/api/judge0";

/** Runs are bounded per signed-in user, and per address for anonymous visitors of the compiler page. */
function ownerOf(ctx: { ip: string; state: AppState }): string {
  return ctx.state.user ? ctx.state.user.id : `ip:${ctx.ip}`;
}

/**
 * The compiler page's API and a Judge0-compatible API (so existing Judge0 clients work against
 * this server): languages, runs, and submissions with `wait` and `base64_encoded`.
 */
export function createCompilerRouter(deps: CompilerDeps & { rateLimit?: { limiter: RateLimiter; perMinute: number } }) {
  const service = createCompilerService(deps);
  const submissions = createSubmissionStore();
  const router = new Router<AppState>();
  const limited: Middleware<AppState>[] = deps.rateLimit
    ? [
        rateLimit(deps.rateLimit.limiter, {
          name: "run",
          limit: deps.rateLimit.perMinute,
          windowMs: 60_000,
          key: ownerOf,
        }),
      ]
    : [];

  route(router, COMPILER_ENDPOINTS.languages, { access: "public" }, async () =>
    (await service.languages()).map(presentLanguage),
  );

  route(router, COMPILER_ENDPOINTS.run, { access: "public", before: limited }, async ({ body, ctx }) => {
    const language = requireLanguage(body.language);
    const result = await service.run({ language, code: body.code, stdin: body.stdin }, ownerOf(ctx));
    return presentRunResult(result);
  });

  router.get(`${JUDGE0_BASE}/languages`, async (ctx) => {
    const statuses = await service.languages();
    ctx.body = statuses
      .filter((l) => l.available)
      .map((l) => ({ id: l.judgeId, name: `${l.name} (${l.version ?? "unknown"})` }));
  });

  router.post(`${JUDGE0_BASE}/submissions`, ...limited, async (ctx) => {
    // Judge0 answers every invalid submission with 422.
    const parsed = ZJudge0Submission.safeParse((ctx.request as { body?: unknown }).body ?? {});
    if (!parsed.success) throw new HttpError(422, formatZodError(parsed.error));
    const body = parsed.data;
    const query = ZJudge0Query.parse(ctx.query);
    const base64 = query.base64_encoded;
    const language = LANGUAGES.find((l) => l.judgeId === body.language_id);
    if (!language) throw new HttpError(422, `Language with id ${body.language_id} doesn't exist`);
    const code = decodeField(body.source_code, base64) ?? "";
    if (!code.trim()) throw new HttpError(422, "source_code must not be blank");
    if (code.length > JUDGE0_MAX_SOURCE) {
      throw new HttpError(422, `source_code must be at most ${JUDGE0_MAX_SOURCE / 1024} KB`);
    }
    // 0 (or no value) leaves the server's limit; anything else is at least 1 ms / 1 KB after rounding.
    const seconds = (value: number | null | undefined) => (value ? Math.max(1, Math.round(value * 1000)) : undefined);
    const expected = decodeField(body.expected_output, base64);
    const run = service.run(
      {
        language: language.key,
        code,
        stdin: decodeField(body.stdin, base64),
        limits: {
          cpuMs: seconds(body.cpu_time_limit),
          wallMs: seconds(body.wall_time_limit),
          memoryBytes: body.memory_limit ? Math.round(body.memory_limit * 1024) : undefined,
        },
      },
      ownerOf(ctx),
    );
    const token = submissions.create();
    ctx.status = 201;
    const settled = run.then(
      (result) => {
        submissions.settle(token, { state: "done", result, expected });
        return result;
      },
      (error: Error) => {
        const status = statusOfError(error);
        submissions.settle(token, { state: "failed", status, message: error.message });
        throw error;
      },
    );
    if (query.wait) {
      ctx.body = presentJudge0(await settled, token, base64, expected);
      return;
    }
    // Judge0's asynchronous mode: answer with the token now, the client polls GET /submissions/{token}.
    settled.catch(() => undefined);
    ctx.body = { token };
  });

  router.get(`${JUDGE0_BASE}/submissions/:token`, async (ctx) => {
    const query = ZJudge0Query.parse(ctx.query);
    const stored = submissions.get(ctx.params.token ?? "");
    if (!stored) throw new HttpError(404, "Submission not found");
    if (stored.state === "failed") throw new HttpError(stored.status, stored.message);
    if (stored.state === "running") {
      ctx.body = { token: ctx.params.token, status: { id: 2, description: "Processing" } };
      return;
    }
    ctx.body = presentJudge0(stored.result, ctx.params.token ?? "", query.base64_encoded, stored.expected);
  });

  return router;
}
