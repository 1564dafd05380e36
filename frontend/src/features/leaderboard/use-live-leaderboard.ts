import { API, type SOCKET_EVENTS, type TLeaderboardChangedEvent, type TLeaderboardEntry } from "@cp/contracts";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { apiGet } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { getSocket, joinRoom, onConnectionChange, subscribeEvent } from "@/lib/socket";
import { useLeaderboardStore } from "./leaderboard-store";

/** Written out (typed against the contract) so this chunk imports no zod schema at run time. */
const LEADERBOARD_CHANGED: (typeof SOCKET_EVENTS)["leaderboardChanged"] = "leaderboard.changed";
export const LEADERBOARD_QUERY_KEY = [API.leaderboard.list] as const;

/**
 * The ranking, live. REST is the source on page load (fetched again on every mount, since the
 * board may have moved while no one was watching); while mounted, the page sits in the socket
 * room "leaderboard" and every `leaderboard.changed` event re-orders the store at once.
 * `onLiveUpdate` runs after each event (to refresh what depends on ranks, like the user's own).
 */
export function useLiveLeaderboard(onLiveUpdate?: (event: TLeaderboardChangedEvent) => void) {
  const entries = useLeaderboardStore((state) => state.entries);
  const moves = useLeaderboardStore((state) => state.moves);
  const query = useQuery({
    queryKey: LEADERBOARD_QUERY_KEY,
    queryFn: async ({ signal }) => {
      const requestedAt = Date.now();
      const list = await apiGet<TLeaderboardEntry[]>(API.leaderboard.list, { signal });
      useLeaderboardStore.getState().loadSnapshot(list, requestedAt);
      return list;
    },
    refetchOnMount: "always",
  });

  const [connected, setConnected] = useState(() => getSocket().connected);
  useEffect(() => {
    const leave = joinRoom("leaderboard");
    const stopEvents = subscribeEvent(LEADERBOARD_CHANGED, (event) => {
      useLeaderboardStore.getState().applyLiveUpdate(event.entries, event.changedUserId);
      queryClient.setQueryData(LEADERBOARD_QUERY_KEY, event.entries);
      onLiveUpdate?.(event);
    });
    const stopStatus = onConnectionChange(setConnected);
    setConnected(getSocket().connected);
    return () => {
      stopStatus();
      stopEvents();
      leave();
    };
  }, [onLiveUpdate]);

  return {
    /** The store's ranking, or the cached REST list before the store has one. */
    entries: entries ?? query.data ?? null,
    moves,
    isPending: query.isPending && !entries,
    error: entries ? null : query.error,
    connected,
  };
}
