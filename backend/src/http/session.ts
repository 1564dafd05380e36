import type { Middleware } from "koa";
import { type AuthService, SESSION_COOKIE } from "../features/auth";
import type { AppState } from "./state";

/** Puts the signed-in user (if any) on `ctx.state.user`. Routes decide whether one is required. */
export function sessionMiddleware(auth: AuthService): Middleware<AppState> {
  return async (ctx, next) => {
    const started = performance.now();
    const user = await auth.resolveSession(ctx.cookies.get(SESSION_COOKIE));
    ctx.state.sessionMs = performance.now() - started;
    if (user) ctx.state.user = user;
    await next();
  };
}

/** Parses a Cookie header (for the Socket.IO handshake, which has no Koa context). */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index === -1) continue;
    if (part.slice(0, index).trim() === name) return decodeURIComponent(part.slice(index + 1).trim());
  }
  return undefined;
}
