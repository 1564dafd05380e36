import { z } from "zod";
import { ZCompareMode, ZSignature, ZTestCase, ZVerdict } from "./challenges";
import { ZChallengeTopic, ZDifficulty, ZLanguageKey } from "./common";
import { defineEndpoint } from "./endpoint";
import { ADMIN_API, ROUTES, type TRoute } from "./paths";
import { ZQuizTopic } from "./quizzes";
import { ZTutorialCourse } from "./tutorials";

export { ADMIN_API };

/**
 * What an admin writes and reads back on /api/admin/*: the entity fields of the spec (section 3),
 * with the structured parts as JSON texts as the spec's forms send them. GET answers exactly the
 * shape POST and PUT accept, hidden tests and reference solutions included (admins only).
 * Field rules beyond the shape (JSON that parses, a test matching the signature) are checked by
 * the server, which answers 400 naming the field.
 */
const required = (field: string) =>
  z.string({ error: `${field} is required` }).refine((s) => s.trim().length > 0, `${field} is required`);

/** The most an admin may write in one item's long texts (a description, a step's content). */
export const ADMIN_TEXT_MAX = 50_000;

export const ZAdminChallengeInput = z.object({
  title: required("title").pipe(z.string().max(200, "title must be at most 200 characters")),
  description: required("description").pipe(z.string().max(ADMIN_TEXT_MAX)),
  difficulty: ZDifficulty.default("Easy"),
  topic: ZChallengeTopic,
  /** Display names ("C++"); at least one. */
  supportedLanguages: z.array(z.string()).min(1, "supportedLanguages: pick at least one language"),
  signature: ZSignature,
  compareMode: ZCompareMode.default("exact"),
  /** JSON text mapping a language display name to its starter source. */
  starterCode: required("starterCode"),
  /** JSON text mapping a language display name to its reference solution. */
  solution: z.string().default("{}"),
  /** JSON texts, each `{"input": {...}, "expected": ..., "sample": true|false}`; blank ones are dropped. */
  testCases: z.array(z.string().max(ADMIN_TEXT_MAX)).max(200, "testCases: at most 200"),
  hints: z.array(z.string().max(2_000)).max(20).default([]),
});
export type TAdminChallengeInput = z.input<typeof ZAdminChallengeInput>;

const ZAdminMeta = z.object({ id: z.string(), slug: z.string().nullable(), updatedAt: z.string() });

export const ZAdminChallenge = ZAdminChallengeInput.extend(ZAdminMeta.shape);
export type TAdminChallenge = z.infer<typeof ZAdminChallenge>;

/** A card of the admin's challenge list (the spec's: title, description, difficulty, topic). */
export const ZAdminChallengeListItem = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  difficulty: ZDifficulty,
  topic: z.string(),
  supportedLanguages: z.array(z.string()),
  testCount: z.number(),
  updatedAt: z.string(),
});
export type TAdminChallengeListItem = z.infer<typeof ZAdminChallengeListItem>;

/** One failed check of a validation: which program, which test, and what it gave. */
export const ZValidationFailure = z.object({
  index: z.number(),
  input: z.unknown(),
  expected: z.unknown().optional(),
  actual: z.unknown().optional(),
  error: z.string().optional(),
  verdict: ZVerdict,
});
export type TValidationFailure = z.infer<typeof ZValidationFailure>;

/** One program of a validation: a reference solution against every test, or a starter that must compile. */
export const ZValidationRun = z.object({
  language: z.string(),
  kind: z.enum(["solution", "starter"]),
  ok: z.boolean(),
  verdict: ZVerdict,
  passedCount: z.number(),
  total: z.number(),
  compileOutput: z.string().optional(),
  failures: z.array(ZValidationFailure),
});
export type TValidationRun = z.infer<typeof ZValidationRun>;

export const ZChallengeValidation = z.object({
  validationId: z.string(),
  ok: z.boolean(),
  runs: z.array(ZValidationRun),
});
export type TChallengeValidation = z.infer<typeof ZChallengeValidation>;

/** The body of a 422 when a challenge's reference solution fails: the message and the whole report. */
export const ZValidationRefusal = z.object({ message: z.string(), validation: ZChallengeValidation });
export type TValidationRefusal = z.infer<typeof ZValidationRefusal>;

/**
 * The body of a refused admin save (400, 409 or 422): the message in the admin's words and,
 * when one field is at fault, its key in the form: "title", "testCases.2" (rows count from 0
 * here, from 1 in messages), "solution.Python", "starterCode.Java", "steps.0.expectedOutput".
 * A challenge's 422 carries its validation report; a tutorial step's, what was expected and printed.
 */
export const ZAdminSaveRefusal = z.object({
  message: z.string(),
  field: z.string().optional(),
  validation: ZChallengeValidation.optional(),
  expected: z.string().optional(),
  actual: z.string().optional(),
});
export type TAdminSaveRefusal = z.infer<typeof ZAdminSaveRefusal>;

