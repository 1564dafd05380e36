import type { ComponentType, ReactElement } from "react";
import { type HydrationState, type LoaderFunctionArgs, matchRoutes, type RouteObject } from "react-router";
import { prefetchAdminList } from "@/features/admin/admin-keys";
import { prefetchChallengeDetail } from "@/features/challenges/challenges-api";
import { prefetchCompilerLanguages } from "@/features/compiler/compiler-api";
import HomePage from "@/pages/home-page";
import { Layout, LayoutFallback } from "./layout";
import { RequireAuth } from "./require-auth";
import { RouteErrorPage } from "./route-error-page";
import { APP_ROUTES, type TAppRoute, type TRouteGate } from "./routes";
import { loadSessionUser, prefetchSession } from "./session";

const PAGES = import.meta.glob<{ default: ComponentType }>(["../pages/*-page.tsx", "!../pages/home-page.tsx"]);

/** Data a page needs before it is shown, loaded by its route's loader beside the page's chunk. */
const PREFETCH: Record<string, (args: LoaderFunctionArgs) => Promise<void> | void> = {
  "challenge-detail": ({ params }) => (params.id ? prefetchChallengeDetail(params.id) : undefined),
  compiler: () => prefetchCompilerLanguages(),
  admin: ({ request }) => prefetchAdminList(new URL(request.url)),
};

/**
 * Every page except Home is its own chunk, so the home page never downloads the editor or
 * any other screen. A page file default-exports its component.
 *
 * The router loads a route's chunk before it shows the route (`lazy`), and its loader loads what
 * the screen first shows at the same time: the session behind a gate, the challenge of the
 * challenge screen, the compiler's languages. On a first visit they download beside each other
 * (the server announced them in the page's HTML), and the screen is then built once, with its
 * data, in a transition React splits into short tasks, instead of a spinner replaced by the page
 * in one long task when the data lands. No Suspense fallback is shown first, which React would
 * keep on screen for at least 300 ms before revealing the page. The admin's list starts once the
 * session shows an admin (usually already known), without being waited for.
 */
function page(route: TAppRoute): RouteObject {
  const load = PAGES[`../pages/${route.page}-page.tsx`];
  if (!load) throw new Error(`No page file for ${route.page}`);
  const prefetch = PREFETCH[route.page];
  const loadPage = async () => (await load()).default;
  const role = route.gate === "admin" || route.gate === "student" ? route.gate : null;
  return {
    id: route.page,
    path: route.path,
    lazy: { Component: loadPage },
    ...(prefetch || route.gate
      ? {
          loader: async (args: LoaderFunctionArgs) => {
            if (role) {
              // A role's reads answer 403 to anyone else: they start once the session shows the
              // role, and not at all for another user, whom the gate sends on.
              if ((await loadSessionUser())?.role === role) await prefetch?.(args);
              return null;
            }
            await Promise.all([route.gate ? prefetchSession() : undefined, prefetch?.(args)]);
            return null;
          },
        }
      : {}),
  };
}

const GATES: Record<TRouteGate, ReactElement> = {
  "signed-in": <RequireAuth />,
  admin: <RequireAuth role="admin" />,
  student: <RequireAuth role="student" />,
};

/**
 * The route table of spec section 2 (routes.ts). Gated screens are wrapped here, not inside the
 * page, so a page file only renders its screen. main.tsx builds the browser's router from it and
 * entry-server.tsx the server's.
 */
export const appRoutes: RouteObject[] = [
  {
    id: "root",
    element: <Layout />,
    HydrateFallback: LayoutFallback,
    errorElement: <RouteErrorPage />,
    children: [
      { id: "home", index: true, element: <HomePage /> },
      ...APP_ROUTES.filter((route) => !route.gate).map(page),
      ...(Object.keys(GATES) as TRouteGate[]).map((gate) => ({
        id: `gate-${gate}`,
        element: GATES[gate],
        children: APP_ROUTES.filter((route) => route.gate === gate).map(page),
      })),
    ],
  },
];

/**
 * Loads the code of the screens a path shows, so a router can render them at once: hydrating
 * server-rendered HTML must render the page, not the frame the router shows while code loads.
 */
export async function loadRouteCode(routes: RouteObject[], pathname: string): Promise<void> {
  await Promise.all(
    (matchRoutes(routes, pathname) ?? []).map(async ({ route }) => {
      const lazy = route.lazy;
      if (!lazy || typeof lazy === "function" || !lazy.Component) return;
      const Component = await lazy.Component();
      if (Component) route.Component = Component;
      delete route.lazy;
    }),
  );
}

/**
 * The router's state for hydrating a server-rendered path: its loaders are done (they prefetch
 * what the server already sent), so it renders the page at once instead of running them.
 */
export function hydrationStateFor(routes: RouteObject[], pathname: string): HydrationState {
  const matched = (matchRoutes(routes, pathname) ?? []).filter(({ route }) => route.loader && route.id);
  return { loaderData: Object.fromEntries(matched.map(({ route }) => [route.id, null])) };
}
