import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  TUTORIAL_COURSE_KEYS,
  tutorialCourse,
  ZDifficulty,
  ZTutorialCheck,
  ZTutorialCodeCheck,
  ZTutorialCourse,
} from "@cp/contracts";
import { parse } from "yaml";
import { z } from "zod";

export const TUTORIALS_DIR = fileURLToPath(new URL("../../../../content/tutorials", import.meta.url));

const ZText = z.string().trim().min(1);
/** Code and output keep their exact text (a final newline included), but must not be blank. */
const ZCodeText = z.string().refine((s) => s.trim().length > 0, "must not be blank");

const ZContentStep = z
  .object({
    title: ZText,
    content: ZText,
    explanation: ZText,
    code: z.string(),
    solution: ZCodeText,
    expectedOutput: ZCodeText,
    checks: z.array(ZTutorialCheck).optional(),
    /** A sandbox step's checks of the code itself: the output alone cannot prove a type annotation. */
    codeChecks: z.array(ZTutorialCodeCheck).optional(),
  })
  .strict();

const ZContentTutorial = z
  .object({
    slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "slug must be lower-case words joined by hyphens"),
    course: ZTutorialCourse,
    order: z.number().int().min(1),
    title: ZText,
    description: ZText,
    topic: ZText,
    difficulty: ZDifficulty,
    category: ZText.default("Fundamentals"),
    estimatedTime: z.number().int().positive().optional(),
    steps: z.array(ZContentStep).min(5, "a tutorial needs at least 5 steps"),
  })
  .strict();

export type ContentTutorial = z.infer<typeof ZContentTutorial>;
export type ContentStep = z.infer<typeof ZContentStep>;

/**
 * Reads every course folder of the tutorials, validating each file: the schema, the course
 * matching its folder, unique slugs and orders, and that preview steps declare DOM checks while
 * sandbox steps do not. Anything malformed fails loudly with the file's name.
 */
export async function loadTutorials(dir = TUTORIALS_DIR): Promise<ContentTutorial[]> {
  const tutorials: ContentTutorial[] = [];
  const folders = (await readdir(dir, { withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => e.name);
  for (const folder of folders.sort()) {
    if (!(TUTORIAL_COURSE_KEYS as readonly string[]).includes(folder)) {
      throw new Error(`Tutorials folder '${folder}' is not a course (one of: ${TUTORIAL_COURSE_KEYS.join(", ")})`);
    }
    const files = (await readdir(path.join(dir, folder))).filter((f) => f.endsWith(".yaml")).sort();
    for (const file of files) {
      const name = `${folder}/${file}`;
      tutorials.push(parseTutorial(name, await readFile(path.join(dir, folder, file), "utf8")));
    }
  }
  checkCatalog(tutorials);
  return tutorials;
}

/** One tutorial file's text, validated; `name` only labels the errors. */
export function parseTutorial(name: string, text: string): ContentTutorial {
  let raw: unknown;
  try {
    raw = parse(text);
  } catch (error) {
    throw new Error(`Tutorial '${name}' is not valid YAML: ${(error as Error).message}`);
  }
  const parsed = ZContentTutorial.safeParse(raw);
  if (!parsed.success) {
    throw new Error(
      `Tutorial '${name}' is invalid: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`,
    );
  }
  const tutorial = parsed.data;
  const folder = name.split("/")[0];
  if (name.includes("/") && folder !== tutorial.course) {
    throw new Error(`Tutorial '${name}' says course '${tutorial.course}' but lives in the '${folder}' folder`);
  }
  const mode = tutorialCourse(tutorial.course).mode;
  tutorial.steps.forEach((step, index) => {
    if (mode === "preview" && (!step.checks || step.checks.length === 0)) {
      throw new Error(`Tutorial '${name}' step ${index + 1}: a ${tutorial.course} step needs at least one check`);
    }
    if (mode === "sandbox" && step.checks) {
      throw new Error(
        `Tutorial '${name}' step ${index + 1}: a ${tutorial.course} step is checked by its output, not checks`,
      );
    }
    if (mode === "preview" && step.codeChecks) {
      throw new Error(`Tutorial '${name}' step ${index + 1}: code checks are for steps that run in the sandbox`);
    }
    for (const check of step.codeChecks ?? []) {
      try {
        new RegExp(check.pattern, "m");
      } catch {
        throw new Error(`Tutorial '${name}' step ${index + 1}: code check /${check.pattern}/ is not a valid pattern`);
      }
    }
    // A code check the reference solution fails would make the step impossible; one the starting
    // code already meets would check nothing.
    const unmet = unmetCodeChecks(step.solution, step.codeChecks ?? [], tutorial.course);
    if (unmet.length > 0) {
      throw new Error(`Tutorial '${name}' step ${index + 1}: the solution fails its code check: ${unmet[0]}`);
    }
    for (const check of step.codeChecks ?? []) {
      if (unmetCodeChecks(step.code, [check], tutorial.course).length === 0) {
        throw new Error(`Tutorial '${name}' step ${index + 1}: the starting code already meets: ${check.message}`);
      }
    }
  });
  return tutorial;
}

function checkCatalog(tutorials: ContentTutorial[]) {
  const slugs = new Set<string>();
  const orders = new Set<string>();
  for (const t of tutorials) {
    if (slugs.has(t.slug)) throw new Error(`Tutorial slug '${t.slug}' is used twice`);
    slugs.add(t.slug);
    const order = `${t.course}#${t.order}`;
    if (orders.has(order)) throw new Error(`Course '${t.course}' has two tutorials with order ${t.order}`);
    orders.add(order);
  }
}

/** The code without its comments: a pattern written in a comment proves nothing about the code. */
function withoutComments(code: string, course: string): string {
  return course === "python"
    ? code.replace(/#.*$/gm, "")
    : code.replace(/\/\*[\s\S]*?\*\//g, "").replace(/\/\/.*$/gm, "");
}

/** The messages of the code checks `code` does not meet (patterns matched with comments removed). */
export function unmetCodeChecks(
  code: string,
  checks: { pattern: string; message: string }[],
  course: string,
): string[] {
  if (checks.length === 0) return [];
  const text = withoutComments(code, course);
  return checks.filter((check) => !new RegExp(check.pattern, "m").test(text)).map((check) => check.message);
}

/** Program output compared as the learner expects: line by line, trailing whitespace and blank trailing lines ignored. */
export function outputMatches(actual: string, expected: string): boolean {
  const lines = (text: string) => {
    const all = text
      .replace(/\r\n?/g, "\n")
      .split("\n")
      .map((l) => l.trimEnd());
    while (all.length > 0 && all[all.length - 1] === "") all.pop();
    return all;
  };
  const a = lines(actual);
  const e = lines(expected);
  return a.length === e.length && a.every((line, i) => line === e[i]);
}
