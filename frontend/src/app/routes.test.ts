import { describe, expect, it } from "vitest";
import { NO_FORUM_FILTERS, postsPageUrl } from "@/features/forum/forum-api";
import { APP_ROUTES, HOME_DATA, PAGE_DATA, routePattern } from "./routes";

const matches = (routePath: string, pathname: string) => new RegExp(routePattern(routePath)).test(pathname);

describe("routePattern", () => {
  it("matches a route's own paths only", () => {
    expect(matches("leaderboard", "/leaderboard")).toBe(true);
    expect(matches("leaderboard", "/leaderboard/")).toBe(true);
    expect(matches("leaderboard", "/leaderboards")).toBe(false);
    expect(matches("challenges/:id", "/challenges/two-sum")).toBe(true);
    expect(matches("challenges/:id", "/challenges")).toBe(false);
    expect(matches("challenges/:id", "/challenges/two-sum/extra")).toBe(false);
    expect(matches("compiler/:lang?", "/compiler")).toBe(true);
    expect(matches("compiler/:lang?", "/compiler/python")).toBe(true);
    expect(matches("*", "/anything/at/all")).toBe(true);
  });

  it("gives every path of the table one route before the catch-all", () => {
    const first = (pathname: string) => APP_ROUTES.find((route) => matches(route.path, pathname))?.page;
    expect(first("/challenges")).toBe("challenges");
    expect(first("/challenges/abc")).toBe("challenge-detail");
    expect(first("/quizzes/1")).toBe("quiz-detail");
    expect(first("/admin")).toBe("admin");
    expect(first("/no-such-screen")).toBe("not-found");
    expect(APP_ROUTES.at(-1)?.path).toBe("*");
  });
});

describe("the API reads announced with a page", () => {
  it("are API paths whose parameters all come from the route's path", () => {
    for (const route of [...APP_ROUTES, { path: "", page: "home", data: HOME_DATA }]) {
      for (const apiPath of [...PAGE_DATA, ...(route.data ?? [])]) {
        expect(apiPath).toMatch(/^\/api\//);
        for (const name of apiPath.match(/:[A-Za-z]+/g) ?? []) expect(route.path.split("/")).toContain(name);
      }
    }
    expect(APP_ROUTES.find((route) => route.page === "challenge-detail")?.data).toEqual(["/api/challenges/:id"]);
  });

  it("include the community list's first page as the list asks for it, so the page's answer is used", () => {
    expect(APP_ROUTES.find((route) => route.page === "community")?.data).toEqual([postsPageUrl(NO_FORUM_FILTERS, 0)]);
  });
});
