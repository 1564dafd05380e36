import { z } from "zod";

/** Every 4xx/5xx body the API sends. */
export const ZErrorBody = z.object({ message: z.string() });
export type TErrorBody = z.infer<typeof ZErrorBody>;

export const DIFFICULTIES = ["Easy", "Medium", "Hard"] as const;
export const ZDifficulty = z.enum(DIFFICULTIES);
export type TDifficulty = z.infer<typeof ZDifficulty>;

export const CHALLENGE_TOPICS = [
  "Arrays & Hash Tables",
  "Strings & Patterns",
  "Trees & Recursion",
  "Dynamic Programming",
  "Graphs & Traversal",
] as const;
export const ZChallengeTopic = z.enum(CHALLENGE_TOPICS);
export type TChallengeTopic = z.infer<typeof ZChallengeTopic>;

export const QUIZ_TOPICS = ["Fundamentals", "Data Structures", "Web Development", "Database Queries"] as const;
export const FORUM_CATEGORIES = ["General Discussion", "Help & Support", "Show & Tell"] as const;
export const TUTORIAL_COURSES = [
  "React",
  "JavaScript",
  "Java",
  "Node.js",
  "HTML",
  "CSS",
  "TypeScript",
  "Tailwind",
  "Python",
  "C#",
] as const;

/** Points a learner earns on the first accepted solve of a challenge. */
export const POINTS_BY_DIFFICULTY: Record<TDifficulty, number> = { Easy: 10, Medium: 20, Hard: 40 };

export const ROLES = ["admin", "student"] as const;
export const ZRole = z.enum(ROLES);
export type TRole = z.infer<typeof ZRole>;

export const ZId = z.string().uuid();

export const ZHealth = z.object({ status: z.literal("ok"), database: z.enum(["pglite", "postgres"]) });
export type THealth = z.infer<typeof ZHealth>;
