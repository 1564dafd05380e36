import type { TQuizDetail } from "@cp/contracts";
import { useMutation } from "@tanstack/react-query";
import { ArrowLeft, ListChecks, Target, TriangleAlert } from "lucide-react";
import { useEffect, useReducer, useRef, useState } from "react";
import { Link, useParams } from "react-router";
import { useDocumentTitle } from "@/app/document-title";
import { useSession } from "@/app/session";
import { toast } from "@/app/toast-store";
import { EmptyState, Page, RetryButton } from "@/components/ui/page";
import { PageSpinner, Spinner } from "@/components/ui/spinner";
import { AnswerGrid } from "@/features/quizzes/answer-grid";
import { AttemptHistory } from "@/features/quizzes/attempt-history";
import { QuestionCard } from "@/features/quizzes/question-card";
import { QuizBadges } from "@/features/quizzes/quiz-badges";
import { actionForKey, allAnswered, quizSessionReducer, startSession } from "@/features/quizzes/quiz-session";
import { refreshAfterAttempt, submitQuizAttempt, useQuiz, useQuizAttempts } from "@/features/quizzes/quizzes-api";
import { ReviewList } from "@/features/quizzes/review-list";
import { ScoreCard } from "@/features/quizzes/score-card";
import { ApiError, errorMessage } from "@/lib/api";

/** Quiz detail (/quizzes/{id}): take the quiz, submit it for grading, read why each answer is right. */
export default function QuizDetailPage() {
  const { id = "" } = useParams();
  const quiz = useQuiz(id);
  useDocumentTitle(quiz.data?.title ?? "Quiz");

  if (quiz.isPending) {
    return (
      <Page>
        <PageSpinner label="Loading quiz..." />
      </Page>
    );
  }
  if (quiz.isError) {
    const missing = quiz.error instanceof ApiError && quiz.error.status === 404;
    return (
      <Page className="max-w-3xl">
        <EmptyState
          icon={<TriangleAlert className="size-6" aria-hidden />}
          title={missing ? "Quiz not found" : "Failed to fetch quiz"}
          action={
            <div className="flex flex-wrap items-center justify-center gap-4">
              {!missing && <RetryButton onRetry={quiz.refetch} pending={quiz.isFetching} />}
              <Link to="/quizzes" className="text-sm font-medium text-primary hover:underline">
                Back to all quizzes
              </Link>
            </div>
          }
        >
          {missing ? "It may have been removed." : quiz.error.message}
        </EmptyState>
      </Page>
    );
  }
  return <QuizRunner key={quiz.data.id} quiz={quiz.data} addressId={id} reload={() => void quiz.refetch()} />;
}

