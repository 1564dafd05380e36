import { useEffect, useState } from "react";
import { queryClient } from "@/lib/query-client";
import { getSocket, isSocketConnected, joinRoom, onConnectionChange, type TRoom } from "@/lib/socket";

/**
 * Keeps the screen in a socket room while it is mounted; the socket module maps the room's
 * events into the query cache. Events sent while the connection was down are lost, so after a
 * reconnect the screen's queries (`refresh`) are loaded again: REST is the truth on (re)load.
 * Answers whether live updates are flowing.
 */
export function useForumRoom(room: TRoom, refresh: readonly (readonly unknown[])[]): boolean {
  const [connected, setConnected] = useState(isSocketConnected);
  const refreshKey = JSON.stringify(refresh);
  useEffect(() => {
    const leave = joinRoom(room);
    setConnected(getSocket().connected);
    // Only a connection that dropped and came back missed anything (not the first connect).
    let dropped = false;
    const stop = onConnectionChange((now) => {
      setConnected(now);
      if (!now) dropped = true;
      else if (dropped) {
        dropped = false;
        for (const queryKey of JSON.parse(refreshKey) as unknown[][]) void queryClient.invalidateQueries({ queryKey });
      }
    });
    return () => {
      stop();
      leave();
    };
  }, [room, refreshKey]);
  return connected;
}
