import { describe, expect, it } from "vitest";
import { ADMIN_ENDPOINTS } from "./admin";
import { AUTH_ENDPOINTS } from "./auth";
import { CHALLENGE_ENDPOINTS } from "./challenges";
import { COMPILER_ENDPOINTS } from "./compiler";
import type { TEndpoint } from "./endpoint";
import { FORUM_ENDPOINTS } from "./forum";
import { API, pathOf, ROUTES, type TRoute } from "./paths";
import { PROGRESS_ENDPOINTS } from "./progress";
import { QUIZ_ENDPOINTS } from "./quizzes";
import { TUTORIAL_ENDPOINTS } from "./tutorials";

/** Every "METHOD path" a nested table holds, with where it sits in the table, in order. */
function flatten(table: object, prefix = ""): string[] {
  return Object.entries(table).flatMap(([key, value]) => {
    const where = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === "object" && "method" in value && "path" in value) {
      const route = value as TRoute;
      return [`${where}: ${route.method} ${route.path}`];
    }
    return value && typeof value === "object" ? flatten(value, where) : [];
  });
}

const ENDPOINTS = {
  auth: AUTH_ENDPOINTS,
  challenges: CHALLENGE_ENDPOINTS,
  compiler: COMPILER_ENDPOINTS,
  forum: FORUM_ENDPOINTS,
  progress: PROGRESS_ENDPOINTS,
  quizzes: QUIZ_ENDPOINTS,
  tutorials: TUTORIAL_ENDPOINTS,
  admin: ADMIN_ENDPOINTS,
} satisfies Record<keyof typeof ROUTES, object>;

describe("the route table and the endpoint declarations", () => {
  it("declare the same routes under the same names, each once", () => {
    const routes = flatten(ROUTES);
    expect(flatten(ENDPOINTS).sort()).toEqual([...routes].sort());
    const methodPaths = routes.map((entry) => entry.slice(entry.indexOf(": ") + 2));
    expect(methodPaths.filter((name, i) => methodPaths.indexOf(name) !== i)).toEqual([]);
  });

  it("fills a path's parameters, encoded", () => {
    expect(pathOf(ROUTES.tutorials.run, { id: "intro", index: "2" })).toBe("/api/tutorials/intro/steps/2/run");
    expect(pathOf(ROUTES.forum.detail, { id: "a b/c" })).toBe("/api/forum/posts/a%20b%2Fc");
    expect(API.challenges.detail("two-sum")).toBe("/api/challenges/two-sum");
  });
});

// Each endpoint's declared route is the table's: the client and the server cannot disagree on a path.
const _typed: TEndpoint = CHALLENGE_ENDPOINTS.detail satisfies { method: "GET"; path: "/api/challenges/:id" };
void _typed;
