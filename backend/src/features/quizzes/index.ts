import type { Db } from "../../db/client";
import type { RateLimiter } from "../../http/rate-limit";
import { createOptionOrderer } from "./option-order";
import { createQuizRouter } from "./routes";
import { createQuizService } from "./service";

// The quizzes feature's front door: the quiz catalog, server-side grading and attempt history.
export { type ContentQuiz, loadQuizzes, parseQuizFile, QUIZZES_DIR } from "./content";
export { seedQuizzes } from "./seed";
export { gradeAnswers, type QuizService } from "./service";

/** `secret` keys each attempt's option order: the server's own, so no client can foresee an order. */
export function createQuizzesFeature(deps: {
  db: Db;
  limiter: RateLimiter;
  attemptsPerMinute: number;
  secret: string;
}) {
  const quizzes = createQuizService({ db: deps.db, orderOptions: createOptionOrderer(deps.secret) });
  return {
    router: createQuizRouter({ quizzes, limiter: deps.limiter, attemptsPerMinute: deps.attemptsPerMinute }),
    quizzes,
  };
}
