import Router from "@koa/router";
import type { Middleware } from "koa";
import { DomainError } from "../../errors";
import { HttpError, statusOf } from "../../http/errors";
import { type RateLimiter, rateLimit } from "../../http/rate-limit";
import type { AppState } from "../../http/state";
import { judge0Languages } from "./languages";
import {
  describeStatus,
  NotUtf8Error,
  parseFields,
  presentLanguage,
  presentSubmission,
  type SubmissionField,
} from "./presenter";
import { type Judge0Service, Judge0ValidationError } from "./service";
import { MAX_BATCH, ranges } from "./validation";

export const JUDGE0_BASE = "/api/judge0";

/** Judge0 clients are anonymous (no cookie crosses origins): each address is one owner. */
const ownerOf = (ctx: { ip: string }) => `ip:${ctx.ip}`;

const flag = (value: unknown) => value === "true" || value === "1";

class Judge0Error extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

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

function fieldsOf(query: Record<string, unknown>): SubmissionField[] {
  const parsed = parseFields(query.fields);
  if ("invalid" in parsed) throw new Judge0Error(400, `invalid fields: [${parsed.invalid.join(", ")}]`);
  return parsed.fields;
}

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
  const limited: Middleware<AppState>[] = options.rateLimit
    ? [
        rateLimit(options.rateLimit.limiter, {
          name: "run",
          limit: options.rateLimit.perMinute,
          windowMs: 60_000,
          key: ownerOf,
        }),
      ]
    : [];

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
    const id = Number(ctx.params.id);
    const found = (await languages()).find((l) => l.id === id);
    if (!found) throw new Judge0Error(404, `language with id ${ctx.params.id} doesn't exist`);
    ctx.body = presentLanguage(found, "one");
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
    const r = ranges(service.limits);
    ctx.body = {
      maintenance_mode: false,
      enable_wait_result: true,
      enable_compiler_options: true,
      allowed_languages_for_compile_options: [],
      enable_command_line_arguments: true,
      enable_submission_delete: false,
      enable_callbacks: service.callbacksEnabled,
      callbacks_max_tries: 3,
      callbacks_timeout: 5,
      enable_additional_files: false,
      max_queue_size: service.queuedPerOwner,
      cpu_time_limit: r.cpu_time_limit.default,
      max_cpu_time_limit: r.cpu_time_limit.max,
      cpu_extra_time: r.cpu_extra_time.default,
      max_cpu_extra_time: r.cpu_extra_time.max,
      wall_time_limit: r.wall_time_limit.default,
      max_wall_time_limit: r.wall_time_limit.max,
      memory_limit: r.memory_limit.default,
      max_memory_limit: r.memory_limit.max,
      stack_limit: r.stack_limit.default,
      max_stack_limit: r.stack_limit.max,
      max_processes_and_or_threads: r.max_processes_and_or_threads.default,
      max_max_processes_and_or_threads: r.max_processes_and_or_threads.max,
      enable_per_process_and_thread_time_limit: false,
      allow_enable_per_process_and_thread_time_limit: false,
      enable_per_process_and_thread_memory_limit: false,
      allow_enable_per_process_and_thread_memory_limit: false,
      max_file_size: r.max_file_size.default,
      max_max_file_size: r.max_file_size.max,
      number_of_runs: r.number_of_runs.default,
      max_number_of_runs: r.number_of_runs.max,
      redirect_stderr_to_stdout: false,
      max_extract_size: 0,
      enable_batched_submissions: true,
      max_submission_batch_size: MAX_BATCH,
      submission_cache_duration: 0,
      use_docs_as_homepage: false,
      allow_enable_network: false,
      enable_network: false,
      disable_implicit_base64_encoding: true,
    };
  });

  router.post("/submissions/batch", ...limited, async (ctx) => {
    const base64 = flag(ctx.query.base64_encoded);
    const list = (ctx.request.body as { submissions?: unknown } | undefined)?.submissions;
    if (!Array.isArray(list) || list.length === 0) {
      throw new Judge0Error(400, "there should be at least one submission in a batch");
    }
    if (list.length > MAX_BATCH) {
      throw new Judge0Error(400, `number of submissions in a batch should be less than or equal to ${MAX_BATCH}`);
    }
    const { created, answers } = await service.createBatch(list, { base64, owner: ownerOf(ctx) });
    ctx.status = created ? 201 : 422;
    ctx.body = answers;
  });

  router.get("/submissions/batch", async (ctx) => {
    const base64 = flag(ctx.query.base64_encoded);
    const fields = fieldsOf(ctx.query);
    const raw = ctx.get("tokens") || (typeof ctx.query.tokens === "string" ? ctx.query.tokens : "");
    const tokens = raw
      .trim()
      .split(",")
      .map((t) => t.trim())
      .filter(Boolean);
    if (tokens.length === 0) throw new Judge0Error(400, "there should be at least one submission in a batch");
    if (tokens.length > MAX_BATCH) {
      throw new Judge0Error(400, `number of submissions in a batch should be less than or equal to ${MAX_BATCH}`);
    }
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
    const fields = fieldsOf(ctx.query);
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
    const fields = fieldsOf(ctx.query);
    const found = service.get(ctx.params.token ?? "");
    if (!found) throw new Judge0Error(404, "submission not found");
    ctx.body = presentSubmission(found, {
      base64,
      fields,
      languageName: await languageName(found.input.language_id),
    });
  });

  router.delete("/submissions/:token", () => {
    throw new Judge0Error(400, "delete not allowed");
  });

  return router;
}
