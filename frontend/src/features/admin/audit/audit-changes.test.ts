import { describe, expect, it } from "vitest";
import { describeChanges } from "./audit-changes";

describe("the audit log's changes in words", () => {
  it("lists only the fields an edit changed, short values as before → after and long ones by size", () => {
    const before = {
      id: "1",
      title: "Two Sum",
      difficulty: "Easy",
      description: "x".repeat(300),
      hints: ["a", "b"],
      updatedAt: "2026-01-01",
    };
    const after = {
      id: "1",
      title: "Two Sum II",
      difficulty: "Easy",
      description: "y".repeat(320),
      hints: ["a", "b", "c"],
      updatedAt: "2026-01-02",
    };
    expect(describeChanges(before, after)).toEqual([
      { field: "Title", before: "Two Sum", after: "Two Sum II" },
      { field: "Description", summary: "changed (300 → 320 characters)" },
      { field: "Hints", summary: "changed (2 → 3 items)" },
    ]);
  });

  it("says nothing for a creation, a deletion or an edit that changed only bookkeeping", () => {
    expect(describeChanges(null, { title: "New" })).toEqual([]);
    expect(describeChanges({ title: "Old" }, null)).toEqual([]);
    expect(describeChanges({ title: "A", updatedAt: "1" }, { title: "A", updatedAt: "2" })).toEqual([]);
  });

  it("names camelCase fields in words", () => {
    expect(describeChanges({ passingScore: 70 }, { passingScore: 80 })).toEqual([
      { field: "Passing score", before: "70", after: "80" },
    ]);
  });
});
