import type { TQuizAttempt } from "@cp/contracts";
import { History } from "lucide-react";
import { Link } from "react-router";
import { TimeAgo } from "@/components/time-ago";
import { Badge } from "@/components/ui/badge";
import { Spinner } from "@/components/ui/spinner";

/** The learner's earlier attempts at this quiz, newest first; a visitor is told how to keep theirs. */
export function AttemptHistory({
  signedIn,
  attempts,
  loading,
}: {
  signedIn: boolean;
  attempts: TQuizAttempt[] | undefined;
  loading: boolean;
}) {
  return (
    <section className="rounded-xl border bg-card p-4 shadow-sm" aria-labelledby="attempts-title">
      <h2 id="attempts-title" className="flex items-center gap-2 text-sm font-semibold">
        <History className="size-4 text-muted-foreground" aria-hidden />
        Previous attempts
      </h2>
      {!signedIn ? (
        <p className="mt-2 text-sm text-muted-foreground" data-testid="text-attempts-login">
          <Link to="/login" className="font-medium text-primary underline-offset-2 hover:underline">
            Log in
          </Link>{" "}
          to keep a record of your attempts.
        </p>
      ) : loading ? (
        <Spinner className="mt-3" label="Loading attempts..." />
      ) : !attempts || attempts.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground" data-testid="text-no-attempts">
          No attempts yet. Your submitted attempts are kept here.
        </p>
      ) : (
        <ol className="mt-3 divide-y" data-testid="list-attempts">
          {attempts.map((attempt) => (
            <li key={attempt.id} className="flex items-center justify-between gap-3 py-2 text-sm">
              <TimeAgo iso={attempt.createdAt} className="text-muted-foreground" />
              <span className="flex items-center gap-2">
                <span className="font-semibold tabular-nums" data-testid="text-attempt-score">
                  {attempt.score}%
                </span>
                <Badge variant={attempt.passed ? "default" : "outline"} className="min-w-14 justify-center">
                  {attempt.passed ? "Passed" : "Failed"}
                </Badge>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
