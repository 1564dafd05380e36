import type { TChallengeListItem } from "@cp/contracts";
import { CircleCheckBig, CircleDashed, Users } from "lucide-react";
import { Link } from "react-router";
import { Progress } from "@/components/ui/progress";
import { ACCEPTANCE_LABEL, describeAcceptance } from "../acceptance";
import { DifficultyBadge } from "../difficulty-badge";
import { LanguageList } from "../language-list";

/** One challenge in the list grid; the whole card links to its detail screen. */
export function ChallengeCard({ challenge }: { challenge: TChallengeListItem }) {
  const { id, title, topic, difficulty, supportedLanguages, completionRate, totalAttempts, completed } = challenge;
  const acceptance = describeAcceptance(challenge.solvedLearners, challenge.attemptedLearners);
  return (
    <Link
      to={`/challenges/${id}`}
      data-testid={`card-challenge-${id}`}
      className="group flex h-full flex-col rounded-xl border bg-card p-5 shadow-sm transition-all outline-none hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-lg hover:shadow-black/10 focus-visible:ring-2 focus-visible:ring-ring"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 className="font-semibold leading-snug group-hover:text-primary" data-testid="text-challenge-title">
          {title}
        </h2>
        {completed ? (
          <CircleCheckBig
            className="size-5 shrink-0 text-emerald-500"
            role="img"
            aria-label="Completed"
            data-testid="icon-completed"
          />
        ) : (
          <CircleDashed
            className="size-5 shrink-0 text-muted-foreground/60"
            role="img"
            aria-label="Not completed"
            data-testid="icon-not-completed"
          />
        )}
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <DifficultyBadge difficulty={difficulty} />
        <span className="text-xs text-muted-foreground">{topic}</span>
        {challenge.patterns[0] && (
          <span
            className="rounded-full border px-2 py-0.5 text-[11px] text-muted-foreground"
            data-testid="text-pattern"
          >
            {challenge.patterns[0]}
          </span>
        )}
      </div>
      <div className="mt-auto pt-5">
        <div className="mb-1.5 flex items-center justify-between text-xs text-muted-foreground">
          <span data-testid="label-acceptance">{ACCEPTANCE_LABEL}</span>
          <span className="font-medium text-foreground" data-testid="text-completion-rate">
            {completionRate}%
          </span>
        </div>
        <Progress
          value={completionRate}
          aria-label={`${title}: ${ACCEPTANCE_LABEL} ${completionRate}%, ${acceptance}`}
          className="h-1.5"
        />
        <div className="mt-1.5 flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <p data-testid="text-acceptance-counts">{acceptance}</p>
          <span className="flex items-center gap-1" data-testid="text-attempts">
            <Users className="size-3.5" aria-hidden />
            {totalAttempts} {totalAttempts === 1 ? "attempt" : "attempts"}
          </span>
        </div>
        <LanguageList languages={supportedLanguages} className="mt-3" />
      </div>
    </Link>
  );
}
