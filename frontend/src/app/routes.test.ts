import { describe, expect, it } from "vitest";
import { APP_ROUTES, routePattern } from "./routes";

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
