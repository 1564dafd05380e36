import type { THintRequest, TRunRequest, TSubmitRequest } from "@cp/contracts";
import { API, ROUTES } from "@cp/contracts/constants";
import { call, endpointQuery, realFilters, urlOf, useEndpoint } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import type { TChallengeFilters } from "./challenge-options";

/** The challenge list for the given filters: each filter combination is cached on its own. */
export function useChallengeList(filters: TChallengeFilters) {
  return useEndpoint(ROUTES.challenges.list, { query: realFilters(filters) });
}

/** The home page's Popular Challenges: public, so a visitor without a session sees real catalog cards. */
export function usePopularChallenges() {
  return useEndpoint(ROUTES.challenges.popular, {});
}

/** The catalog's real size, public (the home page's figures). */
export function useCatalogStats() {
  return useEndpoint(ROUTES.challenges.stats, {});
}

/** One challenge with its starter code, signature, hints and sample tests. */
export function useChallengeDetail(id: string) {
  return useEndpoint(ROUTES.challenges.detail, { params: { id } }, { enabled: id !== "" });
}

/** The learner's own submissions of a challenge, newest first, with their code. */
export function useMySubmissions(challengeId: string) {
  return useEndpoint(ROUTES.progress.mySubmissions, { params: { challengeId } });
}

/**
 * Loads a challenge before its screen renders (the route's loader waits for it); settles, never
 * rejects: a failed load is the screen's own error state.
 */
export function prefetchChallengeDetail(id: string): Promise<void> {
  return queryClient.prefetchQuery(endpointQuery(ROUTES.challenges.detail, { params: { id } }));
}

export const runChallenge = (id: string, body: TRunRequest) => call(ROUTES.challenges.run, { params: { id }, body });

export const submitChallenge = (id: string, body: TSubmitRequest) =>
  call(ROUTES.challenges.submit, { params: { id }, body });

export const requestHint = (id: string, body: THintRequest) => call(ROUTES.challenges.hint, { params: { id }, body });

/** The editorial, once the learner solved the challenge or gave up. */
export function useEditorial(id: string, enabled: boolean) {
  return useEndpoint(ROUTES.challenges.editorial, { params: { id } }, { enabled });
}

/** "Show the solution": records giving up (after enough failed submissions) and answers the editorial. */
export const giveUp = (id: string) => call(ROUTES.challenges.giveUp, { params: { id } });

/**
 * Reloads one challenge's detail (hints revealed, given up), whichever of its id or slug the
 * screen was opened with.
 */
export function refreshChallengeDetail(challenge: { id: string; slug: string }): Promise<void> {
  const keys = new Set([challenge.id, challenge.slug].map((id) => urlOf(ROUTES.challenges.detail, { params: { id } })));
  return queryClient.invalidateQueries({ predicate: (query) => keys.has(String(query.queryKey[0])) });
}

/**
 * A submission moves the challenge's counts, the learner's completed flag, points, streak and
 * rank: every cached screen except the session is refreshed (the visible ones at once, the
 * others on their next visit), since data never goes stale on its own.
 */
export function refreshAfterSubmission(): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== API.auth.me });
}
