import { QUIZ_TOPICS } from "@cp/contracts/constants";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./index";

/** One question as stored: the answer and its explanation stay on the server until a learner submits. */
export type StoredQuizQuestion = {
  question: string;
  snippet?: { language: "python" | "javascript" | "java" | "sql"; code: string };
  options: string[];
  correctAnswer: number;
  explanation: string;
};

/**
 * The quiz catalog, seeded from content/quizzes by slug at every start. The slug is what ties a
 * row to its file; a quiz an admin writes on the site may have none.
 */
export const quizzes = pgTable("quizzes", {
  id: uuid("id").primaryKey().defaultRandom(),
  slug: text("slug").unique(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  difficulty: text("difficulty", { enum: ["Easy", "Medium", "Hard"] })
    .notNull()
    .default("Easy"),
  topic: text("topic", { enum: QUIZ_TOPICS }).notNull(),
  passingScore: integer("passing_score").notNull().default(70),
  questions: jsonb("questions").$type<StoredQuizQuestion[]>().notNull().default([]),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  /** Set when an admin edits it: the content seed then leaves it alone. */
  editedAt: timestamp("edited_at", { withTimezone: true }),
  /** Set when an admin deletes it: hidden from learners, the attempts kept. */
  deletedAt: timestamp("deleted_at", { withTimezone: true }),
});

/**
 * A signed-in learner's graded attempt (a visitor's attempts are graded and not kept), under the id
 * the quiz was served with. `answers` are the option numbers of the content, whatever order the
 * attempt showed them in.
 */
export const quizAttempts = pgTable(
  "quiz_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    quizId: uuid("quiz_id")
      .notNull()
      .references(() => quizzes.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    answers: jsonb("answers").$type<number[]>().notNull(),
    score: integer("score").notNull(),
    passed: boolean("passed").notNull(),
    correctCount: integer("correct_count").notNull(),
    total: integer("total").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index("quiz_attempts_user_quiz_idx").on(t.userId, t.quizId, t.createdAt.desc())],
);
