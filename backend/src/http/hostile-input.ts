import type { Middleware } from "koa";
import { HttpError } from "./errors";

/** Deepest nesting a JSON body may have: real bodies are a few levels deep. */
export const MAX_BODY_DEPTH = 64;

const NUL_MESSAGE = "Text may not contain NUL characters (\\u0000)";

/**
 * Checks a parsed JSON body without recursion (so no body can overflow the stack here): no
 * level deeper than MAX_BODY_DEPTH, and no NUL character in any string or key, which
 * PostgreSQL cannot store in text and which no form or editor produces.
 */
export function checkBody(body: unknown, what = "The request body"): string | null {
  const stack: [unknown, number][] = [[body, 0]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop() as [unknown, number];
    if (typeof value === "string") {
      if (value.includes("\u0000")) return NUL_MESSAGE;
      continue;
    }
    if (value === null || typeof value !== "object") continue;
    if (depth >= MAX_BODY_DEPTH) return `${what} is nested too deeply (more than ${MAX_BODY_DEPTH} levels)`;
    if (Array.isArray(value)) {
      for (const item of value) stack.push([item, depth + 1]);
      continue;
    }
    for (const [key, item] of Object.entries(value)) {
      if (key.includes("\u0000")) return NUL_MESSAGE;
      stack.push([item, depth + 1]);
    }
  }
  return null;
}

/**
 * Refuses, with a 400 that says why, what no client of the app sends and what would otherwise
 * reach a handler as a surprise: a path or query with malformed percent-encoding or a NUL
 * character, and a body nested absurdly deep or holding NUL characters. Runs after the body parser.
 */
export function rejectHostileInput(): Middleware {
  return async (ctx, next) => {
    let path: string;
    let query: string;
    try {
      path = decodeURIComponent(ctx.path);
      query = decodeURIComponent(ctx.querystring.replace(/\+/g, " "));
    } catch {
      throw new HttpError(400, "Malformed percent-encoding in the URL");
    }
    if (path.includes("\u0000") || query.includes("\u0000")) throw new HttpError(400, NUL_MESSAGE);
    const problem = checkBody((ctx.request as { body?: unknown }).body);
    if (problem) throw new HttpError(400, problem);
    await next();
  };
}
