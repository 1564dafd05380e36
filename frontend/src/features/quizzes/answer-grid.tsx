import type { TQuizQuestionResult } from "@cp/contracts";
import { cn } from "@/lib/cn";

/**
 * One numbered square per question, to see at a glance what is answered (or, once submitted,
 * right and wrong) and to jump to any question.
 */
export function AnswerGrid({
  answers,
  current,
  results,
  onGo,
}: {
  answers: readonly (number | null)[];
  current: number;
  results: readonly TQuizQuestionResult[] | undefined;
  onGo: (index: number) => void;
}) {
  const answered = answers.filter((answer) => answer !== null).length;
  return (
    <section className="rounded-xl border bg-card p-4 shadow-sm" aria-labelledby="answer-grid-title">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="answer-grid-title" className="text-sm font-semibold">
          Questions
        </h2>
        {!results && (
          <span className="text-xs text-muted-foreground" data-testid="text-answered-count">
            {answered} of {answers.length} answered
          </span>
        )}
      </div>
      <ol className="mt-3 grid grid-cols-8 gap-1.5 sm:grid-cols-10 lg:grid-cols-6">
        {answers.map((answer, index) => {
          const result = results?.[index];
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: one square per question, in question order.
            <li key={index}>
              <button
                type="button"
                onClick={() => onGo(index)}
                aria-current={index === current ? "step" : undefined}
                aria-label={`Question ${index + 1}${result ? (result.correct ? ", correct" : ", wrong") : answer !== null ? ", answered" : ""}`}
                data-testid={`button-go-${index}`}
                className={cn(
                  "grid aspect-square w-full cursor-pointer place-items-center rounded-md border text-xs font-medium tabular-nums transition-colors outline-none hover:border-primary/60 focus-visible:ring-2 focus-visible:ring-ring",
                  !result && answer !== null && "border-primary/50 bg-primary/15 text-foreground",
                  result?.correct && "border-emerald-500/60 bg-emerald-500/15 text-emerald-700 dark:text-emerald-300",
                  result && !result.correct && "border-rose-500/60 bg-rose-500/15 text-rose-700 dark:text-rose-300",
                  index === current && "ring-2 ring-primary ring-offset-1 ring-offset-card",
                )}
              >
                {index + 1}
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
