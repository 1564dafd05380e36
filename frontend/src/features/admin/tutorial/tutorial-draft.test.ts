import { describe, expect, it } from "vitest";
import { emptyStep, emptyTutorialDraft, stepFromText, tutorialInputFromDraft } from "./tutorial-draft";

describe("the tutorial form's draft", () => {
  it("drops blank steps, leaves out a blank solution and sends minutes as a number", () => {
    const draft = emptyTutorialDraft();
    draft.title = "Printing";
    draft.description = "Output.";
    draft.estimatedTime = "5";
    draft.steps = [
      { ...emptyStep(), title: "Hello", code: "print()", expectedOutput: "Hello", solution: 'print("Hello")' },
      emptyStep(),
      { ...emptyStep(), title: "Theory only" },
    ];
    const input = tutorialInputFromDraft(draft);
    expect(input.estimatedTime).toBe(5);
    expect(input.steps?.map((s) => JSON.parse(s))).toEqual([
      {
        title: "Hello",
        content: "",
        explanation: "",
        code: "print()",
        expectedOutput: "Hello",
        solution: 'print("Hello")',
      },
      { title: "Theory only", content: "", explanation: "", code: "", expectedOutput: "" },
    ]);
    expect(tutorialInputFromDraft({ ...draft, estimatedTime: " " }).estimatedTime).toBeNull();
  });

  it("keeps a preview step's checks when the step goes round", () => {
    const checks = [{ selector: "h1", text: "Hi" }];
    const step = stepFromText(JSON.stringify({ title: "T", content: "", code: "<h1>Hi</h1>", checks }));
    expect(step.extra).toEqual({ checks });
    const draft = { ...emptyTutorialDraft(), steps: [step] };
    expect(JSON.parse(tutorialInputFromDraft(draft).steps?.[0] ?? "{}").checks).toEqual(checks);
  });
});
