import { GraduationCap, SearchX, TriangleAlert } from "lucide-react";
import { useDocumentTitle } from "@/app/document-title";
import { EmptyState, Page, PageHeader, RetryButton } from "@/components/ui/page";
import { Spinner } from "@/components/ui/spinner";
import { QuizCard } from "@/features/quizzes/quiz-card";
import { QuizFilters, useQuizFilters } from "@/features/quizzes/quiz-filters";
import { useQuizList } from "@/features/quizzes/quizzes-api";
import { useContentRoom } from "@/lib/use-content-room";

/** Quiz list (/quizzes): open to everyone; a signed-in learner sees their best score on each card. */
export default function QuizzesPage() {
  useDocumentTitle("Quizzes");
  useContentRoom();
  const { filters, update } = useQuizFilters();
  const list = useQuizList(filters);
  const filtered = filters.difficulty !== "all" || filters.topic !== "all";

  return (
    <Page>
      <PageHeader
        title="Knowledge Assessment"
        description="Short quizzes on the fundamentals, data structures, the web and SQL. Each answer is explained once you submit."
      />
      <QuizFilters filters={filters} onChange={update} />
      <div className="mt-6">
        {list.isPending ? (
          <div className="flex justify-center py-16">
            <Spinner label="Loading quizzes..." />
          </div>
        ) : list.isError ? (
          <div data-testid="text-quizzes-error">
            <EmptyState
              icon={<TriangleAlert className="size-6" aria-hidden />}
              title="Failed to fetch quizzes"
              action={<RetryButton onRetry={list.refetch} pending={list.isFetching} />}
            >
              {list.error.message}
            </EmptyState>
          </div>
        ) : list.data.length === 0 ? (
          <EmptyState
            icon={
              filtered ? <SearchX className="size-6" aria-hidden /> : <GraduationCap className="size-6" aria-hidden />
            }
            title="No quizzes found matching your filters."
          />
        ) : (
          <>
            <p className="mb-3 text-sm text-muted-foreground" data-testid="text-quiz-count">
              {list.data.length} {list.data.length === 1 ? "quiz" : "quizzes"}
            </p>
            <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="list-quizzes">
              {list.data.map((quiz) => (
                <li key={quiz.id}>
                  <QuizCard quiz={quiz} />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </Page>
  );
}
