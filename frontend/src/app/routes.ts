/**
 * The screens of spec section 2: each path with its page file (`src/pages/<page>-page.tsx`) and
 * the gate in front of it. The router is built from this table, and so is the build's list of
 * the chunks each path needs (vite.config.ts → dist/route-preloads.json), which the server
 * announces in the page's HTML so they download beside the app's entry. Plain data: the build
 * reads it too. Home ("/") ships with the entry.
 */
export type TRouteGate = "signed-in" | "admin" | "student";
export type TAppRoute = {
  path: string;
  page: string;
  gate?: TRouteGate;
  /**
   * API reads the screen makes first, with the route's `:params`: the server asks the browser to
   * start them while the HTML is read, so the data is there when the screen's code has run.
   */
  data?: readonly string[];
  /**
   * API reads the screen makes only for a signed-in user, with the route's `:params` and `:me`
   * (the user's id): the server renders them in for a session, and renders the screen without
   * them for a visitor. Never announced in the page (a visitor's would answer 401).
   */
  userData?: readonly string[];
  /**
   * The server renders the screen from those reads (with the session's), so it paints before the
   * app's code has run; the browser then hydrates it. For a visitor only when the route has no gate.
   */
  ssr?: boolean;
};

/** Read by every screen as it starts: the header shows who is signed in. */
export const PAGE_DATA: readonly string[] = ["/api/auth/me"];

/** The home page's first reads beyond PAGE_DATA (its Popular Challenges and the catalog's figures). */
export const HOME_DATA: readonly string[] = ["/api/challenges/popular", "/api/challenges/stats"];

/** The server renders the home page (see `ssr` below). */
export const HOME_SSR = true;

export const APP_ROUTES: readonly TAppRoute[] = [
  { path: "login", page: "login", ssr: true },
  { path: "leaderboard", page: "leaderboard", data: ["/api/leaderboard"], ssr: true },
  {
    path: "dashboard",
    page: "dashboard",
    gate: "signed-in",
    userData: ["/api/progress/:me", "/api/progress/:me/stats"],
    ssr: true,
  },
  { path: "quizzes", page: "quizzes", data: ["/api/quizzes"], ssr: true },
  { path: "quizzes/:id", page: "quiz-detail", data: ["/api/quizzes/:id"], ssr: true },
  // The list's first page without filters (features/forum/forum-api.ts: postsPageUrl).
  { path: "community", page: "community", data: ["/api/forum/posts?sort=latest&limit=20&offset=0"], ssr: true },
  {
    path: "community/:id",
    page: "community-post",
    data: ["/api/forum/posts/:id", "/api/forum/posts/:id/replies"],
    ssr: true,
  },
  { path: "tutorials", page: "tutorials", data: ["/api/tutorials/courses"], ssr: true },
  {
    path: "tutorials/:id",
    page: "tutorial-detail",
    data: ["/api/tutorials/:id"],
    userData: ["/api/tutorials/:id/progress"],
    ssr: true,
  },
  { path: "compiler/:lang?", page: "compiler", data: ["/api/compiler/languages"] },
  { path: "challenges", page: "challenges", gate: "signed-in", data: ["/api/challenges"], ssr: true },
  {
    path: "challenges/:id",
    page: "challenge-detail",
    gate: "signed-in",
    data: ["/api/challenges/:id"],
    ssr: true,
  },
  // The default tab's list (features/admin/admin-keys.ts: adminKeys.list). Another tab (?tab=) is
  // rendered by the browser. It is read only for an admin (the gate's role, checked first on the
  // server and in the route's loader): anyone else is sent on without an admin request.
  { path: "admin", page: "admin", gate: "admin", userData: ["/api/admin/challenges"], ssr: true },
  {
    path: "student-progress",
    page: "student-progress",
    gate: "student",
    userData: ["/api/progress/:me", "/api/submissions/user/:me", "/api/leaderboard/user/:me"],
    ssr: true,
  },
  // Routes not built yet fall through to the 404 page.
  { path: "*", page: "not-found" },
];

/**
 * A route path as a regular expression over the URL's pathname: `:name` is one segment,
 * `:name?` an optional one, `*` anything; a trailing slash is allowed.
 */
export function routePattern(routePath: string): string {
  if (routePath === "*") return "^/.*$";
  const segments = routePath.split("/").map((segment) => {
    if (segment.startsWith(":")) return segment.endsWith("?") ? "(?:/[^/]+)?" : "/[^/]+";
    return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`;
  });
  return `^${segments.join("")}/?$`;
}
