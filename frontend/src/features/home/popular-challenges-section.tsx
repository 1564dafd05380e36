import type { TChallengeSummary } from "@cp/contracts";
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "@/components/ui/button";
import { RetryButton } from "@/components/ui/page";
import { Progress } from "@/components/ui/progress";
import { ACCEPTANCE_LABEL, describeAcceptance } from "@/features/challenges/acceptance";
import { usePopularChallenges } from "@/features/challenges/challenges-api";
import { LanguageList } from "@/features/challenges/language-list";
import { DifficultyPill, HomeSection } from "./section";

/** A card's height, shared by the loading placeholders so nothing moves when the cards arrive. */
const CARD_HEIGHT = "min-h-60";

/**
 * Popular Challenges: real catalog challenges from the public popular list (title, topic,
 * languages and everyone's acceptance as the challenge list shows them), each linking to its page.
 */
export function PopularChallengesSection() {
  const popular = usePopularChallenges();
  return (
    <HomeSection
      id="popular-challenges"
      eyebrow="Start here"
      title="Popular Challenges"
      description="The problems learners pick first. Each one runs against hidden test cases in six languages."
      className="border-y bg-muted/30"
      aside={
        <Link
          to="/challenges"
          className={buttonVariants({ variant: "outline" })}
          data-testid="button-view-all-challenges"
        >
          View All Challenges
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      }
    >
      {popular.isError ? (
        <div
          className={`flex flex-col items-center justify-center gap-4 rounded-xl border border-dashed p-6 text-center ${CARD_HEIGHT}`}
        >
          <p className="text-sm text-muted-foreground" data-testid="text-popular-error">
            Failed to fetch challenges
          </p>
          <RetryButton onRetry={popular.refetch} pending={popular.isFetching} />
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-busy={popular.isPending}>
          {popular.data
            ? popular.data.map((challenge) => (
                <li key={challenge.id}>
                  <PopularChallengeCard challenge={challenge} />
                </li>
              ))
            : [0, 1, 2, 3].map((slot) => (
                <li key={slot} aria-hidden className={`animate-pulse rounded-xl border bg-card/60 ${CARD_HEIGHT}`} />
              ))}
        </ul>
      )}
    </HomeSection>
  );
}

function PopularChallengeCard({ challenge }: { challenge: TChallengeSummary }) {
  const { id, title, topic, difficulty, supportedLanguages, completionRate } = challenge;
  const acceptance = describeAcceptance(challenge.solvedLearners, challenge.attemptedLearners);
  return (
    <Link
      to={`/challenges/${id}`}
      data-testid={`card-popular-challenge-${id}`}
      className={`flex h-full flex-col rounded-xl border bg-card p-5 transition-all outline-none hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-lg hover:shadow-black/10 focus-visible:ring-2 focus-visible:ring-ring ${CARD_HEIGHT}`}
    >
      <div>
        <DifficultyPill difficulty={difficulty} />
      </div>
      <h3 className="mt-4 font-semibold leading-snug" data-testid="text-popular-title">
        {title}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">{topic}</p>
      <div className="mt-auto pt-5">
        <div className="mb-1.5 flex justify-between gap-2 text-xs text-muted-foreground">
          <span>{ACCEPTANCE_LABEL}</span>
          <span className="font-medium text-foreground">{completionRate}%</span>
        </div>
        <Progress
          value={completionRate}
          aria-label={`${title}: ${ACCEPTANCE_LABEL} ${completionRate}%, ${acceptance}`}
          className="h-1.5"
        />
        <p className="mt-1.5 text-xs text-muted-foreground">{acceptance}</p>
        <LanguageList languages={supportedLanguages} className="mt-3" />
      </div>
    </Link>
  );
}
