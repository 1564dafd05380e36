import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { DIFFICULTIES, QUIZ_LIMITS, ZQuizSnippetLanguage, ZQuizTopic } from "@cp/contracts";
import { parse as parseYaml } from "yaml";
import { z } from "zod";

export const QUIZZES_DIR = fileURLToPath(new URL("../../../../content/quizzes", import.meta.url));

/** A quiz needs at least this many questions to be worth taking. */
export const MIN_QUESTIONS = 10;

const ZText = (field: string) =>
  z.string({ error: `${field} is required` }).refine((text) => text.trim().length > 0, `${field} must not be blank`);

const ZContentQuestion = z
  .strictObject({
    question: ZText("question"),
    snippet: z
      .strictObject({ language: ZQuizSnippetLanguage, code: ZText("code").transform((code) => code.trimEnd()) })
      .optional(),
    options: z
      .array(ZText("option"), { error: "options must be a list" })
      .length(QUIZ_LIMITS.options, `options must hold exactly ${QUIZ_LIMITS.options} entries`)
      .refine((options) => new Set(options.map((o) => o.trim())).size === options.length, "options must differ"),
    correctAnswer: z
      .number({ error: "correctAnswer must be a number" })
      .int("correctAnswer must be a whole number")
      .min(0, "correctAnswer must be from 0 to 3")
      .max(QUIZ_LIMITS.options - 1, "correctAnswer must be from 0 to 3"),
    /** The correct option is exactly what the snippet prints: the snippet test runs it and compares. */
    checkOutput: z.boolean().default(false),
    explanation: ZText("explanation").transform((text) => text.trim()),
  })
  .refine((q) => !q.checkOutput || q.snippet !== undefined, "checkOutput needs a snippet to run");

const ZContentQuiz = z.strictObject({
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "slug must be lower-case words joined by -"),
  title: ZText("title"),
  description: ZText("description").transform((text) => text.trim()),
  difficulty: z.enum(DIFFICULTIES, { error: `difficulty must be one of: ${DIFFICULTIES.join(", ")}` }),
  topic: ZQuizTopic,
  passingScore: z
    .number({ error: "passingScore must be a number" })
    .int("passingScore must be a whole number")
    .min(0, "passingScore must be from 0 to 100")
    .max(100, "passingScore must be from 0 to 100")
    .default(QUIZ_LIMITS.defaultPassingScore),
  questions: z
    .array(ZContentQuestion, { error: "questions must be a list" })
    .min(MIN_QUESTIONS, `a quiz needs at least ${MIN_QUESTIONS} questions`)
    .max(QUIZ_LIMITS.maxQuestions, `a quiz holds at most ${QUIZ_LIMITS.maxQuestions} questions`),
});

export type ContentQuiz = z.infer<typeof ZContentQuiz>;
export type ContentQuestion = ContentQuiz["questions"][number];

/** The folder a topic's quizzes live in: its name in lower case, words joined by -. */
export const topicFolder = (topic: string) => topic.toLowerCase().replace(/\s+/g, "-");

/** Validates one file's text; the error names the file and the first problems with their place. */
export function parseQuizFile(file: string, text: string): ContentQuiz {
  let raw: unknown;
  try {
    raw = parseYaml(text);
  } catch (error) {
    throw new Error(`Quiz file '${file}' is not valid YAML: ${(error as Error).message}`);
  }
  const parsed = ZContentQuiz.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join(".") || "(file)"}: ${issue.message}`)
      .join("; ");
    throw new Error(`Quiz file '${file}' is invalid: ${problems}`);
  }
  return parsed.data;
}

/**
 * Reads every `content/quizzes/<topic>/<slug>.yaml`, validating each: a malformed file, a slug
 * that is not its file name, a quiz in another topic's folder or a repeated slug fails start-up
 * with the file's name. Returned in folder and file order.
 */
export async function loadQuizzes(dir = QUIZZES_DIR): Promise<ContentQuiz[]> {
  let folders: string[];
  try {
    folders = (await readdir(dir, { withFileTypes: true }))
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const quizzes: ContentQuiz[] = [];
  const seen = new Map<string, string>();
  for (const folder of folders) {
    const files = (await readdir(path.join(dir, folder))).filter((file) => /\.ya?ml$/.test(file)).sort();
    for (const file of files) {
      const name = `${folder}/${file}`;
      const quiz = parseQuizFile(name, await readFile(path.join(dir, folder, file), "utf8"));
      if (quiz.slug !== file.replace(/\.ya?ml$/, "")) {
        throw new Error(`Quiz file '${name}' is invalid: slug '${quiz.slug}' must match the file name`);
      }
      if (topicFolder(quiz.topic) !== folder) {
        throw new Error(`Quiz file '${name}' is invalid: topic '${quiz.topic}' belongs in ${topicFolder(quiz.topic)}/`);
      }
      const other = seen.get(quiz.slug);
      if (other) throw new Error(`Quiz file '${name}' repeats the slug of '${other}'`);
      seen.set(quiz.slug, name);
      quizzes.push(quiz);
    }
  }
  return quizzes;
}
