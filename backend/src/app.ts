import { ADMIN_API, API } from "@cp/contracts/constants";
import { bodyParser } from "@koa/bodyparser";
import type Router from "@koa/router";
import Koa, { type Middleware } from "koa";
import type { AuthService } from "./features/auth";
import { isApiPath, refuseMiscasedApiPaths } from "./http/api-paths";
import { requireAppRequests } from "./http/app-requests";
import { auth } from "./http/auth";
import { compressJson } from "./http/compress";
import { errorMiddleware } from "./http/errors";
import { rejectHostileInput } from "./http/hostile-input";
import { contractCheck } from "./http/route";
import { securityHeaders } from "./http/security-headers";
import { sessionMiddleware } from "./http/session";
import { inProcessReader, pageRenderer } from "./http/ssr";
import type { AppState } from "./http/state";
import { staticSpa } from "./http/static";
import type { Logger } from "./logger";

/**
 * The Koa app: errors first (so every failure is JSON), then body parsing, the session, the
 * feature routers, and last the single-page app for every other GET.
 */
export function createApp(deps: {
  auth: AuthService;
  logger: Logger;
  routers: Router<AppState>[];
  /** Feature middleware that must run before body parsing (CORS of the Judge0 API). */
  edge?: Middleware<AppState>[];
  /** Path prefixes that act on no session, exempt from `requireAppRequests` (the Judge0 API). */
  cookieless?: string[];
  staticRoot?: string;
  /** The web app's server build, which renders the screens the route table marks (optional). */
  ssrModule?: string;
  /** Reverse proxies in front of the app whose X-Forwarded-For is trusted (0 or unset: none). */
  trustProxy?: number;
  /** Send Strict-Transport-Security (the app is served over HTTPS: its cookies are Secure). */
  hsts?: boolean;
  /** Check every contract route's answer against its schema (tests). */
  contractChecks?: boolean;
}) {
  // Behind N trusted proxies the client's address is the N-th from the right of X-Forwarded-For;
  // anything left of it was written by the client and is ignored. Without proxies the header is
  // ignored altogether, so no per-address limit can be dodged by sending it.
  const hops = deps.trustProxy ?? 0;
  const app = new Koa<AppState>({ proxy: hops > 0, maxIpsCount: hops });
  // When the request arrived: the judge's routes report their whole time in Server-Timing (total).
  app.use((ctx, next) => {
    ctx.state.receivedAt = performance.now();
    return next();
  });
  app.use(errorMiddleware(deps.logger));
  // Before every check that asks whether a path is the API's (see api-paths.ts).
  app.use(refuseMiscasedApiPaths());
  app.use(compressJson());
  if (deps.contractChecks) app.use(contractCheck(deps.logger));
  app.use(securityHeaders({ hsts: deps.hsts ?? false }));
  for (const middleware of deps.edge ?? []) app.use(middleware);
  app.use(requireAppRequests(deps.cookieless));
  const session = sessionMiddleware(deps.auth);
  // An import of challenge archives (generated tests at the stated limits) is larger than any
  // other body: it is read, up to 16 MB, only once the session is an admin's.
  const uploadParser = bodyParser({ jsonLimit: "16mb", enableTypes: ["json"], encoding: "utf-8" });
  const adminOnly = auth("admin");
  app.use((ctx, next) =>
    ctx.method === "POST" && ctx.path === ADMIN_API.importChallenges
      ? session(ctx, () => adminOnly(ctx, () => uploadParser(ctx, next)))
      : next(),
  );
  app.use(bodyParser({ jsonLimit: "1mb", enableTypes: ["json"], encoding: "utf-8" }));
  app.use(rejectHostileInput());
  // (An import's session was read before its body.)
  app.use(async (ctx, next) => (isApiPath(ctx.path) && !ctx.state.user ? session(ctx, next) : next()));
  for (const router of deps.routers) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }
  if (deps.staticRoot) {
    const routes = deps.routers.map((router) => router.routes() as Middleware<AppState>);
    const render = deps.ssrModule
      ? pageRenderer(deps.ssrModule, inProcessReader(app, [errorMiddleware(deps.logger), session, ...routes]), {
          sessionPath: API.auth.me,
          logger: deps.logger,
        })
      : undefined;
    app.use(staticSpa(deps.staticRoot, { render }));
  }
  return app;
}
