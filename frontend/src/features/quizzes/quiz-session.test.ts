import { describe, expect, it } from "vitest";
import { actionForKey, allAnswered, percentComplete, quizSessionReducer, startSession } from "./quiz-session";

const result = {
  score: 50,
  passed: false,
  correctCount: 1,
  total: 2,
  results: [],
  attempt: null,
};

describe("quizSessionReducer", () => {
  it("starts on question 1 with no answers", () => {
    expect(startSession(3)).toEqual({ current: 0, answers: [null, null, null], result: null, showExplanation: false });
  });

  it("choosing replaces the earlier choice of the current question only", () => {
    let state = quizSessionReducer(startSession(2), { type: "choose", option: 1 });
    state = quizSessionReducer(state, { type: "choose", option: 3 });
    expect(state.answers).toEqual([3, null]);
  });

  it("moves between questions within bounds", () => {
    let state = startSession(2);
    state = quizSessionReducer(state, { type: "previous" });
    expect(state.current).toBe(0);
    state = quizSessionReducer(state, { type: "next" });
    state = quizSessionReducer(state, { type: "next" });
    expect(state.current).toBe(1);
    expect(quizSessionReducer(state, { type: "go", index: 0 }).current).toBe(0);
  });

  it("locks answers after submission; the explanation toggles and closes on navigation", () => {
    let state = quizSessionReducer(startSession(2), { type: "choose", option: 0 });
    state = quizSessionReducer(state, { type: "submitted", result });
    expect(quizSessionReducer(state, { type: "choose", option: 2 }).answers).toEqual([0, null]);
    state = quizSessionReducer(state, { type: "toggleExplanation" });
    expect(state.showExplanation).toBe(true);
    expect(quizSessionReducer(state, { type: "toggleExplanation" }).showExplanation).toBe(false);
    expect(quizSessionReducer(state, { type: "next" }).showExplanation).toBe(false);
  });

  it("the explanation cannot open before submission", () => {
    expect(quizSessionReducer(startSession(1), { type: "toggleExplanation" }).showExplanation).toBe(false);
  });

  it("retake goes back to question 1 with no answers and no result", () => {
    let state = quizSessionReducer(startSession(2), { type: "go", index: 1 });
    state = quizSessionReducer(state, { type: "choose", option: 2 });
    state = quizSessionReducer(state, { type: "submitted", result });
    expect(quizSessionReducer(state, { type: "retake" })).toEqual(startSession(2));
  });
});

describe("helpers", () => {
  it("allAnswered is true only when no answer is missing", () => {
    expect(allAnswered([0, 1, null])).toBe(false);
    expect(allAnswered([0, 3, 2])).toBe(true);
  });

  it("percentComplete rounds the position through the quiz", () => {
    expect(percentComplete(0, 3)).toBe(33);
    expect(percentComplete(2, 3)).toBe(100);
    expect(percentComplete(0, 0)).toBe(0);
  });

  it("maps 1-4, A-D (either case) and the arrows", () => {
    expect(actionForKey("1")).toEqual({ type: "choose", option: 0 });
    expect(actionForKey("4")).toEqual({ type: "choose", option: 3 });
    expect(actionForKey("c")).toEqual({ type: "choose", option: 2 });
    expect(actionForKey("D")).toEqual({ type: "choose", option: 3 });
    expect(actionForKey("ArrowRight")).toEqual({ type: "next" });
    expect(actionForKey("ArrowLeft")).toEqual({ type: "previous" });
    expect(actionForKey("5")).toBeNull();
    expect(actionForKey("e")).toBeNull();
    expect(actionForKey("Enter")).toBeNull();
  });
});
