import type {
  TEndpointBodyInput,
  TEndpointOf,
  TEndpointQueryInput,
  TEndpointResponse,
  TErrorBody,
} from "@cp/contracts";
import { pathOf, type TPathParams, type TRoute } from "@cp/contracts/constants";
import { type DataTag, type UseQueryOptions, useQuery } from "@tanstack/react-query";

/**
 * The one API client. `call(ROUTES.x.y, { params, query, body })` sends a contract route and
 * answers the contract's response type; `useEndpoint` reads a GET route through the query cache,
 * under the key `endpointKey` gives (its url, tagged with the response type). Every call carries the session cookie and speaks JSON; a non-ok
 * response throws an ApiError whose message is `${status}: ${body text or statusText}`.
 */
export class ApiError extends Error {
  /** HTTP status of the failed response. */
  readonly status: number;
  /** The server's `{ "message" }` field when the body was JSON with one, otherwise null. */
  readonly serverMessage: string | null;
  /** The parsed JSON body when there was one (a 422's validation report, say), otherwise null. */
  readonly body: unknown;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = "ApiError";
    this.status = status;
    this.serverMessage = readServerMessage(bodyText);
    this.body = parseJson(bodyText);
  }
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function readServerMessage(bodyText: string): string | null {
  if (!bodyText) return null;
  try {
    const parsed: unknown = JSON.parse(bodyText);
    if (parsed && typeof parsed === "object" && typeof (parsed as Partial<TErrorBody>).message === "string") {
      return (parsed as TErrorBody).message;
    }
  } catch {
    // Not JSON (a proxy error page, for instance): there is no server message to show.
  }
  return null;
}

/** What a caller shows the user: the server's message when there is one, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

type TUnauthorizedListener = (url: string) => void;
const unauthorizedListeners = new Set<TUnauthorizedListener>();

/**
 * Calls `listener` with the url of every request the server answered with 401 (except session
 * probes made with `on401: "returnNull"`), so the app can end a session that expired on the
 * server. Returns the unsubscribe function.
 */
