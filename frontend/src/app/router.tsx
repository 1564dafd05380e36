import type { ComponentType, ReactElement } from "react";
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from "react-router";
import { prefetchAdminList } from "@/features/admin/admin-keys";
import { prefetchChallengeDetail } from "@/features/challenges/challenges-api";
import { prefetchCompilerLanguages } from "@/features/compiler/compiler-api";
import HomePage from "@/pages/home-page";
import { Layout, LayoutFallback } from "./layout";
import { RequireAuth } from "./require-auth";
import { RouteErrorPage } from "./route-error-page";
import { APP_ROUTES, type TAppRoute, type TRouteGate } from "./routes";
import { prefetchSession } from "./session";

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
 * keep on screen for at least 300 ms before revealing the page. The admin's list starts beside
 * it without being waited for.
 */
function page(route: TAppRoute): RouteObject {
  const load = PAGES[`../pages/${route.page}-page.tsx`];
  if (!load) throw new Error(`No page file for ${route.page}`);
  const prefetch = PREFETCH[route.page];
  const loadPage = async () => (await load()).default;
  return {
    path: route.path,
    lazy: { Component: loadPage },
    ...(prefetch || route.gate
      ? {
          loader: async (args: LoaderFunctionArgs) => {
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
 * page, so a page file only renders its screen.
 */
export const router = createBrowserRouter([
  {
    element: <Layout />,
    HydrateFallback: LayoutFallback,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <HomePage /> },
      ...APP_ROUTES.filter((route) => !route.gate).map(page),
      ...(Object.keys(GATES) as TRouteGate[]).map((gate) => ({
        element: GATES[gate],
        children: APP_ROUTES.filter((route) => route.gate === gate).map(page),
      })),
    ],
  },
]);
