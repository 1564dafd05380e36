import type { Middleware } from "koa";
import { forbidden, unauthenticated } from "../errors";
import type { AppState, SessionUser } from "./state";

/** Who may call a route: anyone, any signed-in user, or admins only. */
export type Access = "public" | "user" | "admin";

/** The user a handler receives for an access level: possibly absent only on public routes. */
export type UserFor<A extends Access> = A extends "public" ? SessionUser | undefined : SessionUser;

/** Answers 401 without a session and 403 without the role, before input is even read. */
export function auth(access: Access): Middleware<AppState> {
  return async (ctx, next) => {
    if (access !== "public") {
      const user = ctx.state.user;
      if (!user) throw unauthenticated();
      if (access === "admin" && user.role !== "admin") throw forbidden("Admins only");
    }
    await next();
  };
}
