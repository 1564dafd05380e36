import type { TQuizQuestion, TQuizQuestionResult } from "@cp/contracts";
import { ChevronLeft, ChevronRight, CircleCheck, CircleX, Lightbulb, Send } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { Spinner } from "@/components/ui/spinner";
import { ForumContent } from "@/features/forum/markdown/forum-content";
import { cn } from "@/lib/cn";
import { optionLetter, percentComplete } from "./quiz-session";
import { QuizText } from "./quiz-text";

export type TQuestionCardProps = {
  question: TQuizQuestion;
  index: number;
  total: number;
  chosen: number | null;
  /** This question's graded result, once submitted. */
  result: TQuizQuestionResult | undefined;
  showExplanation: boolean;
  canSubmit: boolean;
  submitting: boolean;
  answeredCount: number;
  onChoose: (option: number) => void;
  onPrevious: () => void;
  onNext: () => void;
  onSubmit: () => void;
  onToggleExplanation: () => void;
};

/** The question being answered: its text and snippet, four options, the explanation toggle and the navigation. */
export function QuestionCard(props: TQuestionCardProps) {
  const { question, index, total, chosen, result } = props;
  const submitted = result !== undefined;
  const percent = percentComplete(index, total);
  return (
    <section className="rounded-xl border bg-card p-4 shadow-sm sm:p-6" aria-labelledby="quiz-question-text">
      <div className="flex items-center justify-between gap-3 text-sm">
        <span className="font-medium" data-testid="text-question-position">
          Question {index + 1} of {total}
        </span>
        <span className="text-muted-foreground" data-testid="text-percent-complete">
          {percent}% complete
        </span>
      </div>
      <Progress value={percent} className="mt-2 h-1.5" aria-label="Quiz progress" />

      <h2 id="quiz-question-text" className="mt-5 text-lg font-semibold leading-snug" data-testid="text-question">
        <QuizText text={question.question} inline />
      </h2>
      {question.snippet && <ForumContent html={question.snippet.html} className="mt-4" data-testid="quiz-snippet" />}

      <fieldset className="mt-5 grid gap-2.5" data-testid="quiz-options">
        <legend className="sr-only">Options</legend>
        {question.options.map((option, i) => {
          const isChosen = chosen === i;
          const isCorrect = submitted && result.correctAnswer === i;
          const isWrongChoice = submitted && isChosen && !result.correct;
          return (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: the options keep their order for the whole attempt.
              key={i}
              type="button"
              aria-pressed={isChosen}
              disabled={submitted}
              onClick={() => props.onChoose(i)}
              data-testid={`button-option-${i}`}
              data-state={isCorrect ? "correct" : isWrongChoice ? "wrong" : isChosen ? "chosen" : "idle"}
              className={cn(
                "flex w-full cursor-pointer items-start gap-3 rounded-lg border bg-background px-3 py-2.5 text-left text-sm transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-default sm:px-4 sm:py-3",
                !submitted && "hover:border-primary/50 hover:bg-accent/50",
                isChosen && !submitted && "border-primary bg-primary/10 ring-1 ring-primary/40",
                isCorrect && "border-emerald-500/70 bg-emerald-500/10",
                isWrongChoice && "border-rose-500/70 bg-rose-500/10",
              )}
            >
              <span
                className={cn(
                  "grid size-6 shrink-0 place-items-center rounded-md border text-xs font-semibold",
                  isChosen && !submitted && "border-primary bg-primary text-primary-foreground",
                  isCorrect && "border-emerald-500 bg-emerald-500 text-white",
                  isWrongChoice && "border-rose-500 bg-rose-500 text-white",
                )}
                aria-hidden
              >
                {optionLetter(i)}
              </span>
              {/* Output options keep their lines (a program's or a query's rows). */}
              <span className="min-w-0 flex-1 pt-0.5 break-words whitespace-pre-line">
                <QuizText text={option} inline />
              </span>
              {isCorrect && (
                <CircleCheck
                  className="mt-0.5 size-5 text-emerald-600 dark:text-emerald-400"
                  role="img"
                  aria-label="Correct answer"
                />
              )}
              {isWrongChoice && (
                <CircleX
                  className="mt-0.5 size-5 text-rose-600 dark:text-rose-400"
                  role="img"
                  aria-label="Your answer"
                />
              )}
            </button>
          );
        })}
      </fieldset>

      {submitted && (
        <div className="mt-4">
          <Button
            variant="outline"
            size="sm"
            onClick={props.onToggleExplanation}
            data-testid="button-toggle-explanation"
          >
            <Lightbulb className="size-4" aria-hidden />
            {props.showExplanation ? "Hide Explanation" : "Show Explanation"}
          </Button>
          {props.showExplanation && (
            <div
              className={cn(
                "mt-3 rounded-lg border-l-4 bg-muted/60 p-3 text-sm leading-relaxed sm:p-4",
                result.correct ? "border-emerald-500" : "border-rose-500",
              )}
              data-testid="text-explanation"
            >
              <p className="mb-1 font-semibold">{result.correct ? "Correct." : "Not quite."}</p>
              <QuizText text={result.explanation} />
            </div>
          )}
        </div>
      )}

      <div className="mt-6 flex flex-wrap items-center gap-2 border-t pt-4">
        <Button variant="outline" onClick={props.onPrevious} disabled={index === 0} data-testid="button-previous">
          <ChevronLeft className="size-4" aria-hidden />
          Previous
        </Button>
        <Button variant="outline" onClick={props.onNext} disabled={index === total - 1} data-testid="button-next">
          Next
          <ChevronRight className="size-4" aria-hidden />
        </Button>
        {!submitted && (
          <Button
            className="w-full sm:ml-auto sm:w-auto"
            onClick={props.onSubmit}
            disabled={!props.canSubmit || props.submitting}
            data-testid="button-submit-quiz"
            title={props.canSubmit ? undefined : `Answer every question to submit (${props.answeredCount} of ${total})`}
          >
            {props.submitting ? <Spinner inheritColor /> : <Send className="size-4" aria-hidden />}
            Submit Quiz
          </Button>
        )}
      </div>
      <p className="mt-3 hidden text-xs text-muted-foreground sm:block">
        Keys: <kbd className="font-mono">1</kbd>–<kbd className="font-mono">4</kbd> or{" "}
        <kbd className="font-mono">A</kbd>–<kbd className="font-mono">D</kbd> choose, <kbd className="font-mono">←</kbd>{" "}
        <kbd className="font-mono">→</kbd> move.
      </p>
    </section>
  );
}
