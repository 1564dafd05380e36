import type { ComponentType, ReactElement } from "react";
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from "react-router";
import { prefetchAdminList } from "@/features/admin/admin-keys";
import { prefetchChallengeDetail } from "@/features/challenges/challenges-api";
import HomePage from "@/pages/home-page";
import { Layout, LayoutFallback } from "./layout";
import { RequireAuth } from "./require-auth";
import { RouteErrorPage } from "./route-error-page";
import { APP_ROUTES, type TAppRoute, type TRouteGate } from "./routes";

const PAGES = import.meta.glob<{ default: ComponentType }>(["../pages/*-page.tsx", "!../pages/home-page.tsx"]);

/** Data a page needs, started by its route's loader beside the page's chunk. */
const PREFETCH: Record<string, (args: LoaderFunctionArgs) => void> = {
  "challenge-detail": ({ params }) => params.id && prefetchChallengeDetail(params.id),
  admin: ({ request }) => prefetchAdminList(new URL(request.url)),
};

/**
 * Every page except Home is its own chunk, so the home page never downloads the editor or
 * any other screen. A page file default-exports its component.
 *
 * The router loads a route's chunk before it shows the route (`lazy`), and its loader starts the
 * page's data (where given) at the same time, so on a first visit they download beside the
 * session check instead of one after the other. The page is shown once its code is there, with
 * its own loading state for the data: no Suspense fallback is shown first, which React would
 * keep on screen for at least 300 ms before revealing the page.
 */
function page(route: TAppRoute): RouteObject {
  const load = PAGES[`../pages/${route.page}-page.tsx`];
  if (!load) throw new Error(`No page file for ${route.page}`);
  const prefetch = PREFETCH[route.page];
  const loadPage = async () => (await load()).default;
  return {
    path: route.path,
    lazy: { Component: loadPage },
    ...(prefetch
      ? {
          loader: (args: LoaderFunctionArgs) => {
            prefetch(args);
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
