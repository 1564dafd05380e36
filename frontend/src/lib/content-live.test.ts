import { describe, expect, it } from "vitest";
import { readsCatalog } from "./content-live";

describe("which cached screens a content change reloads", () => {
  it("reloads a kind's lists, its items and the fixed screens under it", () => {
    expect(readsCatalog("challenge", "/api/challenges")).toBe(true);
    expect(readsCatalog("challenge", "/api/challenges?difficulty=Easy")).toBe(true);
    expect(readsCatalog("challenge", "/api/challenges/popular")).toBe(true);
    expect(readsCatalog("challenge", "/api/challenges/two-sum")).toBe(true);
    expect(readsCatalog("tutorial", "/api/tutorials/courses")).toBe(true);
    expect(readsCatalog("tutorial", "/api/tutorials?language=python")).toBe(true);
    expect(readsCatalog("quiz", "/api/quizzes/abc")).toBe(true);
  });

  it("leaves a learner's own data and the other kinds alone", () => {
    expect(readsCatalog("challenge", "/api/challenges/two-sum/drafts")).toBe(false);
    expect(readsCatalog("quiz", "/api/quizzes/abc/attempts")).toBe(false);
    expect(readsCatalog("tutorial", "/api/tutorials/abc/progress")).toBe(false);
    expect(readsCatalog("challenge", "/api/quizzes")).toBe(false);
    expect(readsCatalog("quiz", "/api/quizzesX")).toBe(false);
  });
});
