import type { TQuizAttemptResult } from "@cp/contracts";
import { Award, RotateCcw, XCircle } from "lucide-react";
import type { Ref } from "react";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { cn } from "@/lib/cn";

/** The final score: percent, passed or not against the quiz's pass mark, the correct count, and Retake Quiz. */
export function ScoreCard({
  result,
  passingScore,
  onRetake,
  ref,
}: {
  result: TQuizAttemptResult;
  passingScore: number;
  onRetake: () => void;
  ref?: Ref<HTMLElement>;
}) {
  const Icon = result.passed ? Award : XCircle;
  return (
    <section
      ref={ref}
      tabIndex={-1}
      className={cn(
        "scroll-mt-20 rounded-xl border p-5 shadow-sm outline-none",
        result.passed ? "border-emerald-500/50 bg-emerald-500/8" : "border-rose-500/40 bg-rose-500/6",
      )}
      aria-labelledby="score-card-title"
      data-testid="card-score"
    >
      <div className="flex items-center gap-3">
        <span
          className={cn(
            "grid size-10 shrink-0 place-items-center rounded-full",
            result.passed
              ? "bg-emerald-500/15 text-emerald-600 dark:text-emerald-400"
              : "bg-rose-500/15 text-rose-600 dark:text-rose-400",
          )}
        >
          <Icon className="size-5" aria-hidden />
        </span>
        <div>
          <h2 id="score-card-title" className="text-sm font-medium text-muted-foreground">
            Your score
          </h2>
          <p className="text-3xl font-bold tracking-tight tabular-nums" data-testid="text-score">
            {result.score}%
          </p>
        </div>
      </div>
      <p
        className={cn(
          "mt-3 font-semibold",
          result.passed ? "text-emerald-700 dark:text-emerald-300" : "text-rose-700 dark:text-rose-300",
        )}
        data-testid="text-pass-status"
      >
        {result.passed ? "Passed! Well done." : `Not passed. You need ${passingScore}% to pass.`}
      </p>
      <p className="mt-1 text-sm text-muted-foreground" data-testid="text-correct-count">
        {result.correctCount} of {result.total} correct
      </p>
      <Progress
        value={result.score}
        className="mt-3 h-1.5"
        indicatorClassName={result.passed ? "bg-emerald-500" : "bg-rose-500"}
        aria-label="Score"
      />
      <Button className="mt-4 w-full" variant="outline" onClick={onRetake} data-testid="button-retake">
        <RotateCcw className="size-4" aria-hidden />
        Retake Quiz
      </Button>
    </section>
  );
}
