import { type ComponentType, lazy } from "react";
import { createBrowserRouter } from "react-router";
import HomePage from "@/pages/home-page";
import { Layout } from "./layout";
import { RequireAuth } from "./require-auth";
import { RouteErrorPage } from "./route-error-page";

/**
 * Every page except Home is its own chunk, so the home page never downloads the editor or
 * any other screen. A page file default-exports its component.
 */
function page(load: () => Promise<{ default: ComponentType }>) {
  const Page = lazy(load);
  return <Page />;
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
      { path: "login", element: page(() => import("@/pages/login-page")) },
      { path: "leaderboard", element: page(() => import("@/pages/leaderboard-page")) },
      { path: "dashboard", element: page(() => import("@/pages/dashboard-page")) },
      { path: "quizzes", element: page(() => import("@/pages/quizzes-page")) },
      { path: "quizzes/:id", element: page(() => import("@/pages/quiz-detail-page")) },
      { path: "community", element: page(() => import("@/pages/community-page")) },
      { path: "community/:id", element: page(() => import("@/pages/community-post-page")) },
      { path: "compiler/:lang?", element: page(() => import("@/pages/compiler-page")) },
      {
        element: <RequireAuth />,
        children: [
          { path: "challenges", element: page(() => import("@/pages/challenges-page")) },
          { path: "challenges/:id", element: page(() => import("@/pages/challenge-detail-page")) },
        ],
      },
      {
        element: <RequireAuth role="admin" />,
        children: [{ path: "admin", element: page(() => import("@/pages/admin-page")) }],
      },
      {
        element: <RequireAuth role="student" />,
        children: [{ path: "student-progress", element: page(() => import("@/pages/student-progress-page")) }],
      },
      { path: "*", element: page(() => import("@/pages/not-found-page")) },
    ],
  },
]);
