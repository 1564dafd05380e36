import { type ComponentType, lazy, type ReactElement } from "react";
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from "react-router";
import { prefetchAdminList } from "@/features/admin/admin-keys";
import { prefetchChallengeDetail } from "@/features/challenges/challenges-api";
import HomePage from "@/pages/home-page";
import { Layout } from "./layout";
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
 * The route's loader starts the page's chunk (and, where given, its data) as soon as the URL is
 * known, without waiting for it: on a first visit they download beside the session check
 * instead of one after the other. The page still shows its own loading state.
 */
function page(route: TAppRoute): RouteObject {
  const load = PAGES[`../pages/${route.page}-page.tsx`];
  if (!load) throw new Error(`No page file for ${route.page}`);
  const Page = lazy(load);
  const prefetch = PREFETCH[route.page];
  return {
    path: route.path,
    element: <Page />,
    loader: (args: LoaderFunctionArgs) => {
      void load().catch(() => undefined); // a failed chunk is reported when the page renders
      prefetch?.(args);
      return null;
    },
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
