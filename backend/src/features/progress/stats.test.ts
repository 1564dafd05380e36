import { describe, expect, it } from "vitest";
import { activityWindow, longestStreak, runtimeBars, summarizeCategories } from "./stats";

describe("dashboard stats", () => {
  it("spans 365 UTC days ending today", () => {
    const window = activityWindow(new Date("2026-03-01T23:30:00-05:00"));
    expect(window).toMatchObject({ from: "2025-03-03", to: "2026-03-02" });
    expect(window.start.toISOString()).toBe("2025-03-03T00:00:00.000Z");
  });

  it("finds the longest run of consecutive days, across months and regardless of order", () => {
    expect(longestStreak([])).toBe(0);
    expect(longestStreak(["2026-01-05"])).toBe(1);
    expect(longestStreak(["2026-03-01", "2026-02-27", "2026-02-28", "2026-02-28", "2026-03-03"])).toBe(3);
    expect(longestStreak(["2025-12-30", "2025-12-31", "2026-01-01", "2026-01-03", "2026-01-04"])).toBe(3);
  });

  it("lists every difficulty and spec topic, with topics an admin typed at the end", () => {
    const summary = summarizeCategories([
      { difficulty: "Easy", topic: "Dynamic Programming", total: 3, solved: 2 },
      { difficulty: "Hard", topic: "Dynamic Programming", total: 2, solved: 0 },
      { difficulty: "Hard", topic: "Bit Tricks", total: 1, solved: 1 },
    ]);
    expect(summary.totalChallenges).toBe(6);
    expect(summary.solved).toBe(3);
    expect(summary.byDifficulty).toEqual([
      { difficulty: "Easy", solved: 2, total: 3 },
      { difficulty: "Medium", solved: 0, total: 0 },
      { difficulty: "Hard", solved: 1, total: 3 },
    ]);
    expect(summary.byTopic.map((t) => `${t.topic}:${t.solved}/${t.total}`)).toEqual([
      "Arrays & Hash Tables:0/0",
      "Strings & Patterns:0/0",
      "Trees & Recursion:0/0",
      "Dynamic Programming:2/5",
      "Graphs & Traversal:0/0",
      "Bit Tricks:1/1",
    ]);
  });
});

describe("runtimeBars", () => {
  it("draws at most 12 equal bars from the fastest to the slowest, marking the learner's", () => {
    const bars = runtimeBars(
      [
        { ms: 0, count: 3 },
        { ms: 5, count: 1 },
        { ms: 47, count: 2 },
      ],
      5,
    );
    expect(bars).toHaveLength(12);
    expect(bars[0]).toEqual({ fromMs: 0, toMs: 3, count: 3, mine: false });
    expect(bars[1]).toEqual({ fromMs: 4, toMs: 7, count: 1, mine: true });
    expect(bars.at(-1)).toEqual({ fromMs: 44, toMs: 47, count: 2, mine: false });
    expect(bars.reduce((sum, bar) => sum + bar.count, 0)).toBe(6);
  });

  it("draws one bar when every runtime is the same, and none without submissions", () => {
    expect(runtimeBars([{ ms: 2, count: 4 }], 2)).toEqual([{ fromMs: 2, toMs: 2, count: 4, mine: true }]);
    expect(runtimeBars([], 3)).toEqual([]);
  });
});
