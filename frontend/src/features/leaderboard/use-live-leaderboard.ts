import type { TLeaderboardEntry } from "@cp/contracts";
import { API } from "@cp/contracts/constants";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { apiGet } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { getSocket, isSocketConnected, joinRoom, onConnectionChange } from "@/lib/socket";
import { useRankMovesStore } from "./leaderboard-store";

export const LEADERBOARD_QUERY_KEY = [API.leaderboard.list] as const;

/**
 * The ranking, live. REST is the source on page load (fetched again on every mount, since the
 * board may have moved while no one was watching); while mounted, the page sits in the socket
 * room "leaderboard", whose events `lib/live-updates.ts` writes into the same query entry.
 */
export function useLiveLeaderboard() {
  const moves = useRankMovesStore((state) => state.moves);
  const query = useQuery({
    queryKey: LEADERBOARD_QUERY_KEY,
    queryFn: async ({ signal }) => {
      const requestedAt = Date.now();
      const list = await apiGet<TLeaderboardEntry[]>(API.leaderboard.list, { signal });
      // A live update that arrived while this response was on the way is newer: keep it.
      const cached = queryClient.getQueryData<TLeaderboardEntry[]>(LEADERBOARD_QUERY_KEY);
      return cached && useRankMovesStore.getState().liveAt > requestedAt ? cached : list;
    },
    refetchOnMount: "always",
  });
  useRoom("leaderboard");
  const connected = useConnected();
  return {
    entries: query.data ?? null,
    moves,
    isPending: query.isPending,
    error: query.error,
    connected,
    refetch: query.refetch,
    isFetching: query.isFetching,
  };
}

/**
 * Sits in a public socket room while mounted. Holds no state: a screen that only wants the room's
 * events (the dashboard) is not rendered again when the connection opens or drops.
 */
export function useRoom(room: "leaderboard"): void {
  useEffect(() => joinRoom(room), [room]);
}

/** Whether the socket is connected, kept current while mounted. */
function useConnected(): boolean {
  const [connected, setConnected] = useState(isSocketConnected);
  useEffect(() => {
    const stop = onConnectionChange(setConnected);
    setConnected(getSocket().connected);
    return stop;
  }, []);
  return connected;
}