/** True when a key press belongs to a text field or a menu, not to the quiz. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName) ||
    target.closest('[role="combobox"], [role="listbox"], [role="menu"], [role="dialog"]') !== null
  );
}

function QuizRunner({ quiz, addressId, reload }: { quiz: TQuizDetail; addressId: string; reload: () => void }) {
  const { user } = useSession();
  const attempts = useQuizAttempts(quiz.id, Boolean(user));
  const [session, dispatch] = useReducer(quizSessionReducer, quiz.questions.length, startSession);
  // The attempt being taken, in the option order the server served it: its letters are what the
  // answers mean and what the result speaks of. Every load of the quiz is a new attempt in a new
  // order; one is taken up only while nothing is answered (after a retake, for instance).
  const [taken, setTaken] = useState(quiz);
  const untouched = !session.result && session.answers.every((answer) => answer === null);
  // Taken up in the same render that sees it: no frame shows the options in the old order.
  const sitting = untouched && quiz.attemptId !== taken.attemptId ? quiz : taken;
  useEffect(() => {
    if (sitting !== taken) setTaken(sitting);
  }, [sitting, taken]);
  // After a retake, the attempt just graded, until the next one has loaded: its options would
  // change order under the learner's hand, so they are not offered meanwhile.
  const [retaken, setRetaken] = useState<string | null>(null);
  const waiting = retaken !== null && sitting.attemptId === retaken;
  const waitingRef = useRef(waiting);
  waitingRef.current = waiting;
  const scoreRef = useRef<HTMLElement>(null);
  const question = sitting.questions[session.current];
  const result = session.result;

  const submit = useMutation({
    mutationFn: (answers: number[]) => submitQuizAttempt(quiz.id, { attemptId: sitting.attemptId, answers }),
    onSuccess: (graded) => {
      dispatch({ type: "submitted", result: graded });
      void refreshAfterAttempt(quiz.id, addressId);
      // On a phone the score card sits below the question: bring it into view.
      requestAnimationFrame(() => {
        scoreRef.current?.scrollIntoView({ behavior: "smooth", block: "nearest" });
        scoreRef.current?.focus({ preventScroll: true });
      });
    },
    onError: (error) =>
      toast({
        title: "Submission failed",
        description: errorMessage(error, "Your answers could not be graded. Please try again."),
        variant: "destructive",
      }),
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.repeat || isTypingTarget(event.target)) return;
      if (waitingRef.current) return;
      const action = actionForKey(event.key);
      if (!action) return;
      event.preventDefault();
      dispatch(action);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  const answered = session.answers.filter((answer) => answer !== null).length;
  const canSubmit = allAnswered(session.answers) && !result;

  return (
    <Page className="max-w-6xl">
      <Link
        to="/quizzes"
        className="mb-4 inline-flex items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden />
        All quizzes
      </Link>
      <header className="mb-6">
        <QuizBadges quiz={quiz} />
        <h1 className="mt-3 text-2xl font-bold tracking-tight sm:text-3xl" data-testid="text-quiz-title">
          {quiz.title}
        </h1>
        <p className="mt-2 max-w-3xl text-muted-foreground">{quiz.description}</p>
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <span className="flex items-center gap-1">
            <ListChecks className="size-4" aria-hidden />
            {quiz.totalQuestions} questions
          </span>
          <span className="flex items-center gap-1">
            <Target className="size-4" aria-hidden />
            Pass: {quiz.passingScore}%
          </span>
          {quiz.bestScore !== null && <span data-testid="text-detail-best">Your best: {quiz.bestScore}%</span>}
        </p>
      </header>

      <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-6">
        {waiting && (
          <section
            className="flex items-center justify-center gap-3 rounded-xl border bg-card p-8 text-sm text-muted-foreground shadow-sm"
            data-testid="text-preparing-attempt"
          >
            <Spinner />
            Preparing your next attempt...
          </section>
        )}
        {question && !waiting && (
          <QuestionCard
            question={question}
            index={session.current}
            total={sitting.questions.length}
            chosen={session.answers[session.current] ?? null}
            result={result?.results[session.current]}
            showExplanation={session.showExplanation}
            canSubmit={canSubmit}
            submitting={submit.isPending}
            answeredCount={answered}
            onChoose={(option) => dispatch({ type: "choose", option })}
            onPrevious={() => dispatch({ type: "previous" })}
            onNext={() => dispatch({ type: "next" })}
            onSubmit={() => {
              if (allAnswered(session.answers)) submit.mutate(session.answers);
            }}
            onToggleExplanation={() => dispatch({ type: "toggleExplanation" })}
          />
        )}
        <aside className="grid grid-cols-1 gap-4 lg:sticky lg:top-20">
          {result && (
            <ScoreCard
              ref={scoreRef}
              result={result}
              passingScore={quiz.passingScore}
              onRetake={() => {
                dispatch({ type: "retake" });
                // The quiz loaded after the submission is the next attempt; load one if it has not come.
                if (quiz.attemptId === sitting.attemptId) {
                  setRetaken(sitting.attemptId);
                  reload();
                }
                window.scrollTo({ top: 0, behavior: "smooth" });
              }}
            />
          )}
          <AnswerGrid
            answers={session.answers}
            current={session.current}
            results={result?.results}
            onGo={(index) => dispatch({ type: "go", index })}
          />
          <AttemptHistory signedIn={Boolean(user)} attempts={attempts.data} loading={attempts.isPending} />
        </aside>
      </div>

      {result && (
        <ReviewList
          questions={sitting.questions}
          result={result}
          onGo={(index) => {
            dispatch({ type: "go", index });
            window.scrollTo({ top: 0, behavior: "smooth" });
          }}
        />
      )}
    </Page>
  );
}
