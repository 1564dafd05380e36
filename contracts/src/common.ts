import { z } from "zod";
import { LANGUAGE_KEYS } from "./languages";
import { CHALLENGE_PATTERNS, CHALLENGE_TOPICS, DIFFICULTIES, ROLES } from "./vocabulary";

/** Every 4xx/5xx body the API sends. */
export const ZErrorBody = z.object({ message: z.string() });
export type TErrorBody = z.infer<typeof ZErrorBody>;

export const ZDifficulty = z.enum(DIFFICULTIES);
export type TDifficulty = z.infer<typeof ZDifficulty>;

export const ZChallengeTopic = z.enum(CHALLENGE_TOPICS);
export type TChallengeTopic = z.infer<typeof ZChallengeTopic>;
export const ZChallengePattern = z.enum(CHALLENGE_PATTERNS);
export type TChallengePattern = z.infer<typeof ZChallengePattern>;

export const ZRole = z.enum(ROLES);
export type TRole = z.infer<typeof ZRole>;

export const ZId = z.string().uuid();

export const ZHealth = z.object({ status: z.literal("ok"), database: z.enum(["pglite", "postgres"]) });
export type THealth = z.infer<typeof ZHealth>;

export const ZLanguageKey = z.enum(LANGUAGE_KEYS);
