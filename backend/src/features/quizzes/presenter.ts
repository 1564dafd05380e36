import type { TQuizAttempt, TQuizDetail, TQuizListItem, TQuizQuestion, TQuizSnippet } from "@cp/contracts";
import type { StoredQuizQuestion } from "../../db/schema";
import { renderMarkdown } from "../forum";
import type { OptionOrders } from "./option-order";
import type { AttemptRow, QuizListRow, QuizRow } from "./repo";

/*
 * What a reader may see of a quiz. Before a submission a question is its text, options and
 * snippet only: the answer and the explanation are left out here (and the strict contract
 * schemas reject them), so they leave the server only in a graded attempt's results. The options
 * are shown in the attempt's own order, the only order the learner ever sees.
 */

type Own = { bestScore: number | null; attempts: number };

export function presentQuizListItem(row: Omit<QuizListRow, "attempts" | "bestScore"> & Own): TQuizListItem {
  return {
    id: row.id,
    slug: row.slug ?? row.id,
    title: row.title,
    description: row.description,
    difficulty: row.difficulty,
    topic: row.topic,
    totalQuestions: row.totalQuestions,
    passingScore: row.passingScore,
    bestScore: row.bestScore,
    passed: row.bestScore !== null && row.bestScore >= row.passingScore,
    attempts: row.attempts,
  };
}

/** The code highlighted by the same renderer as forum code blocks (escaped source in spans). */
function presentSnippet(snippet: NonNullable<StoredQuizQuestion["snippet"]>): TQuizSnippet {
  // A fence longer than any run of backticks in the code, so the code cannot close it.
  const longest = Math.max(2, ...[...snippet.code.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = "`".repeat(longest + 1);
  return {
    language: snippet.language,
    code: snippet.code,
    html: renderMarkdown(`${fence}${snippet.language}\n${snippet.code}\n${fence}`),
  };
}

/** The options in the order `order` shows them (content option numbers, one per letter). */
export const orderOptions = (options: readonly string[], order: readonly number[]) =>
  order.map((option) => options[option] ?? "");

export function presentQuestion(question: StoredQuizQuestion, order: readonly number[]): TQuizQuestion {
  return {
    question: question.question,
    options: orderOptions(question.options, order),
    ...(question.snippet ? { snippet: presentSnippet(question.snippet) } : {}),
  };
}

/** The quiz as one attempt is served: its id and every question's options in its order. */
export function presentQuizDetail(
  row: QuizRow,
  own: Own,
  attempt: { attemptId: string; orders: OptionOrders },
): TQuizDetail {
  return {
    ...presentQuizListItem({ ...row, totalQuestions: row.questions.length, ...own }),
    attemptId: attempt.attemptId,
    questions: row.questions.map((question, index) => presentQuestion(question, attempt.orders[index] ?? [])),
  };
}

export function presentAttempt(row: AttemptRow): TQuizAttempt {
  return {
    id: row.id,
    score: row.score,
    passed: row.passed,
    correctCount: row.correctCount,
    total: row.total,
    createdAt: row.createdAt.toISOString(),
  };
}
