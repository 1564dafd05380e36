import { z } from "zod";
import { ZChallengePattern, ZChallengeTopic, ZDifficulty, ZLanguageKey } from "./common";
import { defineEndpoint } from "./endpoint";
import { MAX_CUSTOM_INPUTS } from "./limits";
import { ROUTES } from "./paths";

/** Value types a challenge signature may use (LeetCode's vocabulary). */
export const SIGNATURE_TYPES = [
  "int",
  "long",
  "double",
  "bool",
  "string",
  "char",
  "int[]",
  "long[]",
  "double[]",
  "bool[]",
  "string[]",
  "char[]",
  /** A list of strings where LeetCode's Java and C# take `List<String>` / `IList<string>` (string[] elsewhere). */
  "list<string>",
  "int[][]",
  "string[][]",
  "char[][]",
  "ListNode",
  "TreeNode",
] as const;
export const ZSignatureType = z.enum(SIGNATURE_TYPES);
export type TSignatureType = z.infer<typeof ZSignatureType>;

export const ZSignature = z.object({
  /** camelCase method name, e.g. "twoSum" (C# gets PascalCase). */
  name: z.string().regex(/^[a-z][A-Za-z0-9]*$/),
  params: z.array(z.object({ name: z.string().regex(/^[a-z][A-Za-z0-9]*$/), type: ZSignatureType })).min(1),
  returns: ZSignatureType,
});
export type TSignature = z.infer<typeof ZSignature>;

/** One test case: named inputs and the expected value, as JSON. Lists and trees use LeetCode's array encoding. */
export const ZTestCase = z.object({
  input: z.record(z.string(), z.unknown()),
  expected: z.unknown(),
});
export type TTestCase = z.infer<typeof ZTestCase>;

/** How results are compared beyond JSON equality (doubles always compare within 1e-5). */
export const ZCompareMode = z.enum(["exact", "unordered"]);
export type TCompareMode = z.infer<typeof ZCompareMode>;

export const ZChallengeListItem = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  difficulty: ZDifficulty,
  topic: ZChallengeTopic,
  /** The techniques it practises, the main one first. */
  patterns: z.array(ZChallengePattern),
  supportedLanguages: z.array(z.string()),
  /** Percent of the learners who submitted it that solved it: everyone's figure, not the reader's. */
  completionRate: z.number(),
  totalAttempts: z.number(),
  /** The counts behind completionRate: learners who submitted at least once, and those who solved it. */
  attemptedLearners: z.number(),
  solvedLearners: z.number(),
  /** The logged-in learner's own state for this challenge. */
  completed: z.boolean(),
  attempted: z.boolean(),
});
export type TChallengeListItem = z.infer<typeof ZChallengeListItem>;

/**
 * A challenge as anyone may see it, signed in or not (the home page's Popular Challenges): what
 * its card shows and nothing about a reader, a test or a solution.
 */
export const ZChallengeSummary = ZChallengeListItem.pick({
  id: true,
  slug: true,
  title: true,
  difficulty: true,
  topic: true,
  supportedLanguages: true,
  completionRate: true,
  attemptedLearners: true,
  solvedLearners: true,
});
export type TChallengeSummary = z.infer<typeof ZChallengeSummary>;

/** The catalog's real size, for anyone (the home page's figures). */
export const ZCatalogStats = z.object({
  challenges: z.number(),
  byDifficulty: z.object({ Easy: z.number(), Medium: z.number(), Hard: z.number() }),
  /** Patterns (CHALLENGE_PATTERNS) that at least one challenge practises. */
  patterns: z.number(),
  /** Languages a solution can be written in. */
  languages: z.number(),
});
export type TCatalogStats = z.infer<typeof ZCatalogStats>;

/** How many challenges the public popular list holds. */
export const POPULAR_CHALLENGE_COUNT = 4;

export const ZChallengeDetail = ZChallengeListItem.extend({
  /** JSON text mapping a language display name to its starter source (spec section 3). */
  starterCode: z.string(),
  signature: ZSignature,
  /** The authored hints this learner has revealed with Get Hint, in order: the rest stay on the server. */
  hints: z.array(z.string()),
  /** How many authored hints the challenge has. */
  hintCount: z.number(),
  sampleTests: z.array(ZTestCase),
  hiddenTestCount: z.number(),
  /** This learner's submissions that were not accepted: "Show the solution" opens at GIVE_UP_AFTER_FAILED. */
  failedSubmissions: z.number(),
  /** This learner chose "Show the solution" before solving it. */
  gaveUp: z.boolean(),
  /**
   * CPU time limit of a whole run in ms per language key, calibrated from the reference solutions;
   * null: the server's default limit (a challenge an admin wrote).
   */
  timeLimits: z.partialRecord(ZLanguageKey, z.number().int().positive()).nullable(),
});
export type TChallengeDetail = z.infer<typeof ZChallengeDetail>;

