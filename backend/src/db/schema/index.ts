import { type TLanguageKey, type TSignature, TUTORIAL_COURSE_KEYS, VERDICTS } from "@cp/contracts";
import { CHALLENGE_PATTERNS, CHALLENGE_TOPICS } from "@cp/contracts/constants";
import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    username: text("username").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: text("role", { enum: ["admin", "student"] })
      .notNull()
      .default("student"),
    email: text("email"),
    fullName: text("full_name"),
    points: integer("points").notNull().default(0),
    challengesSolved: integer("challenges_solved").notNull().default(0),
    currentStreak: integer("current_streak").notNull().default(0),
    /** UTC day of the latest accepted submission; a streak not extended yesterday or today reads 0. */
    lastAcceptedDay: date("last_accepted_day", { mode: "string" }),
    /** When the user last gained points: the leaderboard's tie-breaker (who reached it first). */
    pointsUpdatedAt: timestamp("points_updated_at", { withTimezone: true, precision: 3 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("users_username_lower_idx").on(sql`lower(${t.username})`),
    index("users_leaderboard_idx").on(t.points.desc(), t.challengesSolved.desc(), t.pointsUpdatedAt),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    /** sha256 of the cookie token: a leaked table does not leak usable sessions. */
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** A test as stored; `label` marks a generated one (an imported challenge keeps its generated tests here). */
export type StoredTestCase = { input: Record<string, unknown>; expected: unknown; sample: boolean; label?: string };

export type StoredApproach = {
  pattern: string;
  idea: string;
  time: string;
  space: string;
  naive: string;
  pitfall: string;
};

export const challenges = pgTable(
  "challenges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    difficulty: text("difficulty", { enum: ["Easy", "Medium", "Hard"] }).notNull(),
    topic: text("topic", { enum: CHALLENGE_TOPICS }).notNull().default("Arrays & Hash Tables"),
    /** The techniques it practises (CHALLENGE_PATTERNS), the main one first: the list filters on them. */
    patterns: text("patterns", { enum: CHALLENGE_PATTERNS }).array().notNull().default(sql`ARRAY[]::text[]`),
    supportedLanguages: text("supported_languages").array().notNull().default(sql`ARRAY['JavaScript']::text[]`),
    signature: jsonb("signature").$type<TSignature>().notNull(),
    compareMode: text("compare_mode", { enum: ["exact", "unordered"] })
      .notNull()
      .default("exact"),
    /** Reference solutions keyed by language key; never sent to learners. */
    solution: jsonb("solution").$type<Record<string, string>>().notNull().default({}),
    /** The hand-written tests (samples first). A catalog challenge's generated tests stay in its folder (see generatedTests). */
    tests: jsonb("tests").$type<StoredTestCase[]>().notNull(),
    /**
     * A program that accepts any valid answer where a problem has several (any topological order,
     * any peak): Python defining check(input, expected, actual), run in the sandbox after the
     * learner's program. Null: answers compare by compareMode. Never sent to learners.
     */
    checker: text("checker"),
    /** What each input may be (catalog challenges): per parameter bounds and rules, checked on every test. */
    constraints: jsonb("constraints").$type<Record<string, unknown>>(),
    /** The seeded program that makes the generated hidden tests (generator.mjs), kept for export. */
    generator: text("generator"),
    /** The usual slower first tries by language key, which must run out of time on the generated tests. */
    naive: jsonb("naive").$type<Record<string, string>>().notNull().default({}),
    /**
     * CPU time limit per language key in ms, calibrated from the reference solutions (see
     * challenges/time-limits.ts). Null: the server's default limit for every language.
     */
    timeLimits: jsonb("time_limits").$type<Record<TLanguageKey, number>>(),
    /** How many hidden tests the catalog's generator.mjs adds when judging (made on demand, never stored here). */
    generatedTests: integer("generated_tests").notNull().default(0),
    hints: text("hints").array().notNull().default(sql`ARRAY[]::text[]`),
    /** How it is meant to be solved (pattern, idea, complexity...): what the coach's advice is about. */
    approach: jsonb("approach").$type<StoredApproach>(),
    /** The explained solution in Markdown: a learner reads it after solving or giving up. */
    editorial: text("editorial"),
    credit: text("credit"),
    /** Starter code an admin wrote, by language display name; a language without one gets the generated starter. */
    starterCode: jsonb("starter_code").$type<Record<string, string>>().notNull().default({}),
    /** Set when an admin edits the challenge: the catalog seed then leaves its content alone. */
    editedAt: timestamp("edited_at", { withTimezone: true }),
    /** Set when an admin deletes it: learners get a 404, while submissions and progress that name it stay. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    totalAttempts: integer("total_attempts").notNull().default(0),
    /** Learners who submitted at least once, and those who solved it: completionRate = solved / attempted. */
    attemptedUsers: integer("attempted_users").notNull().default(0),
    solvedUsers: integer("solved_users").notNull().default(0),
    completionRate: real("completion_rate").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("challenges_filter_idx").on(t.difficulty, t.topic)],
);

export const progress = pgTable(
  "progress",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    challengeId: uuid("challenge_id")
      .notNull()
      .references(() => challenges.id, { onDelete: "cascade" }),
    completed: boolean("completed").notNull().default(false),
    attempts: integer("attempts").notNull().default(0),
    /** Best percent of tests passed over all submissions. */
    bestScore: integer("best_score").notNull().default(0),
    hintsUsed: integer("hints_used").notNull().default(0),
    /** The coach's hints this learner was shown after the authored ones, so none is given twice. */
    coachHints: text("coach_hints").array().notNull().default(sql`ARRAY[]::text[]`),
    /** Accepted submissions: the one that makes it 1 is the first solve, which earns the points. */
    acceptedCount: integer("accepted_count").notNull().default(0),
    /** When the learner chose "Show the solution" before solving: the editorial opens, shown as given up. */
    gaveUpAt: timestamp("gave_up_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("progress_user_challenge_idx").on(t.userId, t.challengeId)],
);

/** The learner's latest code per challenge and language, saved as they type (any browser opens it). */
export const codeDrafts = pgTable(
  "code_drafts",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    challengeId: uuid("challenge_id")
      .notNull()
      .references(() => challenges.id, { onDelete: "cascade" }),
    language: text("language").notNull(),
    code: text("code").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.challengeId, t.language] })],
);

