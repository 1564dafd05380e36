import { type ComponentType, lazy } from "react";
import { createBrowserRouter, type LoaderFunctionArgs } from "react-router";
import { prefetchChallengeDetail } from "@/features/challenges/challenges-api";
import HomePage from "@/pages/home-page";
import { Layout } from "./layout";
import { RequireAuth } from "./require-auth";
import { RouteErrorPage } from "./route-error-page";

/**
 * Every page except Home is its own chunk, so the home page never downloads the editor or
 * any other screen. A page file default-exports its component.
 *
 * The route's loader starts the page's chunk (and, where given, its data) as soon as the URL is
 * known, without waiting for it: on a first visit they download beside the session check
 * instead of one after the other. The page still shows its own loading state.
 */
function page(
  load: () => Promise<{ default: ComponentType }>,
  prefetch?: (params: LoaderFunctionArgs["params"]) => void,
) {
  const Page = lazy(load);
  return {
    element: <Page />,
    loader: ({ params }: LoaderFunctionArgs) => {
      void load().catch(() => undefined); // a failed chunk is reported when the page renders
      prefetch?.(params);
      return null;
    },
  };
}

/**
 * The route table of spec section 2. Gated screens are wrapped here, not inside the page,
 * so a page file only renders its screen. Routes not built yet fall through to the 404 page.
 */
export const router = createBrowserRouter([
  {
    element: <Layout />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <HomePage /> },
      { path: "login", ...page(() => import("@/pages/login-page")) },
      { path: "leaderboard", ...page(() => import("@/pages/leaderboard-page")) },
      { path: "dashboard", ...page(() => import("@/pages/dashboard-page")) },
      { path: "quizzes", ...page(() => import("@/pages/quizzes-page")) },
      { path: "quizzes/:id", ...page(() => import("@/pages/quiz-detail-page")) },
      { path: "community", ...page(() => import("@/pages/community-page")) },
      { path: "community/:id", ...page(() => import("@/pages/community-post-page")) },
      { path: "tutorials", ...page(() => import("@/pages/tutorials-page")) },
      { path: "tutorials/:id", ...page(() => import("@/pages/tutorial-detail-page")) },
      { path: "compiler/:lang?", ...page(() => import("@/pages/compiler-page")) },
      {
        element: <RequireAuth />,
        children: [
          { path: "challenges", ...page(() => import("@/pages/challenges-page")) },
          {
            path: "challenges/:id",
            ...page(
              () => import("@/pages/challenge-detail-page"),
              ({ id }) => id && prefetchChallengeDetail(id),
            ),
          },
        ],
      },
      {
        element: <RequireAuth role="admin" />,
        children: [{ path: "admin", ...page(() => import("@/pages/admin-page")) }],
      },
      {
        element: <RequireAuth role="student" />,
        children: [{ path: "student-progress", ...page(() => import("@/pages/student-progress-page")) }],
      },
      { path: "*", ...page(() => import("@/pages/not-found-page")) },
    ],
  },
]);
