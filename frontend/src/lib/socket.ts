import { API, CLIENT_EVENTS } from "@cp/contracts/constants";
import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { io, type Socket } from "socket.io-client";
import { cachedSessionUser, queryClient } from "./query-client";
import { loadLiveUpdates, markSocketLoaded } from "./socket-loaded";

markSocketLoaded();

/** A public room the client may join (contracts' PUBLIC_ROOM_PATTERN); `user:<id>` is joined by the server. */
export type TRoom = "leaderboard" | "forum" | "content" | `post:${string}`;

const SUBSCRIBE = CLIENT_EVENTS.subscribe;
const UNSUBSCRIBE = CLIENT_EVENTS.unsubscribe;
const API_ME = API.auth.me;

let socket: Socket | null = null;
const roomRefs = new Map<string, number>();
const statusListeners = new Set<(connected: boolean) => void>();

/**
 * The one connection, opened on first use (the home page never opens it). Same origin, the
 * session cookie authenticates the handshake, and socket.io reconnects on its own.
 */
export function getSocket(): Socket {
  if (socket) return socket;
  const created = io({ withCredentials: true, reconnection: true, reconnectionDelayMax: 10_000, autoConnect: false });
  created.on("connect", () => {
    // Rooms are per connection on the server: join them again after every reconnect.
    for (const room of roomRefs.keys()) created.emit(SUBSCRIBE, { room });
    for (const listener of statusListeners) listener(true);
  });
  created.on("disconnect", () => {
    for (const listener of statusListeners) listener(false);
  });
  // The handlers are attached before the first connect, so no event arrives unheard.
  void loadLiveUpdates().then((handlers) => {
    for (const [event, handler] of Object.entries(handlers)) created.on(event, handler as (payload: unknown) => void);
    created.connect();
  });
  watchSessionChanges(created);
  socket = created;
  return created;
}

/**
 * The handshake carries the session cookie of the moment it was made: when the current user
 * changes (login, logout) the connection is made again so the server sees the new identity.
 * Watching the session query here keeps socket.io-client out of the home page bundle.
 */
function watchSessionChanges(connection: Socket): void {
  let userId = sessionUserId();
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== "updated" || event.query.queryKey[0] !== API_ME) return;
    const next = sessionUserId();
    if (next === userId) return;
    userId = next;
    connection.disconnect();
    connection.connect();
  });
}

function sessionUserId(): string | null {
  return cachedSessionUser()?.id ?? null;
}

/** Whether the connection is up, without opening it: a screen's first render (on the server too) reads this. */
export function isSocketConnected(): boolean {
  return socket?.connected ?? false;
}

/**
 * Joins a room for as long as the returned function is not called. Joins are counted, so two
 * components watching the same room share one membership.
 */
export function joinRoom(room: TRoom): () => void {
  const connection = getSocket();
  const count = roomRefs.get(room) ?? 0;
  roomRefs.set(room, count + 1);
  if (count === 0 && connection.connected) connection.emit(SUBSCRIBE, { room });
  let left = false;
  return () => {
    if (left) return;
    left = true;
    const remaining = (roomRefs.get(room) ?? 1) - 1;
    if (remaining > 0) {
      roomRefs.set(room, remaining);
      return;
    }
    roomRefs.delete(room);
    if (connection.connected) connection.emit(UNSUBSCRIBE, { room });
  };
}

/** Reports connection changes (true = connected); returns the unsubscribe function. */
export function onConnectionChange(listener: (connected: boolean) => void): () => void {
  statusListeners.add(listener);
  return () => {
    statusListeners.delete(listener);
  };
}

/**
 * Keeps the screen in a socket room while it is mounted (no room: only watches the connection,
 * e.g. for the events of the user's own room, which the server joins at the handshake). Events
 * sent while the connection was down are lost, so after a reconnect the queries listed in
 * `refetchOnReconnect` load again: REST is the truth on (re)load. Answers whether live updates
 * are flowing.
 */
export function useLiveRoom(room: TRoom | null, options: { refetchOnReconnect?: readonly QueryKey[] } = {}): boolean {
  const client = useQueryClient();
  const [connected, setConnected] = useState(isSocketConnected);
  const refreshKey = JSON.stringify(options.refetchOnReconnect ?? []);
  useEffect(() => {
    const leave = room ? joinRoom(room) : () => undefined;
    setConnected(getSocket().connected);
    // Only a connection that dropped and came back missed anything (not the first connect).
    let dropped = false;
    const stop = onConnectionChange((now) => {
      setConnected(now);
      if (!now) dropped = true;
      else if (dropped) {
        dropped = false;
        for (const queryKey of JSON.parse(refreshKey) as QueryKey[]) void client.invalidateQueries({ queryKey });
      }
    });
    return () => {
      stop();
      leave();
    };
  }, [room, refreshKey, client]);
  return connected;
}
