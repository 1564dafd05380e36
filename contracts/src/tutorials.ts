import { z } from "zod";
import { ZDifficulty } from "./common";
import { defineEndpoint } from "./endpoint";
import { ROUTES } from "./paths";

/**
 * The ten courses of the tutorial picker, in the spec's order. `key` is the course's stable id
 * (in the URL and the content folders), `name` the text the learner sees, `editor` Monaco's
 * language id, and `mode` how a step runs: in the sandbox on the server, or as a live preview
 * in a sandboxed iframe checked by DOM assertions.
 */
export const TUTORIAL_COURSE_INFO = [
  { key: "react", name: "React", editor: "javascript", mode: "preview" },
  { key: "javascript", name: "JavaScript", editor: "javascript", mode: "sandbox" },
  { key: "java", name: "Java", editor: "java", mode: "sandbox" },
  { key: "nodejs", name: "Node.js", editor: "javascript", mode: "sandbox" },
  { key: "html", name: "HTML", editor: "html", mode: "preview" },
  { key: "css", name: "CSS", editor: "html", mode: "preview" },
  { key: "typescript", name: "TypeScript", editor: "typescript", mode: "sandbox" },
  { key: "tailwind", name: "Tailwind", editor: "html", mode: "preview" },
  { key: "python", name: "Python", editor: "python", mode: "sandbox" },
  { key: "csharp", name: "C#", editor: "csharp", mode: "sandbox" },
] as const;

export type TTutorialCourseInfo = (typeof TUTORIAL_COURSE_INFO)[number];
export const TUTORIAL_COURSE_KEYS = TUTORIAL_COURSE_INFO.map((c) => c.key) as [
  TTutorialCourseInfo["key"],
  ...TTutorialCourseInfo["key"][],
];
export const ZTutorialCourse = z.enum(TUTORIAL_COURSE_KEYS, {
  error: `course must be one of: ${TUTORIAL_COURSE_KEYS.join(", ")}`,
});
export type TTutorialCourse = z.infer<typeof ZTutorialCourse>;
export type TTutorialRunMode = TTutorialCourseInfo["mode"];

/** A course given as its key ("nodejs") or its name ("Node.js", any case). */
export function resolveTutorialCourse(value: string): TTutorialCourseInfo | undefined {
  const text = value.trim().toLowerCase();
  return TUTORIAL_COURSE_INFO.find((c) => c.key === text || c.name.toLowerCase() === text);
}

export function tutorialCourse(key: TTutorialCourse): TTutorialCourseInfo {
  const found = TUTORIAL_COURSE_INFO.find((c) => c.key === key);
  if (!found) throw new Error(`Unknown course ${key}`);
  return found;
}

/**
 * One DOM assertion of a preview step, run inside the preview after it settles. `selector`
 * picks the element (the first match); exactly one of the other fields says what must hold.
 */
/**
 * What a sandbox step asks of the code itself, beyond its output: a pattern the code (without its
 * comments) must contain, and what to tell a learner whose code lacks it.
 */
export const ZTutorialCodeCheck = z
  .object({
    /** A regular expression (JavaScript syntax) matched against the code with comments removed. */
    pattern: z.string().min(1),
    message: z.string().min(1),
  })
  .strict();
export type TTutorialCodeCheck = z.infer<typeof ZTutorialCodeCheck>;

export const ZTutorialCheck = z
  .object({
    selector: z.string().min(1),
    /** The element's text, whitespace collapsed and trimmed, equals this. */
    text: z.string().optional(),
    /** Exactly this many elements match. */
    count: z.number().int().min(0).optional(),
    /** At least one element matches (true) or none does (false). */
    exists: z.boolean().optional(),
    attribute: z.object({ name: z.string().min(1), value: z.string() }).optional(),
    /** The computed style's property equals this value. */
    style: z.object({ property: z.string().min(1), value: z.string() }).optional(),
  })
  .strict()
  .refine(
    (c) => [c.text, c.count, c.exists, c.attribute, c.style].filter((v) => v !== undefined).length === 1,
    "a check needs exactly one of text, count, exists, attribute or style",
  );
export type TTutorialCheck = z.infer<typeof ZTutorialCheck>;

