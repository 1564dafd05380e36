import { z } from "zod";

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

export const ZProgressRecord = z.object({
  id: z.string(),
  challengeId: z.string(),
  completed: z.boolean(),
  attempts: z.number(),
  bestScore: z.number(),
  updatedAt: z.string(),
});
export type TProgressRecord = z.infer<typeof ZProgressRecord>;

export const ZSubmission = z.object({
  id: z.string(),
  challengeId: z.string(),
  language: z.string(),
  submittedAt: z.string(),
  passed: z.boolean(),
  verdict: z.string(),
  passedCount: z.number(),
  totalCount: z.number(),
  aiFeedback: z.string().nullable(),
});
export type TSubmission = z.infer<typeof ZSubmission>;
