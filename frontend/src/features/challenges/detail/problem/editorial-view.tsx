import { ROUTES } from "@cp/contracts/constants";
import { Lock } from "lucide-react";
import { Spinner } from "@/components/ui/spinner";
import { useEndpoint } from "@/lib/api";

/**
 * The Editorial tab: how the challenge is meant to be solved (its pattern, idea, complexity, the
 * slower first try and a mistake learners make). The server answers it once the learner has
 * solved the challenge; before that the tab says what it will hold.
 */
export function EditorialView({ challengeId, solved }: { challengeId: string; solved: boolean }) {
  const editorial = useEndpoint(ROUTES.challenges.editorial, { params: { id: challengeId } }, { enabled: solved });
  if (!solved) {
    return (
      <div
        className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-8 text-center text-sm text-muted-foreground"
        data-testid="text-editorial-locked"
      >
        <Lock className="size-5" aria-hidden />
        <p>Solve this challenge to read its editorial: the approach, its complexity and a common mistake.</p>
      </div>
    );
  }
  if (editorial.isPending) return <Spinner label="Loading editorial..." />;
  if (editorial.isError) {
    return (
      <p className="py-6 text-center text-sm text-muted-foreground" data-testid="text-editorial-error">
        {editorial.error.message}
      </p>
    );
  }
  const { pattern, idea, time, space, naive, pitfall } = editorial.data;
  return (
    <article className="grid grid-cols-1 gap-4 text-sm leading-relaxed" data-testid="editorial">
      <section className="grid gap-1" aria-labelledby="editorial-approach">
        <h2 id="editorial-approach" className="text-base font-semibold" data-testid="text-editorial-pattern">
          {pattern}
        </h2>
        <p>{idea}</p>
      </section>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg border bg-muted/40 p-3">
        <dt className="text-muted-foreground">Time</dt>
        <dd className="font-mono">{time}</dd>
        <dt className="text-muted-foreground">Space</dt>
        <dd className="font-mono">{space}</dd>
      </dl>
      <section className="grid gap-1" aria-labelledby="editorial-naive">
        <h3 id="editorial-naive" className="font-semibold">
          The slower first try
        </h3>
        <p>{naive}</p>
      </section>
      <section className="grid gap-1" aria-labelledby="editorial-pitfall">
        <h3 id="editorial-pitfall" className="font-semibold">
          A common mistake
        </h3>
        <p>{pitfall}</p>
      </section>
    </article>
  );
}
