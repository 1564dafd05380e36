import type { TQuizAttemptResult, TQuizListQuery } from "@cp/contracts";
import type { Db } from "../../db/client";
import { invalid, notFound } from "../../errors";
import { presentAttempt, presentQuizDetail, presentQuizListItem } from "./presenter";
import * as repo from "./repo";

/** How many of a learner's attempts at one quiz the history lists. */
export const ATTEMPT_HISTORY_LIMIT = 20;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type QuizService = ReturnType<typeof createQuizService>;

/** Grades answers against a quiz's questions: score is the rounded percent, passed at score ≥ passingScore. */
export function gradeAnswers(quiz: Pick<repo.QuizRow, "questions" | "passingScore">, answers: readonly number[]) {
  const total = quiz.questions.length;
  if (answers.length !== total) {
    throw invalid(
      answers.length < total
        ? `answers: every question must be answered (${answers.length} of ${total} answered)`
        : `answers: this quiz has ${total} questions, ${answers.length} answers were sent`,
    );
  }
  const results = quiz.questions.map((question, index) => {
    const chosen = answers[index] ?? -1;
    return {
      correct: chosen === question.correctAnswer,
      chosen,
      correctAnswer: question.correctAnswer,
      explanation: question.explanation,
    };
  });
  const correctCount = results.filter((result) => result.correct).length;
  const score = total === 0 ? 0 : Math.round((correctCount / total) * 100);
  return { score, passed: score >= quiz.passingScore, correctCount, total, results };
}

export function createQuizService(deps: { db: Db }) {
  const { db } = deps;

  /** A quiz by its id or its slug, or a 404. */
  async function load(id: string) {
    const row = UUID.test(id) ? await repo.findQuiz(db, id) : await repo.findQuizBySlug(db, id);
    if (!row) throw notFound("Quiz not found");
    return row;
  }

  return {
    async list(userId: string | undefined, query: TQuizListQuery) {
      const rows = await repo.listQuizzes(db, query, userId);
      return rows.map(presentQuizListItem);
    },

    async detail(userId: string | undefined, id: string) {
      const row = await load(id);
      const own = userId ? await repo.findOwnSummary(db, userId, row.id) : { bestScore: null, attempts: 0 };
      return presentQuizDetail(row, own);
    },

    /** Grades an attempt; a signed-in learner's is kept, a visitor's only answered. */
    async attempt(userId: string | undefined, id: string, answers: number[]): Promise<TQuizAttemptResult> {
      const row = await load(id);
      const graded = gradeAnswers(row, answers);
      const kept = userId
        ? await repo.insertAttempt(db, {
            quizId: row.id,
            userId,
            answers,
            score: graded.score,
            passed: graded.passed,
            correctCount: graded.correctCount,
            total: graded.total,
          })
        : null;
      return { ...graded, attempt: kept ? presentAttempt(kept) : null };
    },

    async attempts(userId: string, id: string) {
      const row = await load(id);
      return (await repo.listAttempts(db, userId, row.id, ATTEMPT_HISTORY_LIMIT)).map(presentAttempt);
    },

    /** For the dashboard: quizzes passed at least once, of all quizzes. */
    passedSummary: (userId: string) => repo.countPassed(db, userId),
  };
}
