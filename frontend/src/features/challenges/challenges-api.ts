import type {
  TChallengeDetail,
  TChallengeListItem,
  TChallengeSummary,
  THintRequest,
  THintResponse,
  TOwnSubmission,
  TRunRequest,
  TRunResponse,
  TSubmitRequest,
  TSubmitResponse,
} from "@cp/contracts";
import { API } from "@cp/contracts/constants";
import { useQuery } from "@tanstack/react-query";
import { apiPost, withQuery } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import type { TChallengeFilters } from "./challenge-options";

/**
 * The challenge list for the given filters. The url is the query key's only part, so the
 * default loader fetches it and each filter combination is cached on its own.
 */
export function useChallengeList(filters: TChallengeFilters) {
  const url = withQuery(API.challenges.list, filters);
  return useQuery<TChallengeListItem[]>({ queryKey: [url] });
}

/** The home page's Popular Challenges: public, so a visitor without a session sees real catalog cards. */
export function usePopularChallenges() {
  return useQuery<TChallengeSummary[]>({ queryKey: [API.challenges.popular] });
}

/** One challenge with its starter code, signature, hints and sample tests. */
export function useChallengeDetail(id: string) {
  return useQuery<TChallengeDetail>({ queryKey: [API.challenges.detail(id)], enabled: id !== "" });
}

/** The learner's own submissions of a challenge, newest first, with their code. */
export function useMySubmissions(challengeId: string) {
  return useQuery<TOwnSubmission[]>({ queryKey: [API.mySubmissions(challengeId)] });
}

/**
 * Loads a challenge before its screen renders (the route's loader waits for it); settles, never
 * rejects: a failed load is the screen's own error state.
 */
export function prefetchChallengeDetail(id: string): Promise<void> {
  return queryClient.prefetchQuery({ queryKey: [API.challenges.detail(id)] });
}

export function runChallenge(id: string, body: TRunRequest): Promise<TRunResponse> {
  return apiPost<TRunResponse>(API.challenges.run(id), body);
}

export function submitChallenge(id: string, body: TSubmitRequest): Promise<TSubmitResponse> {
  return apiPost<TSubmitResponse>(API.challenges.submit(id), body);
}

export function requestHint(id: string, body: THintRequest): Promise<THintResponse> {
  return apiPost<THintResponse>(API.challenges.hint(id), body);
}

/**
 * A submission moves the challenge's counts, the learner's completed flag, points, streak and
 * rank: every cached screen except the session is refreshed (the visible ones at once, the
 * others on their next visit), since data never goes stale on its own.
 */
export function refreshAfterSubmission(): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== API.auth.me });
}
