/**
 * Domain errors: what went wrong, in the words a caller may see. Services and the execution
 * engine raise these; only `http/errors.ts` turns them into HTTP statuses, so nothing below the
 * routes depends on HTTP.
 */
export class DomainError extends Error {
  constructor(
    readonly kind:
      | "invalid"
      | "unauthenticated"
      | "forbidden"
      | "not_found"
      | "conflict"
      | "too_large"
      | "unprocessable"
      | "too_many"
      | "unavailable",
    message: string,
    /** For "too_many": when the caller may try again. */
    readonly retryAfterSeconds?: number,
    /** More of the answer's body beside `message` (a validation report), for the caller to show. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "DomainError";
  }
}

export const invalid = (message: string) => new DomainError("invalid", message);
export const unauthenticated = (message = "Not logged in") => new DomainError("unauthenticated", message);
export const forbidden = (message: string) => new DomainError("forbidden", message);
export const notFound = (message: string) => new DomainError("not_found", message);
export const conflict = (message: string) => new DomainError("conflict", message);
export const tooLarge = (message: string) => new DomainError("too_large", message);
export const unprocessable = (message: string, details?: Record<string, unknown>) =>
  new DomainError("unprocessable", message, undefined, details);
export const tooMany = (message: string, retryAfterSeconds = 1) =>
  new DomainError("too_many", message, retryAfterSeconds);
export const unavailable = (message: string) => new DomainError("unavailable", message);
