import type { Db } from "../../db/client";
import type { RateLimiter } from "../../http/rate-limit";
import { createQuizRouter } from "./routes";
import { createQuizService } from "./service";

// The quizzes feature's front door: the quiz catalog, server-side grading and attempt history.
export { type ContentQuiz, loadQuizzes, parseQuizFile, QUIZZES_DIR } from "./content";
export { seedQuizzes } from "./seed";
export { gradeAnswers, type QuizService } from "./service";

export function createQuizzesFeature(deps: { db: Db; limiter: RateLimiter; attemptsPerMinute: number }) {
  const quizzes = createQuizService({ db: deps.db });
  return {
    router: createQuizRouter({ quizzes, limiter: deps.limiter, attemptsPerMinute: deps.attemptsPerMinute }),
    quizzes,
  };
}
