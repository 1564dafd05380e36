import type {
  TLeaderboardChangedEvent,
  TLeaderboardUserEntry,
  TProgressRecord,
  TProgressStats,
  TSubmission,
} from "@cp/contracts";
import { API } from "@cp/contracts/constants";
import { useQuery } from "@tanstack/react-query";
import { queryClient, reloadOnMount } from "@/lib/query-client";

/**
 * One learner's data. Submissions happen on the challenge screens, so these are fetched again
 * each time a screen showing them mounts ("REST on page load"), except right after the page
 * brought them; nothing refetches in the background. Each key is the call's url, so the default
 * loader GETs it.
 */
const perUser = reloadOnMount;

export function useProgressRecords(userId: string | undefined) {
  return useQuery<TProgressRecord[]>({ queryKey: [API.progress(userId ?? "")], enabled: Boolean(userId), ...perUser });
}

export function useSubmissions(userId: string | undefined) {
  return useQuery<TSubmission[]>({ queryKey: [API.submissions(userId ?? "")], enabled: Boolean(userId), ...perUser });
}

export function useProgressStats(userId: string | undefined) {
  return useQuery<TProgressStats>({
    queryKey: [API.progressStats(userId ?? "")],
    enabled: Boolean(userId),
    ...perUser,
  });
}

export function useLeaderboardRank(userId: string | undefined) {
  return useQuery<TLeaderboardUserEntry>({
    queryKey: [API.leaderboard.user(userId ?? "")],
    enabled: Boolean(userId),
    ...perUser,
  });
}

/** After the user's own accepted submission (seen on the leaderboard socket), their numbers moved: load them again. */
export function refreshUserProgress(userId: string): Promise<void> {
  const keys = [API.progress(userId), API.submissions(userId), API.progressStats(userId), API.leaderboard.user(userId)];
  return queryClient.invalidateQueries({ predicate: (query) => keys.includes(String(query.queryKey[0])) });
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
  const key = [API.leaderboard.user(userId)];
  const index = event.entries.findIndex((entry) => entry.id === userId);
  const row = event.entries[index];
  if (row) {
    queryClient.setQueryData<TLeaderboardUserEntry>(key, {
      rank: index + 1,
      points: row.points,
      currentStreak: row.currentStreak,
    });
    return;
  }
  const cached = queryClient.getQueryData<TLeaderboardUserEntry>(key);
  if (cached && cached.rank === null && event.changedUserId !== userId) return;
  setTimeout(() => void queryClient.invalidateQueries({ queryKey: key }), Math.random() * RANK_REFRESH_SPREAD_MS);
}
