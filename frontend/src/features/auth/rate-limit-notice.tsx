import { ApiError } from "@/lib/api";

/**
 * The server's 429 answer ("Too many failed sign-in attempts for this account. Try again in 2
 * minutes.") kept on the form, so the person sees what happened and how long to wait after the
 * toast has gone.
 */
export function RateLimitNotice({ error, testId }: { error: unknown; testId: string }) {
  if (!(error instanceof ApiError) || error.status !== 429 || !error.serverMessage) return null;
  return (
    <p
      role="alert"
      data-testid={testId}
      className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive"
    >
      {error.serverMessage}
    </p>
  );
}
