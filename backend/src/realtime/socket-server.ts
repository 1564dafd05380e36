import type { Server as HttpServer, IncomingMessage } from "node:http";
import { CLIENT_EVENTS, ROOMS, ZSubscribeRequest } from "@cp/contracts";
import { createAdapter } from "@socket.io/redis-adapter";
import type { Redis } from "ioredis";
import { Server } from "socket.io";
import { type AuthService, SESSION_COOKIE } from "../features/auth";
import { readCookie } from "../http/session";
import type { SessionUser } from "../http/state";
import type { Logger } from "../logger";
import type { EventBus } from "./bus";

type SocketData = { user?: SessionUser; joins?: { windowStart: number; count: number } };

/** Limits on what one socket may ask for: public rooms held at once, and subscribes per window. */
export type SocketLimits = { roomsPerSocket: number; joinsPerWindow: number; joinWindowMs: number };

export const DEFAULT_SOCKET_LIMITS: SocketLimits = { roomsPerSocket: 32, joinsPerWindow: 60, joinWindowMs: 10_000 };

/** The message between web processes (Socket.IO's serverSideEmit) naming sessions that ended. */
const SESSIONS_ENDED = "sessions-ended";

/** The room every socket of one session sits in, so that ending the session can close them all. */
const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/**
 * A browser always sends Origin on a WebSocket and a cross-origin request; a page elsewhere must
 * not open a socket that carries our cookie. Same host as the request, or a listed origin, passes.
 * No Origin at all is a non-browser client (it has no victim's cookie to ride on) and passes.
 */
export function originAllowed(req: IncomingMessage, allowedOrigins: readonly string[]): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  if (allowedOrigins.includes(origin)) return true;
  const host = req.headers.host;
  if (!host) return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/**
 * Socket.IO on the app's HTTP server. The handshake reads the session cookie: a signed-in
 * socket joins its user room (private run results); anyone may join public rooms.
 */
export function createSocketServer(deps: {
  httpServer: HttpServer;
  auth: AuthService;
  bus: EventBus;
  logger: Logger;
  redis?: { pub: Redis; sub: Redis; prefix: string };
  /** Origins besides the app's own host that may open a socket (e.g. a separate frontend host). */
  allowedOrigins?: readonly string[];
  limits?: SocketLimits;
}) {
  const limits = deps.limits ?? DEFAULT_SOCKET_LIMITS;
  const allowedOrigins = deps.allowedOrigins ?? [];
  const io = new Server<
    Record<string, never>,
    Record<string, (...args: unknown[]) => void>,
    Record<string, never>,
    SocketData
  >(deps.httpServer, {
    serveClient: false,
    cors: { origin: false },
    allowRequest: (req, callback) => callback(null, originAllowed(req, allowedOrigins)),
  });
  if (deps.redis) io.adapter(createAdapter(deps.redis.pub, deps.redis.sub, { key: `${deps.redis.prefix}#socket.io` }));

  io.use(async (socket, next) => {
    let token: string | undefined;
    try {
      token = readCookie(socket.request.headers.cookie, SESSION_COOKIE);
    } catch {
      // A malformed cookie header: the socket is anonymous, like a request without a session.
      token = undefined;
    }
    try {
      const user = await deps.auth.resolveSession(token);
      if (user) socket.data.user = user;
      next();
    } catch (error) {
      deps.logger.error("Socket handshake failed", error);
      next(new Error("Handshake failed"));
    }
  });

  /** Counts a subscribe against the socket's window; false once the socket has asked too often. */
  function withinJoinRate(data: SocketData): boolean {
    const now = Date.now();
    if (!data.joins || now - data.joins.windowStart >= limits.joinWindowMs) data.joins = { windowStart: now, count: 0 };
    data.joins.count += 1;
    return data.joins.count <= limits.joinsPerWindow;
  }

  io.on("connection", (socket) => {
    const user = socket.data.user;
    // The socket's own rooms (its id, its user and session) do not count against the cap.
    const ownRooms = socket.rooms.size + (user ? 2 : 0);
    if (user) void socket.join([ROOMS.user(user.id), sessionRoom(user.sessionId)]);
    socket.on(CLIENT_EVENTS.subscribe, (raw: unknown, ack?: unknown) => {
      const parsed = ZSubscribeRequest.safeParse(raw);
      let ok = parsed.success && withinJoinRate(socket.data);
      if (ok && parsed.success && !socket.rooms.has(parsed.data.room)) {
        ok = socket.rooms.size - ownRooms < limits.roomsPerSocket;
        if (ok) void socket.join(parsed.data.room);
      }
      if (typeof ack === "function") ack({ ok });
    });
    socket.on(CLIENT_EVENTS.unsubscribe, (raw: unknown) => {
      const parsed = ZSubscribeRequest.safeParse(raw);
      if (parsed.success) void socket.leave(parsed.data.room);
    });
  });

  const unsubscribe = deps.bus.subscribe((event) => {
    io.to(typeof event.room === "string" ? event.room : [...event.room]).emit(event.name, event.payload);
  });
  // Logging out closes every socket of that session, on every process (through the adapter), and
  // the other processes forget their reading of it (auth's session cache).
  const stopSessionWatch = deps.auth.onSessionsEnded((sessionIds) => {
    if (sessionIds.length === 0) return;
    io.in(sessionIds.map(sessionRoom)).disconnectSockets(true);
    if (!deps.redis) return;
    try {
      io.serverSideEmit(SESSIONS_ENDED, [...sessionIds]);
    } catch (error) {
      deps.logger.error("Telling the other processes that sessions ended failed", error);
    }
  });
  io.on(SESSIONS_ENDED, (sessionIds: unknown) => {
    if (Array.isArray(sessionIds)) deps.auth.forgetSessions(sessionIds.filter((id) => typeof id === "string"));
  });

  return {
    io,
    async close() {
      unsubscribe();
      stopSessionWatch();
      await io.close();
    },
  };
}
