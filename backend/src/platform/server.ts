import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Redis } from "ioredis";
import type Koa from "koa";
import type { AuthService } from "../features/auth";
import type { Logger } from "../logger";
import type { EventBus } from "../realtime/bus";
import { createSocketServer } from "../realtime/socket-server";

/**
 * The HTTP server with Socket.IO on the same port. Requests in flight are counted so that
 * `drain` can wait for them before anything they use goes away.
 */
export async function startServer(deps: {
  app: Koa;
  auth: AuthService;
  bus: EventBus;
  logger: Logger;
  port: number;
  host: string;
  redis?: { pub: Redis; sub: Redis; prefix: string };
  socketOrigins?: readonly string[];
}) {
  const handle = deps.app.callback();
  let inFlight = 0;
  let closing = false;
  let onIdle: (() => void) | undefined;
  const httpServer = http.createServer((req, res) => {
    inFlight += 1;
    if (closing) res.setHeader("Connection", "close");
    res.once("close", () => {
      inFlight -= 1;
      if (inFlight === 0) onIdle?.();
    });
    void handle(req, res);
  });
  const sockets = createSocketServer({
    httpServer,
    auth: deps.auth,
    bus: deps.bus,
    logger: deps.logger,
    redis: deps.redis,
    allowedOrigins: deps.socketOrigins,
  });
  await new Promise<void>((resolve, reject) => {
    httpServer.once("error", reject);
    httpServer.listen(deps.port, deps.host, () => resolve());
  });
  return {
    port: (httpServer.address() as AddressInfo).port,
    /** The Socket.IO server (tests look at what a socket holds). */
    io: sockets.io,
    /** Stops taking requests and sockets, and resolves once the requests in flight have finished. */
    async drain() {
      closing = true;
      httpServer.close();
      httpServer.closeIdleConnections();
      await sockets.close();
      if (inFlight > 0) await new Promise<void>((resolve) => (onIdle = resolve));
    },
  };
}
