import { randomUUID } from "node:crypto";
import type { TQuizAttemptInput, TQuizAttemptResult, TQuizListQuery } from "@cp/contracts";
import type { Db } from "../../db/client";
import { conflict, invalid, notFound } from "../../errors";
import { contentOrder, type OptionOrderer, type OptionOrders } from "./option-order";
import { orderOptions, presentAttempt, presentQuizDetail, presentQuizListItem } from "./presenter";
import * as repo from "./repo";

/** How many of a learner's attempts at one quiz the history lists. */
export const ATTEMPT_HISTORY_LIMIT = 20;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type QuizService = ReturnType<typeof createQuizService>;

/**
 * Grades answers against a quiz's questions: score is the rounded percent, passed at score ≥ passingScore.
 * `answers` are letters as the attempt showed them (`orders`, the content's own order when left out);
 * each result speaks of that order too, while `contentAnswers` are the same choices in the content's order.
 */
export function gradeAnswers(
  quiz: Pick<repo.QuizRow, "questions" | "passingScore">,
  answers: readonly number[],
  orders: OptionOrders = contentOrder(quiz.questions.length),
) {
  const total = quiz.questions.length;
  if (answers.length !== total) {
    throw invalid(
      answers.length < total
        ? `answers: every question must be answered (${answers.length} of ${total} answered)`
        : `answers: this quiz has ${total} questions, ${answers.length} answers were sent`,
    );
  }
  const results = quiz.questions.map((question, index) => {
    const order = orders[index] ?? [];
    const chosen = answers[index] ?? -1;
    return {
      correct: order[chosen] === question.correctAnswer,
      chosen,
      correctAnswer: order.indexOf(question.correctAnswer),
      options: orderOptions(question.options, order),
      explanation: question.explanation,
    };
  });
  const contentAnswers = answers.map((chosen, index) => orders[index]?.[chosen] ?? -1);
  const correctCount = results.filter((result) => result.correct).length;
  const score = total === 0 ? 0 : Math.round((correctCount / total) * 100);
  return { score, passed: score >= quiz.passingScore, correctCount, total, results, contentAnswers };
}

export function createQuizService(deps: { db: Db; orderOptions: OptionOrderer }) {
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

    /** The quiz as a new attempt: a fresh attempt id and the option order derived from it. */
    async detail(userId: string | undefined, id: string) {
      const row = await load(id);
      const own = userId ? await repo.findOwnSummary(db, userId, row.id) : { bestScore: null, attempts: 0 };
      const attemptId = randomUUID();
      return presentQuizDetail(row, own, {
        attemptId,
        orders: deps.orderOptions(row.id, attemptId, row.questions.length),
      });
    },

    /**
     * Grades an attempt in the order it was served; a signed-in learner's is kept under its
     * attempt id (so it is kept once), a visitor's only answered.
     */
    async attempt(userId: string | undefined, id: string, input: TQuizAttemptInput): Promise<TQuizAttemptResult> {
      const row = await load(id);
      const orders = deps.orderOptions(row.id, input.attemptId, row.questions.length);
      const { contentAnswers, ...graded } = gradeAnswers(row, input.answers, orders);
      if (!userId) return { ...graded, attempt: null };
      const kept = await repo.insertAttempt(db, {
        id: input.attemptId,
        quizId: row.id,
        userId,
        answers: contentAnswers,
        score: graded.score,
        passed: graded.passed,
        correctCount: graded.correctCount,
        total: graded.total,
      });
      if (!kept) throw conflict("This attempt was already submitted: load the quiz again to take it again");
      return { ...graded, attempt: presentAttempt(kept) };
    },

    async attempts(userId: string, id: string) {
      const row = await load(id);
      return (await repo.listAttempts(db, userId, row.id, ATTEMPT_HISTORY_LIMIT)).map(presentAttempt);
    },

    /** For the dashboard: quizzes passed at least once, of all quizzes. */
    passedSummary: (userId: string) => repo.countPassed(db, userId),
  };
}
