import type { Middleware } from "koa";
import { ZodError } from "zod";
import { DomainError } from "../errors";
import type { Logger } from "../logger";
import { isApiPath } from "./api-paths";

const STATUS_OF: Record<DomainError["kind"], number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unprocessable: 422,
  too_many: 429,
  unavailable: 503,
};

/** The HTTP status of a domain error. */
export function statusOf(error: DomainError): number {
  return STATUS_OF[error.kind];
}

/** An error of the HTTP layer itself (a header, a rate limit); services raise DomainError instead. An error the client caused or may see: its status and message reach the response body as `{ message }`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** The status an error would answer with: its own for domain and HTTP errors, 500 for anything unexpected. */
export function statusOfError(error: unknown): number {
  if (error instanceof DomainError) return statusOf(error);
  if (error instanceof HttpError) return error.status;
  return 500;
}

/** Formats the first zod issue as "field: problem", the body every 400 carries. */
export function formatZodError(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid request";
  const field = issue.path.join(".");
  const message = issue.message;
  if (!field || message.startsWith(`${field} `)) return message;
  return `${field}: ${message}`;
}

type BodyParserError = Error & { status?: number; type?: string };

/** Turns every thrown error into a JSON `{ message }` with a 4xx/5xx status; unexpected ones are logged, not leaked. */
export function errorMiddleware(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined && isApiPath(ctx.path)) {
        ctx.status = 404;
        ctx.body = { message: `No such endpoint: ${ctx.method} ${ctx.path}` };
      }
    } catch (caught) {
      if (caught instanceof HttpError) {
        ctx.status = caught.status;
        ctx.set(caught.headers);
        ctx.body = { message: caught.message };
        return;
      }
      if (caught instanceof DomainError) {
        ctx.status = statusOf(caught);
        if (caught.retryAfterSeconds !== undefined) ctx.set("Retry-After", String(caught.retryAfterSeconds));
        ctx.body = { ...caught.details, message: caught.message };
        return;
      }
      if (caught instanceof ZodError) {
        ctx.status = 400;
        ctx.body = { message: formatZodError(caught) };
        return;
      }
      const error = caught as BodyParserError;
      if (error.status === 413 || error.type === "entity.too.large") {
        ctx.status = 413;
        ctx.body = { message: "Request body is too large" };
        return;
      }
      if (error.status === 400 || error.status === 415 || error.status === 422) {
        ctx.status = error.status;
        ctx.body = { message: error.message || "Invalid request body" };
        return;
      }
      logger.error(`Unhandled error on ${ctx.method} ${ctx.path}`, error);
      ctx.status = 500;
      ctx.body = { message: "Internal server error" };
    }
  };
}
