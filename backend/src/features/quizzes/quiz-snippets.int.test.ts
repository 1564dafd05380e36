import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, startHarness } from "../../test/execution-harness";
import { type ContentQuestion, loadQuizzes } from "./content";

/*
 * Every question marked `checkOutput` claims its correct option is exactly what its snippet
 * prints. Python, JavaScript and Java snippets run through the real sandbox (the compiler's
 * run endpoint, as learners' code does); SQL snippets run in a real PostgreSQL (PGlite), where
 * the rows of the final SELECT are printed one per line, columns joined by ", ", NULL as NULL.
 */

type Case = { name: string; question: ContentQuestion & { snippet: NonNullable<ContentQuestion["snippet"]> } };

const quizzes = await loadQuizzes();
const cases: Case[] = quizzes.flatMap((quiz) =>
  quiz.questions.flatMap((question, index) =>
    question.checkOutput && question.snippet
      ? [{ name: `${quiz.slug} #${index + 1}`, question: question as Case["question"] }]
      : [],
  ),
);
const programs = cases.filter((c) => c.question.snippet.language !== "sql");

/**
 * Program snippets whose answer is an error ("It raises TypeError: unhashable type: 'list'",
 * "It throws an ArrayIndexOutOfBoundsException before printing anything"): the error named by
 * the marked option must be what the program really fails with, before printing anything.
 */
const failures = quizzes.flatMap((quiz) =>
  quiz.questions.flatMap((question, index) => {
    const marked = question.options[question.correctAnswer] ?? "";
    const error = /\b(?:raises|throws an?) ([A-Z]\w+(?:: [^,]+?)?)(?: before| and|$)/.exec(marked)?.[1];
    return question.snippet && question.snippet.language !== "sql" && !question.checkOutput && error
      ? [{ name: `${quiz.slug} #${index + 1}`, question: question as Case["question"], error }]
      : [];
  }),
);
const queries = cases.filter((c) => c.question.snippet.language === "sql");

/** Trailing whitespace on each line and trailing blank lines carry no meaning for the comparison. */
const normalize = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trimEnd())
    .join("\n")
    .trimEnd();

/** The marked option must be the output, and no other option may be. */
function expectOnlyMarkedOption(question: Case["question"], output: string, name: string) {
  const marked = question.options[question.correctAnswer] ?? "";
  expect(normalize(output), `${name}: the marked option is not what the snippet prints`).toBe(normalize(marked));
  const matching = question.options.filter((option) => normalize(option) === normalize(output));
  expect(matching, `${name}: more than one option equals the output`).toHaveLength(1);
}

it("the content has snippets to check in every runnable language", () => {
  const languages = new Set(cases.map((c) => c.question.snippet.language));
  expect([...languages].sort()).toEqual(["java", "javascript", "python", "sql"]);
});

describe("program snippets through the sandbox", () => {
  let harness: Harness;
  beforeAll(async () => {
    // Roomy limits: Java starts a JVM, and a loaded machine is slow; no snippet loops for long.
    harness = await startHarness({ perUser: 64, limits: { cpuMs: 10_000, wallMs: 30_000 } });
  });
  afterAll(async () => {
    await harness?.close();
  });

  it.each(programs.map((c) => [c.name, c] as const))(
    "%s prints its marked option",
    async (name, { question }) => {
      const answer = await harness.run(question.snippet.language, question.snippet.code);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.verdict, `${name}: ${answer.body.stderr ?? answer.body.compile_output ?? ""}`).toBe(
        "Accepted",
      );
      expectOnlyMarkedOption(question, String(answer.body.stdout ?? ""), name);
    },
    120_000,
  );

  it.each(failures.map((c) => [c.name, c] as const))(
    "%s fails with the error its marked option names",
    async (name, { question, error }) => {
      const answer = await harness.run(question.snippet.language, question.snippet.code);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.verdict, name).toBe("Runtime Error");
      expect(String(answer.body.stderr ?? ""), name).toContain(error);
      expect(answer.body.stdout ?? "", name).toBe("");
    },
    120_000,
  );

  it("finds the error-answer snippets to check", () => {
    expect(failures.length).toBeGreaterThanOrEqual(3);
  });
});

describe("SQL snippets in PostgreSQL", () => {
  let db: PGlite;
  /** Every type read as PostgreSQL's own text form (t/f, 2.5, -4), as psql prints it. */
  const asText = Object.fromEntries(Array.from({ length: 5000 }, (_, oid) => [oid, (text: string) => text]));

  beforeAll(async () => {
    db = await PGlite.create();
  }, 180_000);
  afterAll(async () => {
    await db?.close();
  });

  it.each(queries.map((c, i) => [c.name, c, i] as const))(
    "%s returns its marked option",
    async (name, { question }, index) => {
      // Each snippet starts from an empty schema of its own, so no table of another snippet is seen.
      const schema = `snippet_${index}`;
      await db.exec(`CREATE SCHEMA ${schema}; SET search_path TO ${schema};`);
      try {
        const results = await db.exec(question.snippet.code, { rowMode: "array", parsers: asText });
        const last = [...results].reverse().find((result) => result.fields.length > 0);
        expect(last, `${name}: no SELECT returned rows`).toBeDefined();
        const rows = (last?.rows ?? []) as unknown[][];
        const output = rows.map((row) => row.map((value) => (value === null ? "NULL" : String(value))).join(", "));
        expectOnlyMarkedOption(question, output.join("\n"), name);
      } finally {
        await db.exec(`RESET search_path; DROP SCHEMA ${schema} CASCADE;`);
      }
    },
    60_000,
  );
});
