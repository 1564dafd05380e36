import type { Db } from "../../db/client";
import type { ContentQuiz } from "./content";
import * as repo from "./repo";

/**
 * Upserts the quiz files by slug: text, options, answers and explanations follow the files, while
 * the learners' attempts are never touched, so running it again changes nothing a learner did.
 */
export async function seedQuizzes(db: Db, quizzes: ContentQuiz[]): Promise<number> {
  await repo.upsertQuizzes(
    db,
    quizzes.map((quiz) => ({
      slug: quiz.slug,
      title: quiz.title,
      description: quiz.description,
      difficulty: quiz.difficulty,
      topic: quiz.topic,
      passingScore: quiz.passingScore,
      questions: quiz.questions.map((q) => ({
        question: q.question,
        ...(q.snippet ? { snippet: q.snippet } : {}),
        options: q.options,
        correctAnswer: q.correctAnswer,
        explanation: q.explanation,
      })),
    })),
  );
  return quizzes.length;
}
