import type { TDifficulty, TQuizAttemptInput, TQuizTopic } from "@cp/contracts";
import { API, ROUTES } from "@cp/contracts/constants";
import { call, realFilters, useEndpoint } from "@/lib/api";
import { queryClient, reloadOnMount } from "@/lib/query-client";

export type TQuizFilters = { difficulty: TDifficulty | "all"; topic: TQuizTopic | "all" };

/** The list for the filters (each sent only when not 'all'); loaded again on every visit for fresh best scores. */
export function useQuizList(filters: TQuizFilters) {
  return useEndpoint(ROUTES.quizzes.list, { query: realFilters(filters) }, reloadOnMount);
}

/**
 * One quiz as a new attempt: questions with options in that attempt's order and snippets, never
 * answers; loaded again on each visit for a fresh best score (and so a new attempt).
 */
export function useQuiz(id: string) {
  return useEndpoint(ROUTES.quizzes.detail, { params: { id } }, { enabled: id !== "", ...reloadOnMount });
}

/** The signed-in learner's attempts at one quiz, newest first. */
export function useQuizAttempts(id: string, signedIn: boolean) {
  return useEndpoint(
    ROUTES.quizzes.attempts,
    { params: { id } },
    { enabled: id !== "" && signedIn, refetchOnMount: "always" },
  );
}

/** Sends the answers of the attempt the quiz was served as: letters in that attempt's order. */
export const submitQuizAttempt = (id: string, input: TQuizAttemptInput) =>
  call(ROUTES.quizzes.attempt, { params: { id }, body: input });

/**
 * After a graded attempt the best score (cards, quiz header) and the history moved: load them
 * again. The open quiz keeps its answers and result: they live in the page, not in the cache.
 */
export function refreshAfterAttempt(id: string, addressId = id): Promise<void> {
  // The page's quiz is cached under the id of its address, which may be the slug.
  const keys = [API.quizzes.list, API.quizzes.detail(addressId), API.quizzes.attempts(id)];
  // Every filtered list too: their keys are the list's url with a query.
  return queryClient.invalidateQueries({
    predicate: (query) => keys.includes(String(query.queryKey[0]).split("?")[0] ?? ""),
  });
}
