import type { Server as HttpServer } from "node:http";
import { CLIENT_EVENTS, ROOMS, ZSubscribeRequest } from "@cp/contracts";
import { createAdapter } from "@socket.io/redis-adapter";
import type { Redis } from "ioredis";
import { Server } from "socket.io";
import { type AuthService, SESSION_COOKIE } from "../features/auth";
import { readCookie } from "../http/session";
import type { SessionUser } from "../http/state";
import type { Logger } from "../logger";
import type { EventBus } from "./bus";

type SocketData = { user?: SessionUser };

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
}) {
  const io = new Server<
    Record<string, never>,
    Record<string, (...args: unknown[]) => void>,
    Record<string, never>,
    SocketData
  >(deps.httpServer, { serveClient: false, cors: { origin: false } });
  if (deps.redis) io.adapter(createAdapter(deps.redis.pub, deps.redis.sub, { key: `${deps.redis.prefix}#socket.io` }));

  io.use(async (socket, next) => {
    try {
      const user = await deps.auth.resolveSession(readCookie(socket.request.headers.cookie, SESSION_COOKIE));
      if (user) socket.data.user = user;
      next();
    } catch (error) {
      deps.logger.error("Socket handshake failed", error);
      next(new Error("Handshake failed"));
    }
  });

  io.on("connection", (socket) => {
    const user = socket.data.user;
    if (user) void socket.join(ROOMS.user(user.id));
    socket.on(CLIENT_EVENTS.subscribe, (raw: unknown, ack?: unknown) => {
      const parsed = ZSubscribeRequest.safeParse(raw);
      if (parsed.success) void socket.join(parsed.data.room);
      if (typeof ack === "function") ack({ ok: parsed.success });
    });
    socket.on(CLIENT_EVENTS.unsubscribe, (raw: unknown) => {
      const parsed = ZSubscribeRequest.safeParse(raw);
      if (parsed.success) void socket.leave(parsed.data.room);
    });
  });

  const unsubscribe = deps.bus.subscribe((event) => {
    io.to(typeof event.room === "string" ? event.room : [...event.room]).emit(event.name, event.payload);
  });

  return {
    io,
    async close() {
      unsubscribe();
      await io.close();
    },
  };
}
