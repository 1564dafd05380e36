import type { TLeaderboardEntry } from "@cp/contracts";
import { describe, expect, it } from "vitest";
import { rankChanges } from "./rank-changes";

const entry = (id: string): TLeaderboardEntry => ({
  id,
  username: id,
  points: 10,
  challengesSolved: 1,
  currentStreak: 0,
});

describe("rank changes between two leaderboards", () => {
  it("marks the row that climbed, the rows it passed, and a newcomer; untouched rows stay unmarked", () => {
    const before = ["a", "b", "c", "d"].map(entry);
    const after = ["a", "d", "b", "c", "e"].map(entry);
    expect(Object.fromEntries(rankChanges(before, after))).toEqual({ d: "up", b: "down", c: "down", e: "new" });
  });

  it("marks a row that gained points without changing place", () => {
    const before = ["a", "b"].map(entry);
    const after = [{ ...entry("a"), points: 30, challengesSolved: 2 }, entry("b")];
    expect(Object.fromEntries(rankChanges(before, after))).toEqual({ a: "score" });
  });

  it("reports nothing when nothing changed", () => {
    const list = ["a", "b"].map(entry);
    expect(rankChanges(list, [...list]).size).toBe(0);
  });
});
