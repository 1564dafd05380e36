import type { TAdminChallenge } from "@cp/contracts";
import { describe, expect, it } from "vitest";
import {
  challengeInputFromDraft,
  countNonEmptyTestCases,
  draftFromChallenge,
  emptyChallengeDraft,
  emptyTestCase,
} from "./challenge-draft";

function filledDraft() {
  const draft = emptyChallengeDraft();
  draft.title = " Pair Sum ";
  draft.description = "Find two numbers.";
  draft.topic = "Arrays & Hash Tables";
  draft.supportedLanguages = ["JavaScript", "Python"];
  draft.signature = { name: "pairSum", params: [{ key: "a", name: "nums", type: "int[]" }], returns: "int" };
  draft.starterCode = { Python: "class Solution: ...", JavaScript: "var pairSum = 1;", Java: "class X {}" };
  draft.solution = { Python: "class Solution: pass", JavaScript: "  " };
  draft.testCases = [
    { key: "1", input: '{"nums": [1, 2]}', expected: "3", sample: true },
    emptyTestCase(false),
    { key: "3", input: '{"nums": [5]}', expected: "5", sample: false },
  ];
  draft.hints = [
    { key: "h1", text: " Use a set. " },
    { key: "h2", text: "   " },
  ];
  return draft;
}

describe("the challenge form's draft", () => {
  it("sends blank test cases as blank texts (the server drops them) and each written one as JSON", () => {
    const draft = filledDraft();
    expect(countNonEmptyTestCases(draft.testCases)).toBe(2);
    const result = challengeInputFromDraft(draft);
    if (!result.ok) throw new Error(result.message);
    expect(result.input.testCases).toEqual([
      JSON.stringify({ input: { nums: [1, 2] }, expected: 3, sample: true }),
      "",
      JSON.stringify({ input: { nums: [5] }, expected: 5, sample: false }),
    ]);
    expect(result.input.title).toBe("Pair Sum");
    expect(result.input.hints).toEqual(["Use a set."]);
  });

  it("keeps code of the supported languages only, in the form's language order", () => {
    const result = challengeInputFromDraft(filledDraft());
    if (!result.ok) throw new Error(result.message);
    expect(result.input.supportedLanguages).toEqual(["Python", "JavaScript"]);
    expect(JSON.parse(result.input.starterCode)).toEqual({
      Python: "class Solution: ...",
      JavaScript: "var pairSum = 1;",
    });
    expect(JSON.parse(result.input.solution ?? "{}")).toEqual({ Python: "class Solution: pass" });
  });

  it("names the test case whose JSON does not parse", () => {
    const draft = filledDraft();
    draft.testCases[2] = { key: "3", input: '{"nums": [5}', expected: "5", sample: false };
    expect(challengeInputFromDraft(draft)).toEqual({
      ok: false,
      message: "Test case 3: the input is not valid JSON",
      field: "testCases.2.input",
    });
    draft.testCases[2] = { key: "3", input: "[5]", expected: "5", sample: false };
    const result = challengeInputFromDraft(draft);
    expect(result.ok).toBe(false);
  });

  it("reads a saved challenge back into the same draft", () => {
    const result = challengeInputFromDraft(filledDraft());
    if (!result.ok) throw new Error(result.message);
    const saved = {
      ...result.input,
      id: "c1",
      slug: "pair-sum",
      updatedAt: "2026-01-01T00:00:00Z",
    } as TAdminChallenge;
    const draft = draftFromChallenge(saved);
    expect(draft.testCases.map((c) => [c.input, c.expected, c.sample])).toEqual([
      ['{"nums":[1,2]}', "3", true],
      ['{"nums":[5]}', "5", false],
    ]);
    expect(draft.starterCode.Python).toBe("class Solution: ...");
    expect(draft.signature.params.map((p) => p.name)).toEqual(["nums"]);
  });
});
