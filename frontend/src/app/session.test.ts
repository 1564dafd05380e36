import { describe, expect, it } from "vitest";
import { loginPathFor, safeNextPath } from "./session";

describe("the login page's next", () => {
  it("accepts only paths of this site", () => {
    expect(safeNextPath("/challenges/abc?tab=hints#top")).toBe("/challenges/abc?tab=hints#top");
    for (const unsafe of [
      null,
      "",
      "challenges",
      "//evil.example/x",
      "/\\evil.example",
      "https://evil.example/",
      "javascript:alert(1)",
      "/login?next=/x",
    ]) {
      expect(safeNextPath(unsafe)).toBeNull();
    }
  });

  it("keeps where the learner was, except the home page", () => {
    expect(loginPathFor("/challenges/abc")).toBe("/login?next=%2Fchallenges%2Fabc");
    expect(loginPathFor("/")).toBe("/login");
    expect(loginPathFor("//evil.example")).toBe("/login");
  });
});
