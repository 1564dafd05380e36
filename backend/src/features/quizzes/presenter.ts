import type { TQuizAttempt, TQuizDetail, TQuizListItem, TQuizQuestion, TQuizSnippet, TQuizTopic } from "@cp/contracts";
import type { StoredQuizQuestion } from "../../db/schema";
import { renderMarkdown } from "../forum";
import type { AttemptRow, QuizListRow, QuizRow } from "./repo";

/*
 * What a reader may see of a quiz. Before a submission a question is its text, options and
 * snippet only: the answer and the explanation are left out here (and the strict contract
 * schemas reject them), so they leave the server only in a graded attempt's results.
 */

type Own = { bestScore: number | null; attempts: number };

export function presentQuizListItem(row: Omit<QuizListRow, "attempts" | "bestScore"> & Own): TQuizListItem {
  return {
    id: row.id,
    slug: row.slug ?? row.id,
    title: row.title,
    description: row.description,
    difficulty: row.difficulty,
    topic: row.topic as TQuizTopic,
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

export function presentQuestion(question: StoredQuizQuestion): TQuizQuestion {
  return {
    question: question.question,
    options: question.options,
    ...(question.snippet ? { snippet: presentSnippet(question.snippet) } : {}),
  };
}

export function presentQuizDetail(row: QuizRow, own: Own): TQuizDetail {
  return {
    ...presentQuizListItem({ ...row, totalQuestions: row.questions.length, ...own }),
    questions: row.questions.map(presentQuestion),
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