export const submissions = pgTable(
  "submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    challengeId: uuid("challenge_id")
      .notNull()
      .references(() => challenges.id, { onDelete: "cascade" }),
    language: text("language").notNull(),
    code: text("code").notNull(),
    verdict: text("verdict", { enum: VERDICTS }).notNull(),
    passed: boolean("passed").notNull(),
    passedCount: integer("passed_count").notNull(),
    totalCount: integer("total_count").notNull(),
    executionTime: integer("execution_time").notNull(),
    /** The program's peak memory, when the engine measured it (older submissions have none). */
    memoryKb: integer("memory_kb"),
    aiFeedback: text("ai_feedback"),
    feedbackSource: text("feedback_source"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("submissions_user_time_idx").on(t.userId, t.submittedAt.desc()),
    index("submissions_challenge_idx").on(t.challengeId),
    // The accepted submissions of a challenge in one language: where a new accepted one stands.
    index("submissions_standing_idx").on(t.challengeId, t.language, t.executionTime).where(sql`${t.passed}`),
  ],
);

export type StoredTutorialStep = {
  title: string;
  content: string;
  explanation: string;
  code: string;
  expectedOutput: string;
  /** The reference solution: never sent to learners. */
  solution?: string;
  /** DOM assertions of a preview step (HTML, CSS, Tailwind, React). */
  checks?: { selector: string; [what: string]: unknown }[];
  /** Patterns a sandbox step's code must contain, each with what to tell a learner whose code lacks it. */
  codeChecks?: { pattern: string; message: string }[];
};

export const tutorials = pgTable("tutorials", {
  id: uuid("id").primaryKey().defaultRandom(),
  slug: text("slug").unique(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  /** The course's key ("nodejs"), as in the URL and the content folders. */
  language: text("language", { enum: TUTORIAL_COURSE_KEYS }).notNull(),
  topic: text("topic").notNull().default("Fundamentals"),
  difficulty: text("difficulty", { enum: ["Easy", "Medium", "Hard"] })
    .notNull()
    .default("Easy"),
  category: text("category").notNull().default("Fundamentals"),
  estimatedTime: integer("estimated_time"),
  /** Place of the tutorial within its course (1, 2, 3...). */
  position: integer("position").notNull().default(0),
  steps: jsonb("steps").$type<StoredTutorialStep[]>().notNull().default([]),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  /** Set when an admin edits it: the content seed then leaves it alone. */
  editedAt: timestamp("edited_at", { withTimezone: true }),
  /** Set when an admin deletes it: hidden from learners, the progress rows kept. */
  deletedAt: timestamp("deleted_at", { withTimezone: true }),
});

/** Compiler programs saved for sharing a link. */
export const snippets = pgTable("snippets", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
  language: text("language").notNull(),
  code: text("code").notNull(),
  stdin: text("stdin"),
  createdAt: createdAt(),
});

/** Every change an admin made to the catalog: who, what, when, and the item before and after. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    at: timestamp("at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** Kept as written at the time, so the entry still says who after the account is gone. */
    actorName: text("actor_name").notNull(),
    action: text("action", { enum: ["create", "update", "delete", "restore"] }).notNull(),
    entity: text("entity", { enum: ["challenge", "quiz", "tutorial"] }).notNull(),
    entityId: uuid("entity_id").notNull(),
    title: text("title").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
  },
  (t) => [index("audit_log_at_idx").on(t.at.desc()), index("audit_log_entity_idx").on(t.entity, t.entityId)],
);

export * from "./forum";
export * from "./quizzes";
export * from "./tutorials";
