import { ArrowRight, Users } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { POPULAR_CHALLENGES } from "./sample-data";
import { DifficultyPill, HomeSection } from "./section";

export function PopularChallengesSection() {
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
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {POPULAR_CHALLENGES.map((challenge) => (
          <li key={challenge.title}>
            <Link
              to="/challenges"
              className="flex h-full flex-col rounded-xl border bg-card p-5 transition-all outline-none hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-lg hover:shadow-black/10 focus-visible:ring-2 focus-visible:ring-ring"
            >
              <div className="flex items-center justify-between gap-2">
                <DifficultyPill difficulty={challenge.difficulty} />
                <span className="flex items-center gap-1 text-xs text-muted-foreground">
                  <Users className="size-3.5" aria-hidden />
                  {challenge.solvedBy} solved
                </span>
              </div>
              <h3 className="mt-4 font-semibold leading-snug">{challenge.title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{challenge.topic}</p>
              <div className="mt-auto pt-5">
                <div className="mb-1.5 flex justify-between text-xs text-muted-foreground">
                  <span>Acceptance</span>
                  <span className="font-medium text-foreground">{challenge.acceptance}%</span>
                </div>
                <Progress
                  value={challenge.acceptance}
                  aria-label={`${challenge.title} acceptance rate`}
                  className="h-1.5"
                />
                <p className="mt-3 truncate text-xs text-muted-foreground">{challenge.languages.join(" · ")}</p>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
