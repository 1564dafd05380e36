import type { TEndpoint, TRole } from "@cp/contracts";
import type { ParameterizedContext } from "koa";
import { unauthenticated } from "../errors";

export type SessionUser = {
  id: string;
  username: string;
  role: TRole;
  email: string | null;
  fullName: string | null;
  sessionId: string;
};

/** What middleware puts on `ctx.state`. */
export type AppState = {
  user?: SessionUser;
  input?: unknown;
  query?: unknown;
  /** When the request arrived (performance.now()): the judge's routes report their total in Server-Timing. */
  receivedAt?: number;
  /** How long reading the session took (ms): the judge's routes report it in Server-Timing. */
  sessionMs?: number;
  /** The contract endpoint that answered, for the response check in tests. */
  endpoint?: TEndpoint;
};

export type AppContext = ParameterizedContext<AppState>;

/** The signed-in user, or a 401 with the message every gated call gives. */
export function currentUser(ctx: { state: AppState }): SessionUser {
  const user = ctx.state.user;
  if (!user) throw unauthenticated();
  return user;
}
