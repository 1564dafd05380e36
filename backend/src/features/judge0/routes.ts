import Router from "@koa/router";
import type { Middleware } from "koa";
import { DomainError } from "../../errors";
import { HttpError, statusOf } from "../../http/errors";
import type { RateLimiter } from "../../http/rate-limit";
import type { AppState } from "../../http/state";
import {
  checkBatchSize,
  configInfo,
  Judge0Error,
  ownerOf,
  refuseDelete,
  requestedFields,
  requireLanguage,
  requireSubmission,
  runLimit,
} from "./api-rules";
import { judge0Languages } from "./languages";
import { describeStatus, NotUtf8Error, presentLanguage, presentSubmission } from "./presenter";
import { type Judge0Service, Judge0ValidationError } from "./service";

export const JUDGE0_BASE = "/api/judge0";

const flag = (value: unknown) => value === "true" || value === "1";

/**
 * CORS for the Judge0 API only, as Judge0 answers: any origin, no credentials, and a preflight
 * naming the methods and the headers the client asked for. Mounted before body parsing, so even a
 * malformed body's 400 reaches a page on another origin. The cookie-authenticated API stays without CORS.
 */
export function judge0Cors(): Middleware<AppState> {
  return async (ctx, next) => {
    if (ctx.path !== JUDGE0_BASE && !ctx.path.startsWith(`${JUDGE0_BASE}/`)) return next();
    ctx.set("Access-Control-Allow-Origin", "*");
    ctx.set("Access-Control-Expose-Headers", "Retry-After");
    if (ctx.method === "OPTIONS") {
      ctx.set("Access-Control-Allow-Methods", "GET, POST, DELETE, OPTIONS");
      const asked = ctx.get("Access-Control-Request-Headers");
      ctx.set(
        "Access-Control-Allow-Headers",
        asked && /^[\w\s,-]+$/.test(asked) ? asked : "Content-Type, X-Auth-Token, X-Auth-User",
      );
      ctx.set("Access-Control-Max-Age", "86400");
      ctx.set("Allow", "GET, POST, DELETE, OPTIONS");
      ctx.status = 204;
      return;
    }
    await next();
  };
}

/** Judge0's error bodies: `{error}`, and a 422 that names each field. */
const judge0Errors: Middleware<AppState> = async (ctx, next) => {
  try {
    await next();
  } catch (error) {
    if (error instanceof Judge0ValidationError) {
      ctx.status = 422;
      ctx.body = error.errors;
    } else if (error instanceof Judge0Error) {
      ctx.status = error.status;
      ctx.body = { error: error.message };
    } else if (error instanceof NotUtf8Error) {
      ctx.status = 400;
      ctx.body = { error: error.message };
    } else if (error instanceof HttpError) {
      for (const [name, value] of Object.entries(error.headers)) ctx.set(name, value);
      ctx.status = error.status;
      ctx.body = { error: error.message };
    } else if (error instanceof DomainError) {
      if (error.retryAfterSeconds) ctx.set("Retry-After", String(error.retryAfterSeconds));
      ctx.status = statusOf(error);
      ctx.body = { error: error.message };
    } else {
      throw error;
    }
  }
};

/**
 * The Judge0 CE API that clients use (languages, statuses, information, submissions one by one
 * and in batches, `fields`, `base64_encoded`, `wait`), in Judge0's own shapes and error bodies.
 * Not a contract route: its formats are Judge0's, not this app's.
 */
export function createJudge0Router(
  service: Judge0Service,
  options: { rateLimit?: { limiter: RateLimiter; perMinute: number }; version: string },
) {
  const router = new Router<AppState>({ prefix: JUDGE0_BASE });
  router.use(judge0Errors);
  const limited = runLimit(options.rateLimit);

  const languages = async () => judge0Languages(await service.languages());
  const languageName = async (id: number) => (await languages()).find((l) => l.id === id)?.name;

  router.get("/languages", async (ctx) => {
    ctx.body = (await languages()).filter((l) => l.current).map((l) => presentLanguage(l, "list"));
  });
  router.get("/languages/all", async (ctx) => {
    ctx.body = (await languages())
      .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id)
      .map((l) => presentLanguage(l, "all"));
  });
  router.get("/languages/:id", async (ctx) => {
    ctx.body = presentLanguage(requireLanguage(await languages(), ctx.params.id), "one");
  });
  router.get("/statuses", (ctx) => {
    ctx.body = Array.from({ length: 14 }, (_, i) => ({ id: i + 1, description: describeStatus(i + 1) }));
  });
  router.get("/about", (ctx) => {
    ctx.body = {
      version: options.version,
      homepage: null,
      source_code: null,
      maintainer: null,
      compatible_with: "Judge0 CE 1.13 API",
    };
  });
  router.get("/version", (ctx) => {
    ctx.type = "text/plain";
    ctx.body = options.version;
  });
  router.get("/config_info", (ctx) => {
    ctx.body = configInfo(service);
  });

  router.post("/submissions/batch", ...limited, async (ctx) => {
    const base64 = flag(ctx.query.base64_encoded);
    const list = (ctx.request.body as { submissions?: unknown } | undefined)?.submissions;
    const submissions = Array.isArray(list) ? list : [];
    checkBatchSize(submissions.length);
    const { created, answers } = await service.createBatch(submissions, { base64, owner: ownerOf(ctx) });
    ctx.status = created ? 201 : 422;
    ctx.body = answers;
  });

  router.get("/submissions/batch", async (ctx) => {
    const base64 = flag(ctx.query.base64_encoded);
    const fields = requestedFields(ctx.query.fields);
    const raw = ctx.get("tokens") || (typeof ctx.query.tokens === "string" ? ctx.query.tokens : "");
    const tokens = raw
      .trim()
      .split(",")
      .map((t) => t.trim())
      .filter(Boolean);
    checkBatchSize(tokens.length);
    const all = await languages();
    ctx.body = {
      submissions: tokens.map((token) => {
        const found = service.get(token);
        if (!found) return null;
        const name = all.find((l) => l.id === found.input.language_id)?.name;
        return presentSubmission(found, { base64, fields, languageName: name });
      }),
    };
  });

  router.post("/submissions", ...limited, async (ctx) => {
    const base64 = flag(ctx.query.base64_encoded);
    const wait = flag(ctx.query.wait);
    const fields = requestedFields(ctx.query.fields);
    const submission = await service.create(ctx.request.body, { base64, owner: ownerOf(ctx) });
    ctx.status = 201;
    if (!wait) {
      ctx.body = { token: submission.token };
      return;
    }
    const finished = (await service.wait(submission.token)) ?? submission;
    try {
      ctx.body = presentSubmission(finished, {
        base64,
        fields,
        languageName: await languageName(finished.input.language_id),
      });
    } catch (error) {
      if (!(error instanceof NotUtf8Error)) throw error;
      ctx.body = { token: submission.token, error: error.message };
    }
  });

  router.get("/submissions/:token", async (ctx) => {
    const base64 = flag(ctx.query.base64_encoded);
    const fields = requestedFields(ctx.query.fields);
    const found = requireSubmission(service.get(ctx.params.token ?? ""));
    ctx.body = presentSubmission(found, {
      base64,
      fields,
      languageName: await languageName(found.input.language_id),
    });
  });

  router.delete("/submissions/:token", () => refuseDelete());

  return router;
}
