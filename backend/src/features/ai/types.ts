import type { TChallengeApproach, TDifficulty, TLanguageKey, TSignature, TTestResult, TVerdict } from "@cp/contracts";

/** What the coach needs to know about a challenge (a subset of the stored row). */
export type CoachChallenge = {
  title: string;
  topic: string;
  difficulty: TDifficulty;
  description: string;
  signature: TSignature;
  /** The authored hints, so generated hints do not repeat them. */
  hints: string[];
  /** How it is meant to be solved; challenges an admin wrote may have none (the topic's advice stands in). */
  approach?: TChallengeApproach;
};

export type FeedbackInput = {
  challenge: CoachChallenge;
  language: TLanguageKey;
  code: string;
  verdict: TVerdict;
  testResults: TTestResult[];
  passedCount: number;
  totalCount: number;
  /** Milliseconds measured by the judge for the whole run. */
  executionTime: number;
  /** The compiler's output when the verdict is "Compilation Error" (the judge runs no test then). */
  compileOutput?: string;
};

export type HintInput = {
  challenge: CoachChallenge;
  language: TLanguageKey;
  code: string;
  /** The coach's hints this learner was already shown for this challenge: a new hint is none of them. */
  shown?: string[];
};

/** A piece of coaching text and who wrote it: a language model ("ai") or the built-in coach ("automated"). */
export type CoachText = {
  text: string;
  source: "ai" | "automated";
  /** Nothing new to say: every hint the coach has for this code was shown already. */
  exhausted?: boolean;
};

/** Writes submission feedback and hints beyond the authored ones. */
export type AiProvider = {
  /**
   * Starts reading the code now, so feedback or a hint written for the same code later does not
   * wait for it (a submission's code is read while the judge runs it).
   */
  readCode(input: HintInput): void;
  feedback(input: FeedbackInput): Promise<CoachText>;
  hint(input: HintInput): Promise<CoachText>;
};
