import { z } from "zod";
import { defineEndpoint } from "./endpoint";
import { ROUTES } from "./paths";
import { DIFFICULTIES, QUIZ_TOPICS } from "./vocabulary";

export const ZQuizTopic = z.enum(QUIZ_TOPICS, { error: `topic must be one of: ${QUIZ_TOPICS.join(", ")}` });
export type TQuizTopic = z.infer<typeof ZQuizTopic>;

/** Languages a quiz snippet may be written in (each one runs in the snippet test). */
export const QUIZ_SNIPPET_LANGUAGES = ["python", "javascript", "java", "sql"] as const;
export const ZQuizSnippetLanguage = z.enum(QUIZ_SNIPPET_LANGUAGES);
export type TQuizSnippetLanguage = z.infer<typeof ZQuizSnippetLanguage>;

/** Spec section 9: exactly four options (A to D), a passing score from 0 to 100. */
export const QUIZ_LIMITS = { options: 4, maxQuestions: 100, defaultPassingScore: 70 } as const;

export const ZQuizListQuery = z.object({
  difficulty: z.enum(DIFFICULTIES, { error: `difficulty must be one of: ${DIFFICULTIES.join(", ")}` }).optional(),
  topic: ZQuizTopic.optional(),
});
export type TQuizListQuery = z.infer<typeof ZQuizListQuery>;

/**
 * A quiz on a card. Strict, so nothing meant for after a submission can slip in. The best score
 * and attempt count are the signed-in learner's own (null and 0 for a visitor or a quiz never tried).
 */
export const ZQuizListItem = z.strictObject({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  difficulty: z.enum(DIFFICULTIES),
  topic: ZQuizTopic,
  totalQuestions: z.number(),
  passingScore: z.number(),
  bestScore: z.number().nullable(),
  /** The learner's best score reached the passing score at least once. */
  passed: z.boolean(),
  attempts: z.number(),
});
export type TQuizListItem = z.infer<typeof ZQuizListItem>;

/** Code shown with a question: its source and the same source highlighted by the server (escaped HTML). */
export const ZQuizSnippet = z.strictObject({
  language: ZQuizSnippetLanguage,
  code: z.string(),
  html: z.string(),
});
export type TQuizSnippet = z.infer<typeof ZQuizSnippet>;

/**
 * A question before submission: text, four options and maybe a snippet; never the answer or its
 * explanation. The options come in the order of this attempt (each attempt has its own).
 */
export const ZQuizQuestion = z.strictObject({
  question: z.string(),
  options: z.array(z.string()).length(QUIZ_LIMITS.options),
  snippet: ZQuizSnippet.optional(),
});
export type TQuizQuestion = z.infer<typeof ZQuizQuestion>;

/**
 * A quiz to take. Every load starts a new attempt: `attemptId` names it, the options are shown in
 * its order, and the answers are sent back with it to be graded in that same order.
 */
export const ZQuizDetail = ZQuizListItem.extend({ attemptId: z.string(), questions: z.array(ZQuizQuestion) });
export type TQuizDetail = z.infer<typeof ZQuizDetail>;

/**
 * The attempt the quiz was served as, and one option number per question, in question order:
 * 0 to 3 for A to D as that attempt showed them.
 */
export const ZQuizAttemptInput = z.object({
  attemptId: z.uuid({ error: "attemptId must be the attemptId the quiz was loaded with" }),
  answers: z
    .array(
      z
        .number({ error: "each answer must be an option number from 0 to 3" })
        .int("each answer must be a whole number from 0 to 3")
        .min(0, "each answer must be an option number from 0 to 3")
        .max(QUIZ_LIMITS.options - 1, "each answer must be an option number from 0 to 3"),
      { error: "answers must be a list of option numbers" },
    )
    .max(QUIZ_LIMITS.maxQuestions, `answers must hold at most ${QUIZ_LIMITS.maxQuestions} entries`),
});
export type TQuizAttemptInput = z.infer<typeof ZQuizAttemptInput>;

/** A kept attempt, as the learner's history lists it. */
export const ZQuizAttempt = z.object({
  id: z.string(),
  score: z.number(),
  passed: z.boolean(),
  correctCount: z.number(),
  total: z.number(),
  createdAt: z.string(),
});
export type TQuizAttempt = z.infer<typeof ZQuizAttempt>;

/** One graded question; `chosen`, `correctAnswer` and `options` follow the order the attempt was shown. */
export const ZQuizQuestionResult = z.object({
  correct: z.boolean(),
  chosen: z.number(),
  correctAnswer: z.number(),
  options: z.array(z.string()),
  explanation: z.string(),
});
export type TQuizQuestionResult = z.infer<typeof ZQuizQuestionResult>;

/** The graded attempt: score is the rounded percent; passed when score ≥ passingScore. */
export const ZQuizAttemptResult = z.object({
  score: z.number(),
  passed: z.boolean(),
  correctCount: z.number(),
  total: z.number(),
  results: z.array(ZQuizQuestionResult),
  /** The kept attempt for a signed-in learner; null for a visitor (graded, not kept). */
  attempt: ZQuizAttempt.nullable(),
});
export type TQuizAttemptResult = z.infer<typeof ZQuizAttemptResult>;

export const QUIZ_ENDPOINTS = {
  list: defineEndpoint({ ...ROUTES.quizzes.list, query: ZQuizListQuery, response: z.array(ZQuizListItem) }),
  detail: defineEndpoint({ ...ROUTES.quizzes.detail, response: ZQuizDetail }),
  attempt: defineEndpoint({ ...ROUTES.quizzes.attempt, body: ZQuizAttemptInput, response: ZQuizAttemptResult }),
  attempts: defineEndpoint({ ...ROUTES.quizzes.attempts, response: z.array(ZQuizAttempt) }),
} as const;
