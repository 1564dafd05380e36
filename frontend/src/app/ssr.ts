import { createContext, useContext, useEffect, useSyncExternalStore } from "react";

/**
 * A server-rendered page (the challenge screen) arrives with its HTML already built and, beside it,
 * the API answers it was built from in `<script type="application/json" id="ssr-state">`: JSON
 * the browser never runs (the CSP allows no inline script), which the client puts in its query
 * cache before hydrating, so its first render is the server's.
 */
export const SSR_STATE_ID = "ssr-state";

export type TSsrState = {
  /** API answers by path, which are the client's query keys (`["/api/challenges/two-sum"]`). */
  data: Record<string, unknown>;
  /** The viewport width the server laid the page out for: it cannot see the screen. */
  width: number;
  /** The layout choices this browser keeps in cookies (`ui-…`), which the server laid the page out with. */
  prefs: Record<string, string>;
  /** The server's clock when it rendered the page (relative dates: "5 minutes ago"). */
  now: number;
};

/** What the server assumes of a screen it cannot see: a phone when the browser says it is mobile. */
export const PHONE_WIDTH = 390;
export const DESKTOP_WIDTH = 1280;

/** What the server built the page for (width, layout choices); null in a client-only render. */
export const ServerContext = createContext<Omit<TSsrState, "data"> | null>(null);

/** Whether a `(min-width: …px)` / `(max-width: …px)` media query holds at a width (others: false). */
export function widthMatches(query: string, width: number): boolean {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*(\d+(?:\.\d+)?)px\)/g)];
  if (conditions.length === 0) return false;
  return conditions.every(([, bound, px]) => (bound === "min" ? width >= Number(px) : width <= Number(px)));
}

/** The server's answer to a media query: what hydration must render before the real screen is known. */
export function useServerMediaQuery(query: string): () => boolean {
  const server = useContext(ServerContext);
  return () => server !== null && widthMatches(query, server.width);
}

const noSubscription = () => () => {};

/**
 * False on the server and while React hydrates its HTML, true from the render after (at once in
 * a client-only render). Parts that depend on this browser (its saved code, its theme) render
 * their browser state only once it is true, so hydration sees exactly the server's markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** The state a server-rendered page carries, or null for a page the client renders alone. */
export function readSsrState(doc: Document): TSsrState | null {
  const text = doc.getElementById(SSR_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as TSsrState;
  } catch {
    return null;
  }
}

/** The state as the text of the page's JSON script: `<` escaped, so no text in it can close the tag. */
export function serializeSsrState(state: TSsrState): string {
  return JSON.stringify(state).replace(/</g, "\\u003c");
}

/** A layout choice kept in a cookie (`ui-` names), so the server renders the screen with it. */
export type TPreference = `ui-${string}`;

function cookieValue(name: string): string | null {
  for (const part of document.cookie.split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return decodeURIComponent(value.join("="));
  }
  return null;
}

/**
 * A layout choice of this browser (the challenge screen's split): what the server rendered with
 * while it is hydrated, this browser's cookie otherwise.
 */
export function usePreference(name: TPreference): string | null {
  const server = useContext(ServerContext);
  const hydrated = useHydrated();
  if (!hydrated) return server?.prefs[name] ?? null;
  return cookieValue(name);
}

/** Keeps a layout choice for a year, sent with every page so the server lays the screen out with it. */
export function savePreference(name: TPreference, value: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie; the Cookie Store API is not in every browser.
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * Marks the page `<html data-app="ready">` and says "app-ready" once the screen's content has
 * been built (or, for a server-rendered page, adopted): until then a server-rendered page shows
 * its controls but they do not answer yet, and /boot.js holds the clicks made meanwhile. Placed
 * beside the routed screen, inside its Suspense boundary, which React hydrates after the frame.
 */
export function AppReady() {
  useEffect(() => {
    if (document.documentElement.dataset.app === "ready") return;
    document.documentElement.dataset.app = "ready";
    window.dispatchEvent(new Event("app-ready"));
  }, []);
  return null;
}
