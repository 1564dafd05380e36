import type {
  QUIZ_ENDPOINTS,
  TDifficulty,
  TEndpointResponse,
  TQuizAttempt,
  TQuizAttemptInput,
  TQuizDetail,
  TQuizListItem,
  TQuizTopic,
} from "@cp/contracts";
import { API } from "@cp/contracts/constants";
import { useQuery } from "@tanstack/react-query";
import { apiGet, apiPost, withQuery } from "@/lib/api";
import { queryClient, reloadOnMount } from "@/lib/query-client";

export type TQuizFilters = { difficulty: TDifficulty | "all"; topic: TQuizTopic | "all" };

/**
 * Cache keys: the list per filters, one quiz, one quiz's attempts. Each is the call's url (the
 * list's with its filters), so a page the server rendered hands over its list under its key.
 */
export const quizKeys = {
  list: (filters: TQuizFilters) => [withQuery(API.quizzes.list, filters)] as const,
  detail: (id: string) => [API.quizzes.detail(id)] as const,
  attempts: (id: string) => [API.quizzes.attempts(id)] as const,
};

/** The list for the filters (each sent only when not 'all'); loaded again on every visit for fresh best scores. */
export function useQuizList(filters: TQuizFilters) {
  return useQuery({
    queryKey: quizKeys.list(filters),
    queryFn: ({ signal }) => apiGet<TQuizListItem[]>(quizKeys.list(filters)[0], { signal }),
    ...reloadOnMount,
  });
}

/**
 * One quiz as a new attempt: questions with options in that attempt's order and snippets, never
 * answers; loaded again on each visit for a fresh best score (and so a new attempt).
 */
export function useQuiz(id: string) {
  return useQuery<TQuizDetail>({ queryKey: quizKeys.detail(id), enabled: id !== "", ...reloadOnMount });
}

/** The signed-in learner's attempts at one quiz, newest first. */
export function useQuizAttempts(id: string, signedIn: boolean) {
  return useQuery<TQuizAttempt[]>({
    queryKey: quizKeys.attempts(id),
    enabled: id !== "" && signedIn,
    refetchOnMount: "always",
  });
}

/** Sends the answers of the attempt the quiz was served as: letters in that attempt's order. */
export const submitQuizAttempt = (id: string, input: TQuizAttemptInput) =>
  apiPost<TEndpointResponse<typeof QUIZ_ENDPOINTS.attempt>>(API.quizzes.attempts(id), input);

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
