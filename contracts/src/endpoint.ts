import type { z } from "zod";
import type { THttpMethod, TRoute } from "./paths";

export type { THttpMethod, TRoute };

/**
 * One REST endpoint: method, Koa-style path (`/api/challenges/:id`), the schemas of its body and
 * query, and the schema of its successful answer. The server's `route()` validates input with
 * them and (in tests) checks every answer against `response`; the client calls its zod-free twin in
 * `ROUTES` and takes the types from here (`TEndpointOf`).
 */
export type TEndpoint = {
  method: THttpMethod;
  path: string;
  body?: z.ZodType;
  query?: z.ZodType;
  response: z.ZodType;
};

/** Declares an endpoint, keeping its literal types for inference. */
export function defineEndpoint<const E extends TEndpoint>(endpoint: E): E {
  return endpoint;
}

export type TEndpointBody<E extends TEndpoint> = E["body"] extends z.ZodType ? z.output<E["body"]> : undefined;
export type TEndpointQuery<E extends TEndpoint> = E["query"] extends z.ZodType ? z.output<E["query"]> : undefined;
export type TEndpointResponse<E extends TEndpoint> = z.output<E["response"]>;
/** What a client sends: the schemas' input side (before defaults and transforms). */
export type TEndpointBodyInput<E extends TEndpoint> = E["body"] extends z.ZodType ? z.input<E["body"]> : undefined;
export type TEndpointQueryInput<E extends TEndpoint> = E["query"] extends z.ZodType ? z.input<E["query"]> : undefined;

/** A live event: its name, the kind of room it goes to, and its payload's schema. */
export type TEventDefinition = {
  name: string;
  room: "user" | "leaderboard" | "forum" | "post" | "content";
  payload: z.ZodType;
};

export function defineEvent<const E extends TEventDefinition>(event: E): E {
  return event;
}

export type TEventPayload<E extends TEventDefinition> = z.output<E["payload"]>;
