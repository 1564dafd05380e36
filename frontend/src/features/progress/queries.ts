import {
  API,
  type TLeaderboardUserEntry,
  type TProgressRecord,
  type TProgressStats,
  type TSubmission,
} from "@cp/contracts";
import { useQuery } from "@tanstack/react-query";
import { queryClient } from "@/lib/query-client";

/**
 * One learner's data. Submissions happen on the challenge screens, so these are fetched again
 * each time a screen showing them mounts ("REST on page load"); nothing refetches in the
 * background. Each key is the call's url, so the default loader GETs it.
 */
const perUser = { refetchOnMount: "always" } as const;

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

/** Everyone's rank may change when anyone scores: the user's own rank entry is loaded again. */
export function refreshUserRank(userId: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: [API.leaderboard.user(userId)] });
}
