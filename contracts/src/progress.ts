import { z } from "zod";
import { ZVerdict } from "./challenges";
import { ZDifficulty } from "./common";
import { defineEndpoint } from "./endpoint";
import { ROUTES } from "./paths";

export const ZLeaderboardEntry = z.object({
  id: z.string(),
  username: z.string(),
  points: z.number(),
  challengesSolved: z.number(),
  currentStreak: z.number(),
});
export type TLeaderboardEntry = z.infer<typeof ZLeaderboardEntry>;

export const ZLeaderboardUserEntry = z.object({
  rank: z.number().nullable(),
  points: z.number(),
  currentStreak: z.number(),
});
export type TLeaderboardUserEntry = z.infer<typeof ZLeaderboardUserEntry>;

/** The challenge a progress record or submission belongs to, joined on the server so a list needs no second call. */
export const ZChallengeRef = z.object({
  slug: z.string(),
  title: z.string(),
  topic: z.string(),
  difficulty: ZDifficulty,
});
export type TChallengeRef = z.infer<typeof ZChallengeRef>;

export const ZProgressRecord = z.object({
  id: z.string(),
  challengeId: z.string(),
  completed: z.boolean(),
  /** Chose "Show the solution" before solving it. */
  gaveUp: z.boolean(),
  attempts: z.number(),
  bestScore: z.number(),
  updatedAt: z.string(),
  /** null when the challenge is no longer in the catalog. */
  challenge: ZChallengeRef.nullable(),
});
export type TProgressRecord = z.infer<typeof ZProgressRecord>;

export const ZSubmission = z.object({
  id: z.string(),
  challengeId: z.string(),
  language: z.string(),
  submittedAt: z.string(),
  passed: z.boolean(),
  verdict: ZVerdict,
  passedCount: z.number(),
  totalCount: z.number(),
  aiFeedback: z.string().nullable(),
  /** null when the challenge is no longer in the catalog. */
  challenge: ZChallengeRef.nullable(),
});
export type TSubmission = z.infer<typeof ZSubmission>;

/** One of the learner's own submissions of a challenge, with the code they sent (its Submissions tab). */
export const ZOwnSubmission = z.object({
  id: z.string(),
  language: z.string(),
  submittedAt: z.string(),
  passed: z.boolean(),
  verdict: ZVerdict,
  passedCount: z.number(),
  totalCount: z.number(),
  /** Milliseconds the tests took to run. */
  executionTime: z.number(),
  /** Peak memory of the program, when measured. */
  memoryKb: z.number().nullable(),
  code: z.string(),
});
export type TOwnSubmission = z.infer<typeof ZOwnSubmission>;

/** Solved challenges against the catalog, for one difficulty or one topic. */
export const ZSolvedCount = z.object({ solved: z.number(), total: z.number() });
export type TSolvedCount = z.infer<typeof ZSolvedCount>;

/** One UTC day with at least one accepted submission. */
export const ZActivityDay = z.object({ date: z.string(), count: z.number() });
export type TActivityDay = z.infer<typeof ZActivityDay>;

/** GET /api/progress/{userId}/stats: what the dashboard draws besides the progress records. */
export const ZProgressStats = z.object({
  /** Challenges in the catalog, and how many of them this learner solved. */
  totalChallenges: z.number(),
  solved: z.number(),
  byDifficulty: z.array(ZSolvedCount.extend({ difficulty: ZDifficulty })),
  /** The catalog's topics in the spec's order (any other topic an admin typed follows, alphabetically). */
  byTopic: z.array(ZSolvedCount.extend({ topic: z.string() })),
  submissions: z.object({ total: z.number(), accepted: z.number() }),
  /** Accepted submissions per UTC day from `from` to `to` inclusive (365 days); days without any are left out. */
  activity: z.object({ from: z.string(), to: z.string(), days: z.array(ZActivityDay) }),
  currentStreak: z.number(),
  /** Quizzes whose passing score this learner reached at least once, of all quizzes. */
  quizzes: z.object({ passed: z.number(), total: z.number() }),
  /** Longest run of consecutive days with an accepted submission within the activity window. */
  longestStreak: z.number(),
});
export type TProgressStats = z.infer<typeof ZProgressStats>;

/** One bar of the runtime distribution: learners whose best accepted runtime falls in [fromMs, toMs] (this submission included). */
export const ZStandingBar = z.object({ fromMs: z.number(), toMs: z.number(), count: z.number(), mine: z.boolean() });

/**
 * Other learners a submission is compared with before it gets a percentile: against one or two,
 * "Beats 50%" says more about who happened to solve it than about the code.
 */
export const STANDING_MIN_OTHERS = 5;

/**
 * Where an accepted submission stands among the other learners who solved the challenge in its
 * language (LeetCode's "Beats 78%"): each other learner counts once, with their best accepted
 * submission (fastest, then lightest), and the learner's own other submissions never count. A
 * figure is the share of those others that ran slower / used more memory, ties counted half; it is
 * null below STANDING_MIN_OTHERS others (or when memory was not measured).
 */
export const ZSubmissionStanding = z.object({
  language: z.string(),
  /** Other learners with an accepted submission of this challenge in this language. */
  otherLearners: z.number(),
  /** Other learners needed before a percentile is given (STANDING_MIN_OTHERS). */
  minimumOthers: z.number(),
  runtimeMs: z.number(),
  runtimeBeats: z.number().nullable(),
  memoryKb: z.number().nullable(),
  memoryBeats: z.number().nullable(),
  /** The others' best runtimes and this submission's; empty while there are too few others to compare. */
  distribution: z.array(ZStandingBar),
});
export type TSubmissionStanding = z.infer<typeof ZSubmissionStanding>;

export const PROGRESS_ENDPOINTS = {
  leaderboard: defineEndpoint({ ...ROUTES.progress.leaderboard, response: z.array(ZLeaderboardEntry) }),
  leaderboardUser: defineEndpoint({ ...ROUTES.progress.leaderboardUser, response: ZLeaderboardUserEntry }),
  progress: defineEndpoint({ ...ROUTES.progress.progress, response: z.array(ZProgressRecord) }),
  stats: defineEndpoint({ ...ROUTES.progress.stats, response: ZProgressStats }),
  submissions: defineEndpoint({ ...ROUTES.progress.submissions, response: z.array(ZSubmission) }),
  mySubmissions: defineEndpoint({ ...ROUTES.progress.mySubmissions, response: z.array(ZOwnSubmission) }),
  /** Not part of the submit's answer: worked out after it, off the judge's critical path. */
  standing: defineEndpoint({ ...ROUTES.progress.standing, response: ZSubmissionStanding }),
} as const;