export const ZChallengeListQuery = z.object({
  difficulty: ZDifficulty.optional(),
  topic: ZChallengeTopic.optional(),
  pattern: ZChallengePattern.optional(),
  language: z.string().optional(),
});
export type TChallengeListQuery = z.infer<typeof ZChallengeListQuery>;

export const MAX_CODE_BYTES = 64 * 1024;

const ZCode = z.string({ error: "code is required" }).refine((s) => s.trim().length > 0, "code must not be blank");

export const ZRunRequest = z.object({
  code: ZCode,
  language: z.string({ error: "language is required" }).min(1, "language is required"),
  /** JSON object of named inputs, run as one extra test without an expected value. */
  customInput: z.string().optional(),
  /** Several such inputs (the learner's own test cases), each run after the samples. */
  customInputs: z
    .array(z.string().max(16 * 1024, "each custom input must be at most 16 KB"))
    .max(MAX_CUSTOM_INPUTS, `customInputs: at most ${MAX_CUSTOM_INPUTS}`)
    .optional(),
  /** Chosen by the client so it can match streamed results to this run. */
  runId: z.string().max(64).optional(),
});
export type TRunRequest = z.infer<typeof ZRunRequest>;

export const VERDICTS = [
  "Accepted",
  "Wrong Answer",
  "Time Limit Exceeded",
  "Memory Limit Exceeded",
  "Runtime Error",
  "Compilation Error",
  "Output Limit Exceeded",
  "Internal Error",
] as const;
export const ZVerdict = z.enum(VERDICTS);
export type TVerdict = z.infer<typeof ZVerdict>;

export const ZTestResult = z.object({
  index: z.number(),
  passed: z.boolean(),
  input: z.unknown(),
  /** Absent for a custom input, which has no expected value. */
  expected: z.unknown().optional(),
  /** Absent when the program failed before returning (a crash, a time limit). */
  actual: z.unknown().optional(),
  error: z.string().optional(),
  /** What the learner's code printed while this test ran. */
  stdout: z.string().optional(),
  /** Milliseconds spent in the learner's function. */
  time: z.number(),
  verdict: ZVerdict,
  /** True for the learner's custom input (no expected value to compare). */
  custom: z.boolean().optional(),
});
export type TTestResult = z.infer<typeof ZTestResult>;

/** A hidden test's result as the learner sees it while a submission is judged: no input, expected or output. */
export const ZHiddenTestResult = z.object({
  index: z.number(),
  passed: z.boolean(),
  verdict: ZVerdict,
  time: z.number(),
  hidden: z.literal(true),
});
export type THiddenTestResult = z.infer<typeof ZHiddenTestResult>;

export const ZRunResponse = z.object({
  runId: z.string(),
  allPassed: z.boolean(),
  executionTime: z.number(),
  verdict: ZVerdict,
  compileOutput: z.string().optional(),
  testResults: z.array(ZTestResult),
});
export type TRunResponse = z.infer<typeof ZRunResponse>;

export const ZSubmitRequest = z.object({
  code: ZCode,
  language: z.string({ error: "language is required" }).min(1, "language is required"),
  runId: z.string().max(64).optional(),
});
export type TSubmitRequest = z.infer<typeof ZSubmitRequest>;

/** The learner's code in one language as they type it (blank allowed: an emptied editor is kept too). */
export const ZDraftRequest = z.object({
  language: z.string({ error: "language is required" }).min(1, "language is required"),
  code: z.string({ error: "code is required" }),
});
export type TDraftRequest = z.infer<typeof ZDraftRequest>;

/** The learner's saved code of a challenge per language, and the language they last wrote in. */
export const ZDrafts = z.object({
  lastLanguage: z.string().nullable(),
  drafts: z.record(z.string(), z.object({ code: z.string(), updatedAt: z.string() })),
});
export type TDrafts = z.infer<typeof ZDrafts>;

