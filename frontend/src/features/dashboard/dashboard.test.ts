import type { TProgressRecord } from "@cp/contracts";
import { describe, expect, it } from "vitest";
import { computeDashboardMetrics } from "./dashboard-metrics";
import { buildHeatmapWeeks, levelOf } from "./heatmap-grid";

const record = (n: number, completed: boolean, attempts: number, known = true): TProgressRecord => ({
  id: `p${n}`,
  challengeId: `c${n}`,
  completed,
  gaveUp: false,
  attempts,
  bestScore: completed ? 100 : 50,
  updatedAt: "2026-03-01T00:00:00Z",
  challenge: known ? { slug: `s${n}`, title: `T${n}`, topic: "Arrays & Hash Tables", difficulty: "Easy" } : null,
});

describe("dashboard metrics", () => {
  it("counts solved, attempts and in-progress records, and the success rate against the catalog", () => {
    const metrics = computeDashboardMetrics([record(1, true, 2), record(2, false, 3), record(3, true, 1)], 61);
    expect(metrics).toMatchObject({ solved: 2, totalAttempts: 6, inProgress: 1, successRate: 3, totalChallenges: 61 });
  });

  it("keeps the first 10 records that match a known challenge", () => {
    const records = Array.from({ length: 14 }, (_, i) => record(i, i % 2 === 0, 1, i !== 0));
    const recent = computeDashboardMetrics(records, 20).recent;
    expect(recent.map((r) => r.id)).toEqual(["p1", "p2", "p3", "p4", "p5", "p6", "p7", "p8", "p9", "p10"]);
  });

  it("reads 0% with an empty catalog instead of dividing by zero", () => {
    expect(computeDashboardMetrics([], 0).successRate).toBe(0);
  });
});

describe("activity heatmap", () => {
  it("lays 365 days out in Sunday-first weeks with blanks outside the range", () => {
    const weeks = buildHeatmapWeeks("2025-03-03", "2026-03-02", [{ date: "2026-03-02", count: 3 }]);
    const cells = weeks.flatMap((week) => week.cells);
    expect(cells.filter(Boolean)).toHaveLength(365);
    expect(weeks.every((week) => week.cells.length === 7)).toBe(true);
    // 2025-03-03 is a Monday: the first column starts with one blank Sunday.
    expect(weeks[0]?.cells[0]).toBeNull();
    expect(weeks[0]?.cells[1]?.date).toBe("2025-03-03");
    const last = cells.filter(Boolean).at(-1);
    expect(last).toEqual({ date: "2026-03-02", count: 3, level: 3 });
    expect(weeks.map((w) => w.monthLabel).filter(Boolean)).toEqual([
      "Mar",
      "Apr",
      "May",
      "Jun",
      "Jul",
      "Aug",
      "Sep",
      "Oct",
      "Nov",
      "Dec",
      "Jan",
      "Feb",
      "Mar",
    ]);
  });

  it("steps colours at 1, 2, 3 and 5 submissions", () => {
    expect([0, 1, 2, 3, 4, 5, 12].map(levelOf)).toEqual([0, 1, 2, 3, 3, 4, 4]);
  });
});