export const ZTutorialCourseSummary = z.object({
  key: ZTutorialCourse,
  name: z.string(),
  mode: z.enum(["sandbox", "preview"]),
  tutorials: z.number().int(),
  steps: z.number().int(),
  /** Steps the signed-in learner passed in this course (0 for a visitor: the browser keeps theirs). */
  completedSteps: z.number().int(),
});
export type TTutorialCourseSummary = z.infer<typeof ZTutorialCourseSummary>;

export const ZTutorialListItem = z.object({
  /** The tutorial's slug: stable across databases, so a shared link keeps working. */
  id: z.string(),
  course: ZTutorialCourse,
  order: z.number().int(),
  title: z.string(),
  description: z.string(),
  difficulty: ZDifficulty,
  topic: z.string(),
  category: z.string(),
  estimatedTime: z.number().int().nullable(),
  stepCount: z.number().int(),
  /** Steps the signed-in learner passed (0 for a visitor). */
  completedSteps: z.number().int(),
});
export type TTutorialListItem = z.infer<typeof ZTutorialListItem>;

/** A step as the learner sees it: never its reference solution. */
export const ZTutorialStep = z.object({
  title: z.string(),
  content: z.string(),
  explanation: z.string(),
  code: z.string(),
  expectedOutput: z.string(),
  checks: z.array(ZTutorialCheck),
});
export type TTutorialStep = z.infer<typeof ZTutorialStep>;

export const ZTutorialDetail = ZTutorialListItem.extend({
  language: z.string(),
  mode: z.enum(["sandbox", "preview"]),
  editor: z.string(),
  steps: z.array(ZTutorialStep),
  /** The next tutorial of the same course, if any. */
  next: z.object({ id: z.string(), title: z.string() }).nullable(),
});
export type TTutorialDetail = z.infer<typeof ZTutorialDetail>;

export const ZTutorialListQuery = z.object({
  language: z.string({ error: "language is required" }).min(1, "language is required"),
});

export const TUTORIAL_CODE_MAX = 64 * 1024;
export const ZTutorialRunInput = z.object({
  code: z
    .string({ error: "code is required" })
    .max(TUTORIAL_CODE_MAX, `code must be at most ${TUTORIAL_CODE_MAX} characters`)
    .refine((s) => s.trim().length > 0, "code must not be blank"),
});
export type TTutorialRunInput = z.infer<typeof ZTutorialRunInput>;

export const ZTutorialRunResult = z.object({
  /** What the program printed (stdout). */
  output: z.string(),
  stderr: z.string(),
  /** The run's verdict: Accepted, Compilation Error, Runtime Error, Time Limit Exceeded... */
  status: z.string(),
  /** One line for 'Error: {message}' when the program threw or did not compile; null otherwise. */
  error: z.string().nullable(),
  passed: z.boolean(),
  timeMs: z.number(),
  /** What the step asks of the code that it does not do yet (its code checks), when the output alone is right or not. */
  unmet: z.array(z.string()).optional(),
});
export type TTutorialRunResult = z.infer<typeof ZTutorialRunResult>;

export const ZTutorialProgress = z.object({
  tutorialId: z.string(),
  stepCount: z.number().int(),
  /** Indexes (from 0) of the steps the learner passed, ascending. */
  completedSteps: z.array(z.number().int()),
});
export type TTutorialProgress = z.infer<typeof ZTutorialProgress>;

export const TUTORIAL_ENDPOINTS = {
  courses: defineEndpoint({ ...ROUTES.tutorials.courses, response: z.array(ZTutorialCourseSummary) }),
  list: defineEndpoint({ ...ROUTES.tutorials.list, query: ZTutorialListQuery, response: z.array(ZTutorialListItem) }),
  detail: defineEndpoint({ ...ROUTES.tutorials.detail, response: ZTutorialDetail }),
  run: defineEndpoint({ ...ROUTES.tutorials.run, body: ZTutorialRunInput, response: ZTutorialRunResult }),
  /** A preview step passed its DOM checks in the learner's browser (sandbox steps pass only by running). */
  complete: defineEndpoint({ ...ROUTES.tutorials.complete, response: ZTutorialProgress }),
  progress: defineEndpoint({ ...ROUTES.tutorials.progress, response: ZTutorialProgress }),
};
