import { stat } from "node:fs/promises";
import { IncomingMessage, ServerResponse } from "node:http";
import { pathToFileURL } from "node:url";
import { type TRole, ZUser } from "@cp/contracts";
import type Koa from "koa";
import type { Middleware } from "koa";
import compose from "koa-compose";
import type { Logger } from "../logger";
import type { AppState } from "./state";
import { SESSION_PARAM } from "./static";

type TContext = Parameters<Middleware>[0];

/** The web app's server build (frontend/src/entry-server.tsx, built to frontend/dist-ssr). */
type TSsrState = { data: Record<string, unknown>; width: number; prefs: Record<string, string>; now: number };
type TSsrModule = {
  renderPage(url: string, state: TSsrState): Promise<string | null>;
  serializeSsrState(state: TSsrState): string;
};

/** What goes in the page for a server-rendered screen: #root's HTML and the state it was built from. */
export type TRenderedPage = { root: string; state: string };

/** Renders a screen for a page request from the API reads it starts with, or null to leave it to the browser. */
export type TPageRenderer = (ctx: TContext, page: TPageReads) => Promise<TRenderedPage | null>;

/**
 * A screen's reads: `dataPaths` for anyone, `userPaths` for a signed-in user. `gated`: only a
 * signed-in user may see it; `role`: only a user of this role (the others' reads answer 403).
 */
export type TPageReads = { dataPaths: string[]; userPaths: string[]; gated: boolean; role?: TRole };

/** The widths the web app assumes (frontend/src/app/ssr.ts): it lays a page out before seeing the screen. */
const PHONE_WIDTH = 390;
const DESKTOP_WIDTH = 1280;

/** A phone when the browser says so (Sec-CH-UA-Mobile, or "Mobi" in its user agent). */
export function viewportWidth(ctx: TContext): number {
  const mobile = ctx.get("Sec-CH-UA-Mobile") === "?1" || /Mobi/.test(ctx.get("User-Agent"));
  return mobile ? PHONE_WIDTH : DESKTOP_WIDTH;
}

/** The layout choices the browser keeps in `ui-…` cookies (the challenge screen's split). */
export function uiPreferences(ctx: TContext): Record<string, string> {
  const prefs: Record<string, string> = {};
  for (const part of ctx.get("Cookie").split(";")) {
    const [name = "", ...value] = part.trim().split("=");
    const text = value.join("=");
    // Only plain values: anything else (malformed or not ours) is left out.
    if (/^ui-[a-z-]{1,40}$/.test(name) && /^[\w.-]{1,40}$/.test(text)) prefs[name] = text;
  }
  return prefs;
}

/**
 * GETs an API path inside this process, as the page's browser would with its cookie: the same
 * error handling, session, routes, access rules and presenters answer (`middleware`).
 */
export function inProcessReader(app: Koa<AppState>, middleware: Middleware<AppState>[]) {
  const api = compose(middleware);
  return async (page: TContext, apiPath: string): Promise<{ status: number; body: unknown }> => {
    const req = new IncomingMessage(page.req.socket);
    req.method = "GET";
    req.url = apiPath;
    req.headers = { host: page.get("Host"), cookie: page.get("Cookie"), accept: "application/json" };
    const ctx = app.createContext(req, new ServerResponse(req));
    try {
      await api(ctx, async () => {});
    } catch (error) {
      return { status: (error as { status?: number }).status ?? 500, body: undefined };
    }
    return { status: ctx.status, body: ctx.body };
  };
}

/**
 * Server rendering of the screens the route table marks: their first API reads are made
 * in-process, the web app's server build renders the screen from them, and the browser hydrates
 * the HTML from the same answers. The session's read answers null for a visitor, as the app's
 * session query does. Without that build, for a visitor on a gated screen, when a read fails (an
 * unknown challenge) or if rendering throws, it returns null and the browser renders the page.
 */
export function pageRenderer(
  moduleFile: string,
  read: (page: TContext, apiPath: string) => Promise<{ status: number; body: unknown }>,
  options: { sessionPath: string; logger: Logger },
): TPageRenderer {
  const { logger } = options;
  // Imported once, like the server's own code, as the server starts (the first page would wait
  // over half a second for it): a new build is served after a restart (until then the browser
  // finds markup it did not expect, and renders the page itself).
  let loaded: Promise<TSsrModule | null> | null = null;
  const load = () => {
    loaded ??= stat(moduleFile).then(
      () => import(pathToFileURL(moduleFile).href) as Promise<TSsrModule>,
      () => {
        loaded = null; // not built yet: look again on the next page
        return null;
      },
    );
    return loaded;
  };
  void load().catch(() => undefined);

  return async (ctx, page) => {
    const ssr = await load().catch((error: Error) => {
      logger.warn(`Server rendering unavailable: ${error.message}`);
      return null;
    });
    if (!ssr) return null;
    const data: Record<string, unknown> = {};
    for (const apiPath of page.dataPaths) {
      const answer = await read(ctx, apiPath);
      if (apiPath === options.sessionPath && answer.status === 401) {
        if (page.gated) return null; // the browser sends the visitor to /login
        data[apiPath] = null;
      } else if (answer.status === 200 && answer.body !== undefined) {
        data[apiPath] = answer.body;
      } else {
        return null;
      }
    }
    // A signed-in user's own reads, with their id for `:me`; a visitor's screen is built without them.
    // The session's answer, read against its contract (the in-process body is untyped).
    const session = ZUser.safeParse(data[options.sessionPath]);
    const user = session.success ? session.data : null;
    // A screen of another role is not read for (an admin read would answer 403): the browser sends them on.
    if (page.role && user?.role !== page.role) return null;
    if (page.userPaths.length > 0 && user) {
      const me = encodeURIComponent(user.id);
      const paths = page.userPaths.map((apiPath) => apiPath.replaceAll(SESSION_PARAM, me));
      const answers = await Promise.all(paths.map((apiPath) => read(ctx, apiPath)));
      for (const [index, answer] of answers.entries()) {
        if (answer.status !== 200 || answer.body === undefined) return null;
        data[paths[index] as string] = answer.body;
      }
    }
    const state = { data, width: viewportWidth(ctx), prefs: uiPreferences(ctx), now: Date.now() };
    try {
      const root = await ssr.renderPage(ctx.href, state);
      return root === null ? null : { root, state: ssr.serializeSsrState(state) };
    } catch (error) {
      logger.warn(`Server rendering of ${ctx.path} failed: ${(error as Error).message}`);
      return null;
    }
  };
}
