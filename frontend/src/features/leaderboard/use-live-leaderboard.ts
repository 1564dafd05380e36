import type { TLeaderboardChangedEvent } from "@cp/contracts";
import { ROUTES } from "@cp/contracts/constants";
import { useQuery } from "@tanstack/react-query";
import { call, endpointKey, type TEndpointKey } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { useLiveRoom } from "@/lib/socket";
import { useRankMovesStore } from "./leaderboard-store";

export const LEADERBOARD_QUERY_KEY: TEndpointKey<typeof ROUTES.progress.leaderboard> = endpointKey(
  ROUTES.progress.leaderboard,
  {},
);

/** leaderboard.changed: the board takes the event's rows, and the rows that moved are marked. */
export function applyLeaderboardChange(event: TLeaderboardChangedEvent): void {
  const previous = queryClient.getQueryData(LEADERBOARD_QUERY_KEY);
  queryClient.setQueryData(LEADERBOARD_QUERY_KEY, event.entries);
  useRankMovesStore.getState().markMoves(previous, event.entries);
}

/**
 * The ranking, live. REST is the source on page load (fetched again on every mount, since the
 * board may have moved while no one was watching); while mounted, the page sits in the socket
 * room "leaderboard", whose events (app/live-updates.ts) write into the same query entry; after a
 * reconnect the board loads again, since the events it missed are lost.
 */
export function useLiveLeaderboard() {
  const moves = useRankMovesStore((state) => state.moves);
  const query = useQuery({
    queryKey: LEADERBOARD_QUERY_KEY,
    queryFn: async ({ signal }) => {
      const requestedAt = Date.now();
      const list = await call(ROUTES.progress.leaderboard, { signal });
      // A live update that arrived while this response was on the way is newer: keep it.
      const cached = queryClient.getQueryData(LEADERBOARD_QUERY_KEY);
      return cached && useRankMovesStore.getState().liveAt > requestedAt ? cached : list;
    },
    refetchOnMount: "always",
  });
  const connected = useLiveRoom("leaderboard", { refetchOnReconnect: [LEADERBOARD_QUERY_KEY] });
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
