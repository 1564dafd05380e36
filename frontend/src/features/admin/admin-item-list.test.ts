import { describe, expect, it } from "vitest";
import { markdownToPlainText, previewDescription } from "./admin-item-list";

describe("the admin card's summary", () => {
  it("shows a Markdown description as the words a reader sees", () => {
    expect(
      markdownToPlainText(
        "## Two Sum\n\nGiven an array `nums` and a **target**, return the _indices_ ([see](https://x.test)).\n\n- one\n- two",
      ),
    ).toBe("Two Sum Given an array nums and a target, return the indices (see). one two");
    expect(markdownToPlainText("```python\nprint(1)\n```\n> Note: a_b and 2 * 3 * 4")).toBe(
      "print(1) Note: a_b and 2 * 3 * 4",
    );
  });

  it("cuts the plain text at 100 characters", () => {
    const preview = previewDescription(`**${"a".repeat(120)}**`);
    expect(preview).toBe(`${"a".repeat(100)}...`);
  });
});
