import type { TQuizAttemptResult } from "@cp/contracts";

/**
 * The state of taking one quiz (spec section 4): the question shown, one answer per question
 * (null until chosen), the graded result once submitted, and whether the explanation is open.
 * Kept in the page only; the server holds the answers and the kept attempts.
 */
export type TQuizSession = {
  current: number;
  answers: (number | null)[];
  result: TQuizAttemptResult | null;
  showExplanation: boolean;
};

export type TQuizAction =
  | { type: "choose"; option: number }
  | { type: "go"; index: number }
  | { type: "next" }
  | { type: "previous" }
  | { type: "submitted"; result: TQuizAttemptResult }
  | { type: "toggleExplanation" }
  | { type: "retake" };

export function startSession(total: number): TQuizSession {
  return { current: 0, answers: Array.from({ length: total }, () => null), result: null, showExplanation: false };
}

export function quizSessionReducer(state: TQuizSession, action: TQuizAction): TQuizSession {
  const total = state.answers.length;
  const go = (index: number): TQuizSession =>
    index < 0 || index >= total || index === state.current
      ? state
      : { ...state, current: index, showExplanation: false };
  switch (action.type) {
    case "choose": {
      // Answers are locked once submitted; choosing replaces the earlier choice and closes the explanation.
      if (state.result || action.option < 0 || action.option > 3) return state;
      const answers = [...state.answers];
      answers[state.current] = action.option;
      return { ...state, answers, showExplanation: false };
    }
    case "go":
      return go(action.index);
    case "next":
      return go(state.current + 1);
    case "previous":
      return go(state.current - 1);
    case "submitted":
      return { ...state, result: action.result, showExplanation: false };
    case "toggleExplanation":
      return state.result ? { ...state, showExplanation: !state.showExplanation } : state;
    case "retake":
      return startSession(total);
  }
}

/** Every question answered: the only time Submit Quiz is enabled. */
export const allAnswered = (answers: readonly (number | null)[]): answers is number[] =>
  answers.every((answer) => answer !== null);

/** Percent of the way through the quiz at question `current` (0-based) of `total`. */
export const percentComplete = (current: number, total: number) =>
  total === 0 ? 0 : Math.round(((current + 1) / total) * 100);

const LETTERS = ["a", "b", "c", "d"];

/**
 * The quiz's keyboard: 1-4 or A-D choose an option, the left and right arrows move between
 * questions. Returns null for any other key.
 */
export function actionForKey(key: string): TQuizAction | null {
  if (/^[1-4]$/.test(key)) return { type: "choose", option: Number(key) - 1 };
  const letter = LETTERS.indexOf(key.toLowerCase());
  if (letter >= 0 && key.length === 1) return { type: "choose", option: letter };
  if (key === "ArrowRight") return { type: "next" };
  if (key === "ArrowLeft") return { type: "previous" };
  return null;
}

export const optionLetter = (index: number) => (LETTERS[index] ?? "?").toUpperCase();
