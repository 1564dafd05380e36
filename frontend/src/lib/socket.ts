import type {
  TAdminValidationProgressEvent,
  TContentChangedEvent,
  TForumPost,
  TForumPostCountsEvent,
  TForumPostRemovedEvent,
  TForumReply,
  TForumReplyLikesEvent,
  TForumReplyRemovedEvent,
  TLeaderboardChangedEvent,
  TRunFinishedEvent,
  TRunTestResultEvent,
} from "@cp/contracts";
import { API, CLIENT_EVENTS, type SOCKET_EVENTS } from "@cp/contracts/constants";
import { io, type Socket } from "socket.io-client";
import { LIVE_UPDATES } from "./live-updates";
import { queryClient } from "./query-client";
import { markSocketLoaded } from "./socket-loaded";

markSocketLoaded();

type TEventNames = typeof SOCKET_EVENTS;

/** Payload of every server-to-client event, keyed by the event names of contracts/events.ts. */
export type TServerEventMap = Record<TEventNames["runTestResult"], TRunTestResultEvent> &
  Record<TEventNames["runFinished"], TRunFinishedEvent> &
  Record<TEventNames["leaderboardChanged"], TLeaderboardChangedEvent> &
  Record<TEventNames["forumPostCreated"] | TEventNames["forumPostUpdated"], TForumPost> &
  Record<TEventNames["forumPostCounts"], TForumPostCountsEvent> &
  Record<TEventNames["forumPostRemoved"], TForumPostRemovedEvent> &
  Record<TEventNames["forumReplyCreated"] | TEventNames["forumReplyUpdated"], TForumReply> &
  Record<TEventNames["forumReplyLikes"], TForumReplyLikesEvent> &
  Record<TEventNames["forumReplyRemoved"], TForumReplyRemovedEvent> &
  Record<TEventNames["adminValidationProgress"], TAdminValidationProgressEvent> &
  Record<TEventNames["contentChanged"], TContentChangedEvent>;
export type TServerEventName = keyof TServerEventMap;

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
  const created = io({ withCredentials: true, reconnection: true, reconnectionDelayMax: 10_000 });
  created.on("connect", () => {
    // Rooms are per connection on the server: join them again after every reconnect.
    for (const room of roomRefs.keys()) created.emit(SUBSCRIBE, { room });
    for (const listener of statusListeners) listener(true);
  });
  created.on("disconnect", () => {
    for (const listener of statusListeners) listener(false);
  });
  for (const [event, handler] of Object.entries(LIVE_UPDATES)) created.on(event, handler as (payload: unknown) => void);
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
  return queryClient.getQueryData<{ id: string } | null>([API_ME])?.id ?? null;
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
