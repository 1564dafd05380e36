import {
  QUIZ_LIMITS,
  type TAdminQuiz,
  type TAdminQuizInput,
  type TAdminQuizListItem,
  ZAdminQuizInput,
  ZQuizSnippetLanguage,
} from "@cp/contracts";
import type { quizzes, StoredQuizQuestion } from "../../db/schema";
import { invalid } from "../../errors";
import { parseJsonField } from "./form-fields";
import { presentAdminQuiz, presentAdminQuizListItem } from "./presenter";
import { type AuthoredColumns, listQuizzes, quizRepo } from "./repo";
import type { AuthoringSpec } from "./service";

type Values = AuthoredColumns<typeof quizzes>;

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** One of the form's question texts as stored, with the spec's messages for what is missing. */
function parseQuestion(raw: string, index: number): StoredQuizQuestion {
  const field = `Question ${index + 1}`;
  const value = parseJsonField(raw, `questions.${index}`, field);
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw invalid(`${field}: must be a JSON object with question, options and correctAnswer`);
  }
  const q = value as Record<string, unknown>;
  const question = text(q.question);
  if (!question) throw invalid(`${field}: Please enter a question`);
  const options = Array.isArray(q.options) ? q.options.map(text) : [];
  if (options.length !== QUIZ_LIMITS.options || options.some((o) => !o)) {
    throw invalid(`${field}: Please fill all options`);
  }
  if (new Set(options).size !== options.length) throw invalid(`${field}: the four options must differ`);
  const correct = q.correctAnswer;
  if (typeof correct !== "number" || !Number.isInteger(correct) || correct < 0 || correct > 3) {
    throw invalid(`${field}: correctAnswer must be 0, 1, 2 or 3 (A to D)`);
  }
  const stored: StoredQuizQuestion = { question, options, correctAnswer: correct, explanation: text(q.explanation) };
  if (q.snippet !== undefined && q.snippet !== null) {
    const snippet = q.snippet as { language?: unknown; code?: unknown };
    const language = ZQuizSnippetLanguage.safeParse(snippet.language);
    if (!language.success || !text(snippet.code)) {
      throw invalid(`${field}: snippet needs a language (python, javascript, java, sql) and code`);
    }
    stored.snippet = { language: language.data, code: String(snippet.code).trimEnd() };
  }
  return stored;
}

export function parseQuizInput(raw: TAdminQuizInput): Values {
  const input = ZAdminQuizInput.parse(raw);
  const questions = input.questions.map(parseQuestion);
  if (questions.length === 0) throw invalid("questions: Please add at least one question");
  return {
    title: input.title.trim(),
    description: input.description.trim(),
    difficulty: input.difficulty,
    topic: input.topic,
    passingScore: input.passingScore,
    questions,
  };
}

export const quizAuthoring: AuthoringSpec<typeof quizzes, TAdminQuizInput, Values, TAdminQuiz, TAdminQuizListItem> = {
  entity: "quiz",
  label: "Quiz",
  repo: quizRepo,
  list: async (db) => (await listQuizzes(db)).map(presentAdminQuizListItem),
  prepare: async (input) => parseQuizInput(input),
  columns: async (_tx, values) => values,
  present: presentAdminQuiz,
};
