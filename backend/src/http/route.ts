import type { TEndpoint, TEndpointBody, TEndpointQuery, TEndpointResponse } from "@cp/contracts";
import type { TPathParams } from "@cp/contracts/constants";
import type Router from "@koa/router";
import type { Middleware } from "koa";
import type { z } from "zod";
import { type Access, auth, type UserFor } from "./auth";
import type { AppContext, AppState } from "./state";

/**
 * What a handler receives: typed input parsed by the contract, the path parameters its path
 * declares (`{ id: string }` for `/api/challenges/:id`) and the user its access level guarantees.
 */
export type RouteRequest<E extends TEndpoint, A extends Access> = {
  body: TEndpointBody<E>;
  query: TEndpointQuery<E>;
  params: TPathParams<E["path"]>;
  user: UserFor<A>;
  ctx: AppContext;
};

export type RouteOptions<A extends Access> = {
  access: A;
  /** Middleware between the access check and validation, e.g. a rate limit. */
  before?: Middleware<AppState>[];
  /** Status of a successful answer (201 for a creation; 204 sends no body). */
  status?: 200 | 201 | 202 | 204;
};

/** Parses with the contract's schema (zod throws the 400); endpoints without one get undefined. */
function parseWith<T>(schema: z.ZodType | undefined, value: unknown): T {
  return (schema ? schema.parse(value) : undefined) as T;
}

/**
 * Mounts one contract endpoint: `auth(access) → before… → validate(contract) → handler`. The
 * handler gets typed input and returns the contract's response type; what it returns becomes the
 * body. The endpoint is remembered on the context so `contractCheck` can verify the answer in tests.
 */
export function route<E extends TEndpoint, A extends Access>(
  router: Router<AppState>,
  endpoint: E,
  options: RouteOptions<A>,
  handler: (request: RouteRequest<E, A>) => Promise<TEndpointResponse<E>> | TEndpointResponse<E>,
): void {
  const handle: Middleware<AppState> = async (ctx) => {
    ctx.state.endpoint = endpoint;
    const body = await handler({
      body: parseWith<TEndpointBody<E>>(endpoint.body, (ctx.request as { body?: unknown }).body ?? {}),
      query: parseWith<TEndpointQuery<E>>(endpoint.query, ctx.query),
      // The router matched this endpoint's path, so each of its parameters is present.
      params: ctx.params as TPathParams<E["path"]>,
      // auth(access) ran first: a non-public route always has its user here.
      user: ctx.state.user as UserFor<A>,
      ctx,
    });
    ctx.status = options.status ?? 200;
    if (options.status !== 204) ctx.body = body;
  };
  const stack = [auth(options.access), ...(options.before ?? []), handle];
  router.register(endpoint.path, [endpoint.method], stack);
}

/**
 * In tests (CONTRACT_CHECKS), every successful answer of a contract route is parsed with the
 * endpoint's response schema; a mismatch becomes a 500 naming the field, so the test fails.
 */
export function contractCheck(logger: { error(message: string): void }): Middleware<AppState> {
  return async (ctx, next) => {
    await next();
    const endpoint = ctx.state.endpoint;
    if (!endpoint || ctx.status >= 300 || ctx.status === 204) return;
    const parsed = endpoint.response.safeParse(ctx.body);
    if (parsed.success) return;
    const issue = parsed.error.issues[0];
    const message = `Response of ${endpoint.method} ${endpoint.path} breaks its contract at ${issue?.path.join(".") || "(root)"}: ${issue?.message}`;
    logger.error(message);
    ctx.status = 500;
    ctx.body = { message };
  };
}
