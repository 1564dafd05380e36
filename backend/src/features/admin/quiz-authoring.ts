import {
  QUIZ_LIMITS,
  type TAdminQuiz,
  type TAdminQuizInput,
  type TAdminQuizListItem,
  ZAdminQuizInput,
  ZQuizSnippetLanguage,
} from "@cp/contracts";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { quizzes, type StoredQuizQuestion } from "../../db/schema";
import { invalid } from "../../errors";
import { type AuthoringSpec, parseJsonField, uniqueSlug } from "./authoring";

type Row = typeof quizzes.$inferSelect;
type Values = Omit<typeof quizzes.$inferInsert, "id" | "slug" | "createdAt">;

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** One of the form's question texts as stored, with the spec's messages for what is missing. */
function parseQuestion(raw: string, index: number): StoredQuizQuestion {
  const field = `Question ${index + 1}`;
  const value = parseJsonField(raw, `questions.${index}`, field);
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw invalid(`${field}: must be a JSON object with question, options and correctAnswer`);
  }
  const q = value as Record<string, unknown>;
  const question = text(q.question);
  if (!question) throw invalid(`${field}: Please enter a question`);
  const options = Array.isArray(q.options) ? q.options.map(text) : [];
  if (options.length !== QUIZ_LIMITS.options || options.some((o) => !o)) {
    throw invalid(`${field}: Please fill all options`);
  }
  if (new Set(options).size !== options.length) throw invalid(`${field}: the four options must differ`);
  const correct = q.correctAnswer;
  if (typeof correct !== "number" || !Number.isInteger(correct) || correct < 0 || correct > 3) {
    throw invalid(`${field}: correctAnswer must be 0, 1, 2 or 3 (A to D)`);
  }
  const stored: StoredQuizQuestion = { question, options, correctAnswer: correct, explanation: text(q.explanation) };
  if (q.snippet !== undefined && q.snippet !== null) {
    const snippet = q.snippet as { language?: unknown; code?: unknown };
    const language = ZQuizSnippetLanguage.safeParse(snippet.language);
    if (!language.success || !text(snippet.code)) {
      throw invalid(`${field}: snippet needs a language (python, javascript, java, sql) and code`);
    }
    stored.snippet = { language: language.data, code: String(snippet.code).trimEnd() };
  }
  return stored;
}

export function parseQuizInput(raw: TAdminQuizInput): Values {
  const input = ZAdminQuizInput.parse(raw);
  const questions = input.questions.map(parseQuestion);
  if (questions.length === 0) throw invalid("questions: Please add at least one question");
  return {
    title: input.title.trim(),
    description: input.description.trim(),
    difficulty: input.difficulty,
    topic: input.topic,
    passingScore: input.passingScore,
    questions,
  };
}

export function presentAdminQuiz(row: Row): TAdminQuiz {
  return {
    id: row.id,
    slug: row.slug,
    updatedAt: row.updatedAt.toISOString(),
    title: row.title,
    description: row.description,
    difficulty: row.difficulty,
    topic: row.topic,
    passingScore: row.passingScore,
    questions: row.questions.map((q) => JSON.stringify(q)),
    totalQuestions: row.questions.length,
  };
}

async function writeOne(query: Promise<Row[]>): Promise<Row> {
  const [row] = await query;
  if (!row) throw new Error("writing a quiz returned no row");
  return row;
}

export const quizAuthoring: AuthoringSpec<Row, TAdminQuizInput, Values, TAdminQuiz, TAdminQuizListItem> = {
  entity: "quiz",
  label: "Quiz",
  async list(db) {
    const rows = await db
      .select({
        id: quizzes.id,
        title: quizzes.title,
        description: quizzes.description,
        difficulty: quizzes.difficulty,
        topic: quizzes.topic,
        passingScore: quizzes.passingScore,
        totalQuestions: sql<number>`jsonb_array_length(${quizzes.questions})::int`,
        updatedAt: quizzes.updatedAt,
      })
      .from(quizzes)
      .where(isNull(quizzes.deletedAt))
      .orderBy(asc(quizzes.topic), asc(quizzes.title));
    return rows.map((row) => ({
      ...row,
      totalQuestions: Number(row.totalQuestions),
      updatedAt: row.updatedAt.toISOString(),
    }));
  },
  async find(db, id, options) {
    const [row] = await db
      .select()
      .from(quizzes)
      .where(options?.includeDeleted ? eq(quizzes.id, id) : and(eq(quizzes.id, id), isNull(quizzes.deletedAt)))
      .limit(1);
    return row;
  },
  prepare: async (input) => parseQuizInput(input),
  async insert(tx: Tx, values) {
    const slug = await uniqueSlug(values.title, async (candidate) => {
      const [taken] = await tx.select({ id: quizzes.id }).from(quizzes).where(eq(quizzes.slug, candidate));
      return taken !== undefined;
    });
    return writeOne(
      tx
        .insert(quizzes)
        .values({ ...values, slug, editedAt: new Date() })
        .returning(),
    );
  },
  async update(tx: Tx, id, values) {
    const now = new Date();
    return writeOne(
      tx
        .update(quizzes)
        .set({ ...values, editedAt: now, updatedAt: now })
        .where(eq(quizzes.id, id))
        .returning(),
    );
  },
  async setDeleted(tx: Tx, id, at) {
    return writeOne(tx.update(quizzes).set({ deletedAt: at }).where(eq(quizzes.id, id)).returning());
  },
  present: presentAdminQuiz,
  titleOf: (row) => row.title,
};
