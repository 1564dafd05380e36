import type { TQuizAttemptResult, TQuizQuestion } from "@cp/contracts";
import { CircleCheck, CircleX } from "lucide-react";
import { ForumContent } from "@/features/forum/markdown/forum-content";
import { cn } from "@/lib/cn";
import { optionLetter } from "./quiz-session";
import { QuizText } from "./quiz-text";

/**
 * After submitting: every question with the learner's answer, the correct one and why, under the
 * letters the attempt showed (the result carries the options in that order).
 */
export function ReviewList({
  questions,
  result,
  onGo,
}: {
  questions: TQuizQuestion[];
  result: TQuizAttemptResult;
  onGo: (index: number) => void;
}) {
  return (
    <section className="mt-8" aria-labelledby="review-title">
      <h2 id="review-title" className="text-xl font-semibold tracking-tight">
        Review your answers
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">Every question with the correct answer and why it is right.</p>
      <ol className="mt-4 grid grid-cols-1 gap-3" data-testid="list-review">
        {questions.map((question, index) => {
          const graded = result.results[index];
          if (!graded) return null;
          const Icon = graded.correct ? CircleCheck : CircleX;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: questions of a quiz never reorder.
            <li key={index} className="rounded-xl border bg-card p-4 shadow-sm sm:p-5" data-testid={`review-${index}`}>
              <div className="flex items-start gap-3">
                <Icon
                  className={cn(
                    "mt-0.5 size-5 shrink-0",
                    graded.correct ? "text-emerald-600 dark:text-emerald-400" : "text-rose-600 dark:text-rose-400",
                  )}
                  role="img"
                  aria-label={graded.correct ? "Correct" : "Wrong"}
                />
                <div className="min-w-0 flex-1">
                  <button
                    type="button"
                    onClick={() => onGo(index)}
                    className="cursor-pointer text-left font-medium hover:text-primary"
                  >
                    {index + 1}. <QuizText text={question.question} inline />
                  </button>
                  {question.snippet && <ForumContent html={question.snippet.html} className="mt-3" />}
                  <dl className="mt-3 grid gap-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-x-3">
                    <dt className="text-muted-foreground">Your answer</dt>
                    <dd className={cn("min-w-0", !graded.correct && "text-rose-700 dark:text-rose-300")}>
                      <AnswerText letter={graded.chosen} text={graded.options[graded.chosen] ?? ""} />
                    </dd>
                    {!graded.correct && (
                      <>
                        <dt className="text-muted-foreground">Correct answer</dt>
                        <dd className="min-w-0 text-emerald-700 dark:text-emerald-300">
                          <AnswerText letter={graded.correctAnswer} text={graded.options[graded.correctAnswer] ?? ""} />
                        </dd>
                      </>
                    )}
                  </dl>
                  <QuizText
                    text={graded.explanation}
                    className="mt-3 rounded-lg bg-muted/60 p-3 text-sm leading-relaxed"
                  />
                </div>
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** "B." and the option, whose lines are kept (an output of several rows reads as rows). */
function AnswerText({ letter, text }: { letter: number; text: string }) {
  return (
    <span className="flex gap-1.5">
      <span className="shrink-0">{optionLetter(letter)}.</span>
      <QuizText text={text} inline className="min-w-0 break-words whitespace-pre-line" />
    </span>
  );
}