export const ZValidateChallengeRequest = ZAdminChallengeInput.extend({
  /** Chosen by the client so it can match the streamed progress to this validation. */
  validationId: z.string().max(64).optional(),
});

export const ZAdminQuizInput = z.object({
  title: required("title").pipe(z.string().max(200, "title must be at most 200 characters")),
  description: required("description").pipe(z.string().max(ADMIN_TEXT_MAX)),
  difficulty: ZDifficulty.default("Easy"),
  topic: ZQuizTopic,
  passingScore: z
    .number({ error: "passingScore must be a number from 0 to 100" })
    .int("passingScore must be a whole number from 0 to 100")
    .min(0, "passingScore must be a number from 0 to 100")
    .max(100, "passingScore must be a number from 0 to 100"),
  /** JSON texts, each `{"question", "options": [4 texts], "correctAnswer": 0-3, "explanation"?}`. */
  questions: z.array(z.string().max(ADMIN_TEXT_MAX)).max(100, "questions: at most 100"),
  /** The count of questions (the spec's payload carries it; the server counts them itself). */
  totalQuestions: z.number().int().optional(),
});
export type TAdminQuizInput = z.input<typeof ZAdminQuizInput>;
export const ZAdminQuiz = ZAdminQuizInput.extend({ ...ZAdminMeta.shape, totalQuestions: z.number() });
export type TAdminQuiz = z.infer<typeof ZAdminQuiz>;

export const ZAdminQuizListItem = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  difficulty: ZDifficulty,
  topic: z.string(),
  totalQuestions: z.number(),
  passingScore: z.number(),
  updatedAt: z.string(),
});
export type TAdminQuizListItem = z.infer<typeof ZAdminQuizListItem>;

export const ZAdminTutorialInput = z.object({
  title: required("title").pipe(z.string().max(200, "title must be at most 200 characters")),
  description: required("description").pipe(z.string().max(ADMIN_TEXT_MAX)),
  /** The course key ("python", "javascript", "java", ...). */
  language: ZTutorialCourse,
  topic: z.string().max(100).default("Fundamentals"),
  difficulty: ZDifficulty.default("Easy"),
  category: z.string().max(100).default("Fundamentals"),
  estimatedTime: z.number().int().min(1).max(600).nullable().default(null),
  /**
   * JSON texts, each `{"title", "content", "explanation", "code", "expectedOutput", "solution"?,
   * "checks"?}`: `code` is the learner's starting code, `solution` the reference that must print
   * `expectedOutput` (or pass the preview `checks`).
   */
  steps: z.array(z.string().max(ADMIN_TEXT_MAX)).max(50, "steps: at most 50").default([]),
});
export type TAdminTutorialInput = z.input<typeof ZAdminTutorialInput>;
export const ZAdminTutorial = ZAdminTutorialInput.extend(ZAdminMeta.shape);
export type TAdminTutorial = z.infer<typeof ZAdminTutorial>;

export const ZAdminTutorialListItem = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  language: z.string(),
  difficulty: ZDifficulty,
  topic: z.string(),
  stepCount: z.number(),
  updatedAt: z.string(),
});
export type TAdminTutorialListItem = z.infer<typeof ZAdminTutorialListItem>;

export const ADMIN_ENTITIES = ["challenge", "quiz", "tutorial"] as const;
export const ZAdminEntity = z.enum(ADMIN_ENTITIES);
export type TAdminEntity = z.infer<typeof ZAdminEntity>;

