import type { TAdminQuiz, TAdminQuizInput, TDifficulty, TQuizTopic } from "@cp/contracts";
import { rowKey } from "../challenge/challenge-draft";

/** The passing score a new quiz starts with (spec section 9). */
export const DEFAULT_PASSING_SCORE = 70;
export const OPTION_LETTERS = ["A", "B", "C", "D"] as const;

/** One question as the form holds it; `extra` keeps stored fields the form does not edit (a code snippet). */
export type TQuestionDraft = {
  key: string;
  question: string;
  options: [string, string, string, string];
  correctAnswer: number;
  explanation: string;
  extra: Record<string, unknown>;
};

export type TQuizDraft = {
  title: string;
  description: string;
  difficulty: TDifficulty;
  topic: TQuizTopic | "";
  /** As typed, so the field may be cleared while editing; checked on save. */
  passingScore: string;
  questions: TQuestionDraft[];
};

export const emptyQuestion = (): TQuestionDraft => ({
  key: rowKey(),
  question: "",
  options: ["", "", "", ""],
  correctAnswer: 0,
  explanation: "",
  extra: {},
});

export const emptyQuizDraft = (): TQuizDraft => ({
  title: "",
  description: "",
  difficulty: "Easy",
  topic: "",
  passingScore: String(DEFAULT_PASSING_SCORE),
  questions: [],
});

/** Reads one stored question text; an unreadable one comes back empty rather than breaking the form. */
export function questionFromText(text: string): TQuestionDraft {
  try {
    const { question, options, correctAnswer, explanation, ...extra } = JSON.parse(text) as Record<string, unknown>;
    const list = Array.isArray(options) ? options.map((o) => (typeof o === "string" ? o : "")) : [];
    return {
      key: rowKey(),
      question: typeof question === "string" ? question : "",
      options: [list[0] ?? "", list[1] ?? "", list[2] ?? "", list[3] ?? ""],
      correctAnswer: typeof correctAnswer === "number" && correctAnswer >= 0 && correctAnswer <= 3 ? correctAnswer : 0,
      explanation: typeof explanation === "string" ? explanation : "",
      extra,
    };
  } catch {
    return emptyQuestion();
  }
}

export function draftFromQuiz(quiz: TAdminQuiz): TQuizDraft {
  return {
    title: quiz.title,
    description: quiz.description,
    difficulty: quiz.difficulty,
    topic: quiz.topic,
    passingScore: String(quiz.passingScore),
    questions: quiz.questions.map(questionFromText),
  };
}

/** The spec's check before a question joins the list: its text, then all four options. */
export function questionProblem(question: TQuestionDraft): string | null {
  if (question.question.trim() === "") return "Please enter a question";
  if (question.options.some((o) => o.trim() === "")) return "Please fill all options";
  return null;
}

export function questionToText(question: TQuestionDraft): string {
  const explanation = question.explanation.trim();
  return JSON.stringify({
    ...question.extra,
    question: question.question.trim(),
    options: question.options.map((o) => o.trim()),
    correctAnswer: question.correctAnswer,
    ...(explanation ? { explanation } : {}),
  });
}

/** The request body; the passing score as a number (the server refuses one outside 0 to 100). */
export function quizInputFromDraft(draft: TQuizDraft): TAdminQuizInput {
  const score = draft.passingScore.trim() === "" ? Number.NaN : Number(draft.passingScore);
  return {
    title: draft.title.trim(),
    description: draft.description.trim(),
    difficulty: draft.difficulty,
    topic: draft.topic as TQuizTopic,
    passingScore: score,
    questions: draft.questions.map(questionToText),
    totalQuestions: draft.questions.length,
  };
}