export const ZSubmitResponse = z.object({
  submissionId: z.string(),
  passed: z.boolean(),
  verdict: ZVerdict,
  passedCount: z.number(),
  totalCount: z.number(),
  executionTime: z.number(),
  feedback: z.string().optional(),
  /** Who wrote the feedback: an AI model or the built-in coach. */
  feedbackSource: z.enum(["ai", "automated"]).optional(),
  failedTest: ZTestResult.optional(),
  compileOutput: z.string().optional(),
  pointsAwarded: z.number(),
  /** Peak memory of the judged program, when measured. */
  memoryKb: z.number().optional(),
});
export type TSubmitResponse = z.infer<typeof ZSubmitResponse>;

export const ZHintRequest = z.object({
  code: z
    .string()
    .max(64 * 1024)
    .default(""),
  language: z.string().optional(),
});
export type THintRequest = z.infer<typeof ZHintRequest>;
export const ZHintResponse = z.object({
  hint: z.string(),
  source: z.enum(["authored", "ai", "automated"]),
  /** 1-based number of the authored hint, when it is one. */
  number: z.number().optional(),
  /** Every hint the coach has for this challenge and code was already shown: `hint` says so and is not a new hint. */
  exhausted: z.boolean().optional(),
});

/**
 * How a challenge is meant to be solved, in a few fields: the coach's advice and hints are about
 * this (its pattern, its idea, the slower first try and a mistake learners make), not the topic's.
 */
export const ZChallengeApproach = z.object({
  /** The technique, as learners name it ("Two pointers", "Monotonic stack"). */
  pattern: z.string().min(1).max(60),
  /** The key insight of the intended solution, without code or test values. */
  idea: z.string().min(1).max(600),
  /** The intended solution's complexity ("O(n)", "O(m·n)"). */
  time: z.string().min(1).max(60),
  space: z.string().min(1).max(60),
  /** The obvious slower approach and its complexity. */
  naive: z.string().min(1).max(400),
  /** A mistake learners make on this problem. */
  pitfall: z.string().min(1).max(400),
});
export type TChallengeApproach = z.infer<typeof ZChallengeApproach>;

/**
 * The editorial a learner reads after solving the challenge or giving up: the approach in short,
 * the explained solution, and the reference solutions' code in at least two languages.
 */
export const ZEditorial = ZChallengeApproach.extend({
  /** The explanation in Markdown (idea, why it works, complexity, common mistakes); null when not written. */
  body: z.string().nullable(),
  /** Reference solutions by language display name ("Python", "C++"). */
  solutions: z.array(z.object({ language: z.string(), code: z.string() })),
  /** The reader gave up on it rather than solving it. */
  gaveUp: z.boolean(),
});
export type TEditorial = z.infer<typeof ZEditorial>;
export type THintResponse = z.infer<typeof ZHintResponse>;

export const CHALLENGE_ENDPOINTS = {
  list: defineEndpoint({
    ...ROUTES.challenges.list,
    query: ZChallengeListQuery,
    response: z.array(ZChallengeListItem),
  }),
  popular: defineEndpoint({
    ...ROUTES.challenges.popular,
    response: z.array(ZChallengeSummary).max(POPULAR_CHALLENGE_COUNT),
  }),
  stats: defineEndpoint({ ...ROUTES.challenges.stats, response: ZCatalogStats }),
  detail: defineEndpoint({ ...ROUTES.challenges.detail, response: ZChallengeDetail }),
  run: defineEndpoint({ ...ROUTES.challenges.run, body: ZRunRequest, response: ZRunResponse }),
  submit: defineEndpoint({ ...ROUTES.challenges.submit, body: ZSubmitRequest, response: ZSubmitResponse }),
  hint: defineEndpoint({ ...ROUTES.challenges.hint, body: ZHintRequest, response: ZHintResponse }),
  drafts: defineEndpoint({ ...ROUTES.challenges.drafts, response: ZDrafts }),
  /** How the challenge is meant to be solved; 403 until the learner has solved it or given up. */
  editorial: defineEndpoint({ ...ROUTES.challenges.editorial, response: ZEditorial }),
  /** "Show the solution": after GIVE_UP_AFTER_FAILED failed submissions, records giving up and answers the editorial. */
  giveUp: defineEndpoint({ ...ROUTES.challenges.giveUp, response: ZEditorial }),
  saveDraft: defineEndpoint({ ...ROUTES.challenges.saveDraft, body: ZDraftRequest, response: ZDrafts }),
} as const;
