import type { TLeaderboardChangedEvent, TLeaderboardEntry } from "@cp/contracts";
import { API, SOCKET_EVENTS } from "@cp/contracts/constants";
import { useValidationStore } from "@/features/admin/challenge/validation-store";
import { settleRun } from "@/features/challenges/run/live-run";
import { useLiveRunStore } from "@/features/challenges/run/run-store";
import { FORUM_LIVE_UPDATES } from "@/features/forum/forum-live";
import { useRankMovesStore } from "@/features/leaderboard/leaderboard-store";
import { refreshUserProgress, refreshUserRank } from "@/features/progress/queries";
import { applyContentChange } from "./content-live";
import { queryClient } from "./query-client";
import type { TServerEventMap } from "./socket";

const LEADERBOARD_KEY = [API.leaderboard.list];

function sessionUserId(): string | null {
  return queryClient.getQueryData<{ id: string } | null>([API.auth.me])?.id ?? null;
}

function applyLeaderboardChange(event: TLeaderboardChangedEvent): void {
  const previous = queryClient.getQueryData<TLeaderboardEntry[]>(LEADERBOARD_KEY);
  queryClient.setQueryData(LEADERBOARD_KEY, event.entries);
  useRankMovesStore.getState().markMoves(previous, event.entries);
  // The viewer's own numbers: their accepted submission (from another tab, say) reloads their
  // progress; anyone else's changes at most their rank.
  const me = sessionUserId();
  if (!me) return;
  if (event.changedUserId === me) void refreshUserProgress(me);
  else refreshUserRank(me, event);
}

/**
 * The one map from server events to the client state they update: the query cache for server
 * state, a store for what no endpoint returns (live run progress, rank-move highlights, forum
 * items removed or just arrived, an admin's validation progress). The socket module attaches
 * every handler once, when the connection opens; screens only join rooms.
 */
export const LIVE_UPDATES: { [E in keyof TServerEventMap]: (payload: TServerEventMap[E]) => void } = {
  [SOCKET_EVENTS.runTestResult]: (event) => useLiveRunStore.getState().receive(event),
  [SOCKET_EVENTS.runFinished]: settleRun,
  [SOCKET_EVENTS.leaderboardChanged]: applyLeaderboardChange,
  ...FORUM_LIVE_UPDATES,
  [SOCKET_EVENTS.adminValidationProgress]: (event) => useValidationStore.getState().receive(event),
  [SOCKET_EVENTS.contentChanged]: applyContentChange,
};
