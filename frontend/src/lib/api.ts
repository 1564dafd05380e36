import type { TErrorBody } from "@cp/contracts";

/**
 * The one API client. Every call carries the session cookie and speaks JSON; a non-ok
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

/** Anything with a zod-like `parse`, so callers may validate a response without this file importing zod. */
export type TParser<T> = { parse: (data: unknown) => T };

export type TRequestOptions<T> = {
  /** "returnNull" resolves to null on 401 instead of throwing (session probing). */
  on401?: "throw" | "returnNull";
  /** Validates the JSON response (pass a contracts schema). */
  schema?: TParser<T>;
  signal?: AbortSignal;
};

type THttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * Sends one request. Resolves to the parsed JSON body (undefined for an empty body), or
 * null on 401 when `on401: "returnNull"`.
 */
export async function apiRequest<T>(
  method: THttpMethod,
  url: string,
  body?: unknown,
  options: TRequestOptions<T> = {},
): Promise<T> {
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
    if (options.on401 === "returnNull") return null as T;
    for (const listener of unauthorizedListeners) listener(url);
  }
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, response.statusText, text);
  if (!text) return undefined as T;
  const data: unknown = JSON.parse(text);
  return options.schema ? options.schema.parse(data) : (data as T);
}

/** GET returning `T`; with `on401: "returnNull"` the type widens to `T | null`. */
export function apiGet<T>(url: string, options: TRequestOptions<T> & { on401: "returnNull" }): Promise<T | null>;
export function apiGet<T>(url: string, options?: TRequestOptions<T>): Promise<T>;
export function apiGet<T>(url: string, options?: TRequestOptions<T>): Promise<T | null> {
  return apiRequest<T>("GET", url, undefined, options);
}

export function apiPost<T>(url: string, body?: unknown, options?: TRequestOptions<T>): Promise<T> {
  return apiRequest<T>("POST", url, body, options);
}

export function apiPut<T>(url: string, body?: unknown, options?: TRequestOptions<T>): Promise<T> {
  return apiRequest<T>("PUT", url, body, options);
}

export function apiDelete<T = void>(url: string, options?: TRequestOptions<T>): Promise<T> {
  return apiRequest<T>("DELETE", url, undefined, options);
}

/**
 * Appends query parameters, leaving out undefined, empty and "all" values: filters are sent
 * only when they actually filter (spec section 5).
 */
export function withQuery(url: string, params: Record<string, string | number | boolean | null | undefined>): string {
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
