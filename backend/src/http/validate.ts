import type { Middleware } from "koa";
import type { z } from "zod";
import type { AppState } from "./state";

type Schemas = { body?: z.ZodType; query?: z.ZodType };

/**
 * Parses the request with the contract's schemas before the handler runs. The parsed body lands
 * on `ctx.state.input`, the parsed query on `ctx.state.query`; the first issue becomes a 400.
 */
export function validate(schemas: Schemas): Middleware<AppState> {
  return async (ctx, next) => {
    if (schemas.body) {
      const body = (ctx.request as { body?: unknown }).body;
      ctx.state.input = schemas.body.parse(body ?? {});
    }
    if (schemas.query) {
      ctx.state.query = schemas.query.parse(ctx.query);
    }
    await next();
  };
}
