import type { TProgressRecord, TSubmission } from "@cp/contracts";
import { describe, expect, it } from "vitest";
import { computeStudentMetrics, rankLabel } from "./student-metrics";

const record = (completed: boolean) => ({ completed }) as TProgressRecord;
const submission = (passed: boolean) => ({ passed }) as TSubmission;

describe("student progress cards", () => {
  it("rounds completed among records and passed among submissions", () => {
    const metrics = computeStudentMetrics(
      [record(true), record(false), record(false)],
      [submission(true), submission(false), submission(false), submission(true), submission(true), submission(false)],
    );
    expect(metrics).toMatchObject({ totalProgress: 33, successRate: 50, completed: 1, started: 3 });
  });

  it("reads 0% before anything was tried", () => {
    expect(computeStudentMetrics([], [])).toMatchObject({ totalProgress: 0, successRate: 0 });
  });

  it("shows a rank as #n, and Unranked without one", () => {
    expect(rankLabel(3)).toBe("#3");
    expect(rankLabel(null)).toBe("Unranked");
  });
});