export function onUnauthorized(listener: TUnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export type TRequestOptions = {
  /** "returnNull" resolves to null on 401 instead of throwing (session probing). */
  on401?: "throw" | "returnNull";
  signal?: AbortSignal;
};

type THttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * Sends one request. Resolves to the parsed JSON body (undefined for an empty body), or
 * null on 401 when `on401: "returnNull"`. Untyped: `call` gives a route's answer its contract's type.
 */
export async function apiRequest(
  method: THttpMethod,
  url: string,
  body?: unknown,
  options: TRequestOptions = {},
): Promise<unknown> {
  const response = await fetch(url, {
    method,
    credentials: "include",
    headers:
      // X-Requested-With marks the request as the app's own: the server refuses state-changing
      // requests that carry neither it nor a JSON body (what a cross-site form could send).
      body === undefined
        ? { Accept: "application/json", "X-Requested-With": "XMLHttpRequest" }
        : { Accept: "application/json", "Content-Type": "application/json", "X-Requested-With": "XMLHttpRequest" },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: options.signal,
  });
  if (response.status === 401) {
    if (options.on401 === "returnNull") return null;
    for (const listener of unauthorizedListeners) listener(url);
  }
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, response.statusText, text);
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/** What a call of route `R` answers: its endpoint's response type. */
export type TResponseOf<R extends TRoute> = TEndpointResponse<TEndpointOf<R>>;

type TParamsInput<R extends TRoute> = [keyof TPathParams<R["path"]>] extends [never]
  ? { params?: undefined }
  : { params: TPathParams<R["path"]> };
type TQueryInput<R extends TRoute> =
  TEndpointQueryInput<TEndpointOf<R>> extends undefined
    ? { query?: undefined }
    : { query?: TEndpointQueryInput<TEndpointOf<R>> };
type TBodyInput<R extends TRoute> =
  TEndpointBodyInput<TEndpointOf<R>> extends undefined
    ? { body?: undefined }
    : { body: TEndpointBodyInput<TEndpointOf<R>> };

/** What identifies a read of route `R`: its path parameters and its query. */
export type TReadInput<R extends TRoute> = TParamsInput<R> & TQueryInput<R>;
/** What a call of route `R` sends: its path parameters, query and body, as its endpoint declares them. */
export type TCallInput<R extends TRoute> = TReadInput<R> & TBodyInput<R>;
type TCallOptions = { signal?: AbortSignal; on401?: "throw" };
type TCallArgs<R extends TRoute> =
  // biome-ignore lint/complexity/noBannedTypes: `{}` here means "a call with nothing required".
  {} extends TCallInput<R> ? [input?: TCallInput<R> & TCallOptions] : [input: TCallInput<R> & TCallOptions];

type TAnyInput = {
  params?: Record<string, string>;
  query?: object;
  body?: unknown;
  signal?: AbortSignal;
  on401?: "throw" | "returnNull";
};

/** The url of a read or call: the route's path with its parameters, then the query's real filters. */
export function urlOf<R extends TRoute>(route: R, input?: TReadInput<R>): string {
  const { params, query } = (input ?? {}) as TAnyInput;
  const path = pathOf(route, (params ?? {}) as TPathParams<R["path"]>);
  return query ? withQuery(path, query as TQueryValues) : path;
}

/**
 * Sends one contract route. Resolves to its endpoint's response type; with `on401: "returnNull"`
 * (session probing) a 401 resolves to null instead of throwing.
 */
export function call<R extends TRoute>(
  route: R,
  input: TCallInput<R> & { on401: "returnNull"; signal?: AbortSignal },
): Promise<TResponseOf<R> | null>;
export function call<R extends TRoute>(route: R, ...args: TCallArgs<R>): Promise<TResponseOf<R>>;
// The server checks its answers against each route's contract (in tests, every answer), so the
// overloads above give the parsed body its endpoint's response type.
export function call(route: TRoute, input: TAnyInput = {}): Promise<unknown> {
  const url = urlOf(route, input as TReadInput<TRoute>);
  return apiRequest(route.method, url, input.body, { signal: input.signal, on401: input.on401 });
}

/** The query key of a read: `[its url]`, tagged with the response type so the cache's reads are typed. */
export type TEndpointKey<R extends TRoute> = DataTag<[string], TResponseOf<R>>;

export function endpointKey<R extends TRoute>(route: R, input: TReadInput<R>): TEndpointKey<R> {
  return [urlOf(route, input)] as TEndpointKey<R>;
}

/** A read's key and loader, for `useQuery`, `prefetchQuery` and `fetchQuery`. */
export type TEndpointQuery<R extends TRoute> = {
  queryKey: TEndpointKey<R>;
  queryFn: (context: { signal: AbortSignal }) => Promise<TResponseOf<R>>;
};

export function endpointQuery<R extends TRoute>(route: R, input: TReadInput<R>): TEndpointQuery<R> {
  return {
    queryKey: endpointKey(route, input),
    queryFn: ({ signal }) => call(route, ...([{ ...input, signal }] as TCallArgs<R>)),
  };
}

/** Reads a GET route through the query cache (options as `useQuery`'s, without key and loader). */
export function useEndpoint<R extends TRoute>(
  route: R,
  input: TReadInput<R>,
  options: Omit<UseQueryOptions<TResponseOf<R>, Error, TResponseOf<R>, [string]>, "queryKey" | "queryFn"> = {},
) {
  return useQuery({ ...endpointQuery(route, input), ...options });
}

/**
 * Appends query parameters, leaving out undefined, empty and "all" values: filters are sent
 * only when they actually filter (spec section 5).
 */
type TQueryValues = Record<string, string | number | boolean | null | undefined>;

/** A screen's filters as a query: "all" and empty choices are no filter, so they are left out. */
export function realFilters<T extends object>(filters: T): { [K in keyof T]?: Exclude<T[K], "all" | ""> } {
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== "all" && value !== "" && value !== undefined),
  ) as { [K in keyof T]?: Exclude<T[K], "all" | ""> };
}

export function withQuery(url: string, params: TQueryValues): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === "" || value === "all") continue;
    search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${url}?${query}` : url;
}

/** The url the generic loader builds from a query key: its parts joined with "/" (spec section 7). */
export function urlFromQueryKey(queryKey: readonly unknown[]): string {
  return queryKey
    .filter((part) => typeof part === "string" || typeof part === "number")
    .map(String)
    .join("/");
}
