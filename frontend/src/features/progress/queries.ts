import type { TLeaderboardChangedEvent } from "@cp/contracts";
import { ROUTES } from "@cp/contracts/constants";
import type { QueryKey } from "@tanstack/react-query";
import { endpointKey, useEndpoint } from "@/lib/api";
import { queryClient, reloadOnMount } from "@/lib/query-client";

/**
 * One learner's data. Submissions happen on the challenge screens, so these are fetched again
 * each time a screen showing them mounts ("REST on page load"), except right after the page
 * brought them; nothing refetches in the background.
 */
const perUser = (userId: string | undefined) => ({ enabled: Boolean(userId), ...reloadOnMount });
const ofUser = (userId: string | undefined) => ({ params: { userId: userId ?? "" } });

export function useProgressRecords(userId: string | undefined) {
  return useEndpoint(ROUTES.progress.progress, ofUser(userId), perUser(userId));
}

export function useSubmissions(userId: string | undefined) {
  return useEndpoint(ROUTES.progress.submissions, ofUser(userId), perUser(userId));
}

export function useProgressStats(userId: string | undefined) {
  return useEndpoint(ROUTES.progress.stats, ofUser(userId), perUser(userId));
}

export function useLeaderboardRank(userId: string | undefined) {
  return useEndpoint(ROUTES.progress.leaderboardUser, ofUser(userId), perUser(userId));
}

/** The keys of the user's own numbers: progress, submissions, stats and rank. */
export function userProgressKeys(userId: string): QueryKey[] {
  const { progress, submissions, stats, leaderboardUser } = ROUTES.progress;
  return [progress, submissions, stats, leaderboardUser].map((route) => endpointKey(route, ofUser(userId)));
}

/** After the user's own accepted submission (seen on the leaderboard socket), their numbers moved: load them again. */
export function refreshUserProgress(userId: string): Promise<void> {
  const keys = userProgressKeys(userId).map((key) => key[0]);
  // A refetch already under way (the submit's own refresh) is the fresh one: it is not started again.
  return queryClient.invalidateQueries(
    { predicate: (query) => keys.includes(String(query.queryKey[0])) },
    { cancelRefetch: false },
  );
}

/** Longest a rank refresh waits, so a thousand open pages do not all ask in the same millisecond. */
const RANK_REFRESH_SPREAD_MS = 2000;

/**
 * Keeps the user's own rank entry in step with a `leaderboard.changed` event without a request
 * when the event already tells it: on the board, the rank is the row's place; without points,
 * nobody else's solve gives the user a rank. Otherwise (ranked below the board) someone may
 * have passed them, so the entry is loaded again after a random short delay.
 */
export function refreshUserRank(userId: string, event: TLeaderboardChangedEvent): void {
  const key = endpointKey(ROUTES.progress.leaderboardUser, ofUser(userId));
  const index = event.entries.findIndex((entry) => entry.id === userId);
  const row = event.entries[index];
  if (row) {
    queryClient.setQueryData(key, {
      rank: index + 1,
      points: row.points,
      currentStreak: row.currentStreak,
    });
    return;
  }
  const cached = queryClient.getQueryData(key);
  if (cached && cached.rank === null && event.changedUserId !== userId) return;
  setTimeout(() => void queryClient.invalidateQueries({ queryKey: key }), Math.random() * RANK_REFRESH_SPREAD_MS);
}
