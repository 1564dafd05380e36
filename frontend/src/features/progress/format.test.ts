import { describe, expect, it } from "vitest";
import { shortId, truncateFeedback } from "./format";

describe("progress formatting", () => {
  it("shows the first 8 characters of an id", () => {
    expect(shortId("3f2a9c1e-77b0-4c1d-9e55-0a1b2c3d4e5f")).toBe("3f2a9c1e");
  });

  it("cuts feedback at 100 characters and marks the cut", () => {
    expect(truncateFeedback("short")).toBe("short");
    const long = "x".repeat(150);
    expect(truncateFeedback(long)).toBe(`${"x".repeat(100)}...`);
    expect(truncateFeedback("y".repeat(100))).toBe("y".repeat(100));
  });

  it("previews Markdown feedback as plain text before cutting it", () => {
    const feedback = "**Accepted**: all 13 tests passed in 0 ms.\n\n- Uses `seen` as a map\n- O(n) time";
    expect(truncateFeedback(feedback)).toBe("Accepted: all 13 tests passed in 0 ms. Uses seen as a map O(n) time");
  });
});
