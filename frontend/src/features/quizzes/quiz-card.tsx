import type { TQuizListItem } from "@cp/contracts";
import { CircleCheckBig, ListChecks, Target, Trophy } from "lucide-react";
import { Link } from "react-router";
import { cn } from "@/lib/cn";
import { QuizBadges } from "./quiz-badges";

/** One quiz in the grid: difficulty, title, description, topic, question count, pass mark and the learner's best. */
export function QuizCard({ quiz }: { quiz: TQuizListItem }) {
  return (
    <Link
      to={`/quizzes/${quiz.id}`}
      data-testid={`card-quiz-${quiz.slug}`}
      className="group flex h-full flex-col rounded-xl border bg-card p-5 shadow-sm transition-all outline-none hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-lg hover:shadow-black/10 focus-visible:ring-2 focus-visible:ring-ring"
    >
      <div className="flex items-start justify-between gap-3">
        <QuizBadges quiz={quiz} />
        {quiz.passed && <CircleCheckBig className="size-5 shrink-0 text-emerald-500" role="img" aria-label="Passed" />}
      </div>
      <h2 className="mt-3 font-semibold leading-snug group-hover:text-primary" data-testid="text-quiz-title">
        {quiz.title}
      </h2>
      <p className="mt-1.5 line-clamp-3 text-sm text-muted-foreground">{quiz.description}</p>
      <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-4 text-xs text-muted-foreground">
        <span className="flex items-center gap-1" data-testid="text-question-count">
          <ListChecks className="size-3.5" aria-hidden />
          {quiz.totalQuestions} questions
        </span>
        <span className="flex items-center gap-1" data-testid="text-passing-score">
          <Target className="size-3.5" aria-hidden />
          Pass: {quiz.passingScore}%
        </span>
        {quiz.bestScore !== null && (
          <span
            className={cn(
              "ml-auto flex items-center gap-1 font-medium",
              quiz.passed ? "text-emerald-600 dark:text-emerald-400" : "text-foreground",
            )}
            data-testid="text-best-score"
          >
            <Trophy className="size-3.5" aria-hidden />
            Best: {quiz.bestScore}%
          </span>
        )}
      </div>
    </Link>
  );
}