/** One recorded change: who, what, when, and the item before and after (null on a create / delete). */
export const ZAuditEntry = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.object({ id: z.string().nullable(), username: z.string() }),
  action: z.enum(["create", "update", "delete", "restore"]),
  entity: ZAdminEntity,
  entityId: z.string(),
  title: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditQuery = z.object({
  entity: ZAdminEntity.optional(),
  entityId: z.string().uuid().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** A step of a validation as it happens, to the admin's own room. */
export const ZAdminValidationProgressEvent = z.object({
  validationId: z.string(),
  language: z.string(),
  kind: z.enum(["solution", "starter"]),
  index: z.number(),
  total: z.number(),
  passed: z.boolean(),
  verdict: ZVerdict,
});
export type TAdminValidationProgressEvent = z.infer<typeof ZAdminValidationProgressEvent>;

/** Tells readers that the catalog changed (an admin's save or delete), so lists refetch; to "content". */
export const ZContentChangedEvent = z.object({
  entity: ZAdminEntity,
  id: z.string(),
  action: z.enum(["create", "update", "delete", "restore"]),
});
export type TContentChangedEvent = z.infer<typeof ZContentChangedEvent>;

const ZDeleted = z.object({ id: z.string(), deleted: z.literal(true) });

/** One kind's six routes, each kept as its own literal type (a single parameter for all six would widen them). */
type TCrudRoutes<List, Get, Create, Update, Remove, Restore> = {
  list: List;
  get: Get;
  create: Create;
  update: Update;
  remove: Remove;
  restore: Restore;
};

function crud<
  List extends TRoute,
  Get extends TRoute,
  Create extends TRoute,
  Update extends TRoute,
  Remove extends TRoute,
  Restore extends TRoute,
  I extends z.ZodType,
  T extends z.ZodType,
  L extends z.ZodType,
>(routes: TCrudRoutes<List, Get, Create, Update, Remove, Restore>, input: I, item: T, listItem: L) {
  return {
    list: defineEndpoint({ ...routes.list, response: z.array(listItem) }),
    get: defineEndpoint({ ...routes.get, response: item }),
    create: defineEndpoint({ ...routes.create, body: input, response: item }),
    update: defineEndpoint({ ...routes.update, body: input, response: item }),
    remove: defineEndpoint({ ...routes.remove, response: ZDeleted }),
    /** Undoes a delete (the toast's Undo). */
    restore: defineEndpoint({ ...routes.restore, response: item }),
  };
}

export const ZStarterCodeRequest = z.object({ signature: ZSignature, languages: z.array(z.string()).min(1) });
/** The generated starter code per language display name, for a signature (the form's "Generate"). */
export const ZStarterCodeResponse = z.object({ starterCode: z.string() });

/** The version of the challenge archive format; an archive of another version is refused. */
export const CHALLENGE_ARCHIVE_FORMAT = "codepractice.challenge/1";

/**
 * One challenge as one file, for bulk authoring (export, edit, import): the catalog folder's
 * contents (content/challenges/README.md) with the generated tests written out in full.
 */
export const ZChallengeArchive = z.object({
  format: z.literal(CHALLENGE_ARCHIVE_FORMAT, { error: `format: must be "${CHALLENGE_ARCHIVE_FORMAT}"` }),
  slug: z
    .string()
    .max(80)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "slug: lowercase letters, digits and single dashes"),
  /**
   * challenge.json: title, difficulty, topic, patterns, signature, constraints, compare, hints,
   * approach, samples, hidden, credit. Its fields are checked by the server with the catalog's own
   * rules (the constraints' grammar lives there), each error naming the field.
   */
  challenge: z.record(z.string(), z.unknown()),
  description: z.string().min(1, "description is required").max(ADMIN_TEXT_MAX),
  editorial: z.string().max(ADMIN_TEXT_MAX).nullable(),
  /** Reference solutions by language key (python, cpp, java, javascript, csharp, c). */
  solutions: z.partialRecord(ZLanguageKey, z.string().max(64 * 1024)),
  /** The usual slower first tries, which must pass the hand-written tests and run out of time on the generated ones. */
  naive: z.partialRecord(ZLanguageKey, z.string().max(64 * 1024)),
  /** checker.py, where several answers are valid. */
  checker: z
    .string()
    .max(64 * 1024)
    .nullable(),
  /** generator.mjs, the seeded program the generated tests came from (kept for authors; not run on import). */
  generator: z
    .string()
    .max(256 * 1024)
    .nullable(),
  generated: z.array(ZTestCase.extend({ label: z.string().max(300) })).max(200),
});
export type TChallengeArchive = z.infer<typeof ZChallengeArchive>;

export const ZChallengeImportRequest = z.object({
  archives: z.array(ZChallengeArchive).min(1, "archives: choose at least one file").max(20),
  /** Update the live challenge of the same slug instead of refusing the archive. */
  replace: z.boolean().default(false),
});
export type TChallengeImportRequest = z.input<typeof ZChallengeImportRequest>;

export const ZChallengeImportResult = z.object({
  imported: z.array(z.object({ id: z.string(), slug: z.string(), title: z.string(), created: z.boolean() })),
});
export type TChallengeImportResult = z.infer<typeof ZChallengeImportResult>;

export const ADMIN_ENDPOINTS = {
  challenges: crud(ROUTES.admin.challenges, ZAdminChallengeInput, ZAdminChallenge, ZAdminChallengeListItem),
  quizzes: crud(ROUTES.admin.quizzes, ZAdminQuizInput, ZAdminQuiz, ZAdminQuizListItem),
  tutorials: crud(ROUTES.admin.tutorials, ZAdminTutorialInput, ZAdminTutorial, ZAdminTutorialListItem),
  validateChallenge: defineEndpoint({
    ...ROUTES.admin.validateChallenge,
    body: ZValidateChallengeRequest,
    response: ZChallengeValidation,
  }),
  starterCode: defineEndpoint({
    ...ROUTES.admin.starterCode,
    body: ZStarterCodeRequest,
    response: ZStarterCodeResponse,
  }),
  exportChallenge: defineEndpoint({ ...ROUTES.admin.exportChallenge, response: ZChallengeArchive }),
  /** Proves every archive in the sandbox (references on every test, naive solutions) before publishing any. */
  importChallenges: defineEndpoint({
    ...ROUTES.admin.importChallenges,
    body: ZChallengeImportRequest,
    response: ZChallengeImportResult,
  }),
  audit: defineEndpoint({ ...ROUTES.admin.audit, query: ZAuditQuery, response: z.array(ZAuditEntry) }),
} as const;
