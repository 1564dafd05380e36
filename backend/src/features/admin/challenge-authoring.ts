import { randomUUID } from "node:crypto";
import {
  LANGUAGES,
  type TAdminChallenge,
  type TAdminChallengeInput,
  type TAdminChallengeListItem,
  type TAdminValidationProgressEvent,
  type TSignature,
  ZAdminChallengeInput,
} from "@cp/contracts";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client";
import { challenges, type StoredTestCase } from "../../db/schema";
import { invalid, unprocessable } from "../../errors";
import type { SessionUser } from "../../http/state";
import { generateStarterCode, type JudgeRunner, validateTestInput } from "../execution";
import { type AuthoringSpec, parseJsonField, parseTextMap, uniqueSlug } from "./authoring";
import { type ChallengeUnderTest, validateChallenge } from "./challenge-validation";

type Row = typeof challenges.$inferSelect;
type Input = TAdminChallengeInput;
type Values = ChallengeUnderTest & {
  title: string;
  description: string;
  difficulty: Row["difficulty"];
  topic: string;
  hints: string[];
};

const byName = (name: string) => LANGUAGES.find((l) => l.name === name);

/** The form's test case texts as stored tests: blanks dropped, each checked against the signature. */
function parseTests(texts: string[], signature: TSignature): StoredTestCase[] {
  const tests: StoredTestCase[] = [];
  texts.forEach((text, index) => {
    if (!text.trim()) return;
    const field = `testCases[${index}]`;
    const value = parseJsonField(text, field);
    if (typeof value !== "object" || value === null || Array.isArray(value) || !("input" in value)) {
      throw invalid(`${field}: must be a JSON object with "input" and "expected"`);
    }
    const test = value as { input: unknown; expected?: unknown; sample?: unknown };
    if (!("expected" in test)) throw invalid(`${field}: "expected" is missing`);
    const problem = validateTestInput(signature, test.input);
    if (problem) throw invalid(`${field}: ${problem}`);
    tests.push({ input: test.input as Record<string, unknown>, expected: test.expected, sample: test.sample === true });
  });
  if (tests.length === 0) throw invalid("testCases: Please add at least one test case");
  // Learners' Run Code uses the samples: with none marked, the first case is the sample.
  if (!tests.some((t) => t.sample) && tests[0]) tests[0].sample = true;
  return tests;
}

/** Code per language display name, keeping only the challenge's languages and naming any other. */
function parseCodeMap(text: string, field: string, languages: string[]): Record<string, string> {
  const map = parseTextMap(text, field);
  for (const name of Object.keys(map)) {
    if (!byName(name))
      throw invalid(`${field}.${name}: not a language of the judge (${LANGUAGES.map((l) => l.name).join(", ")})`);
    if (!languages.includes(name)) throw invalid(`${field}.${name}: ${name} is not among the supported languages`);
  }
  return map;
}

/** The form's input as the values to store; a 400 names the first field that is wrong. */
export function parseChallengeInput(raw: Input): Values {
  const input = ZAdminChallengeInput.parse(raw);
  const unknown = input.supportedLanguages.find((name) => !byName(name));
  if (unknown) throw invalid(`supportedLanguages: ${unknown} is not a language of the judge`);
  const supportedLanguages = LANGUAGES.filter((l) => input.supportedLanguages.includes(l.name)).map((l) => l.name);
  const starterCode = parseCodeMap(input.starterCode, "starterCode", supportedLanguages);
  if (Object.keys(starterCode).length === 0) throw invalid("starterCode: is required");
  const solutions = parseCodeMap(input.solution, "solution", supportedLanguages);
  if (Object.keys(solutions).length === 0) {
    throw invalid("solution: a reference solution in at least one supported language is required");
  }
  return {
    title: input.title.trim(),
    description: input.description,
    difficulty: input.difficulty,
    topic: input.topic,
    supportedLanguages,
    signature: input.signature,
    compareMode: input.compareMode,
    starterCode,
    solutions,
    tests: parseTests(input.testCases, input.signature),
    hints: input.hints.map((h) => h.trim()).filter(Boolean),
  };
}

/** The whole editable challenge, in the shape POST and PUT accept (admins only: tests and solutions included). */
export function presentAdminChallenge(row: Row): TAdminChallenge {
  const signature = row.signature as TSignature;
  const starter: Record<string, string> = {};
  const solution: Record<string, string> = {};
  for (const language of LANGUAGES) {
    if (row.supportedLanguages.includes(language.name)) {
      starter[language.name] = row.starterCode[language.name] ?? generateStarterCode(signature, language.key);
    }
    // The catalog keys solutions by language key (python), an admin's save by name: both read here.
    const code = row.solution[language.name] ?? row.solution[language.key];
    if (code !== undefined) solution[language.name] = code;
  }
  return {
    id: row.id,
    slug: row.slug,
    updatedAt: row.updatedAt.toISOString(),
    title: row.title,
    description: row.description,
    difficulty: row.difficulty,
    topic: row.topic as TAdminChallenge["topic"],
    supportedLanguages: row.supportedLanguages,
    signature,
    compareMode: row.compareMode,
    starterCode: JSON.stringify(starter),
    solution: JSON.stringify(solution),
    testCases: row.tests.map((t) => JSON.stringify({ input: t.input, expected: t.expected, sample: t.sample })),
    hints: row.hints,
  };
}

function columns(values: Values) {
  return {
    title: values.title,
    description: values.description,
    difficulty: values.difficulty,
    topic: values.topic,
    supportedLanguages: values.supportedLanguages,
    signature: values.signature,
    compareMode: values.compareMode,
    starterCode: values.starterCode,
    // Stored by language key, as the catalog's are.
    solution: Object.fromEntries(
      Object.entries(values.solutions).map(([name, code]) => [byName(name)?.key ?? name, code]),
    ),
    tests: values.tests,
    hints: values.hints,
  };
}

async function writeOne(query: Promise<Row[]>): Promise<Row> {
  const [row] = await query;
  if (!row) throw new Error("writing a challenge returned no row");
  return row;
}

export function challengeAuthoring(deps: {
  runJudge: JudgeRunner;
  onProgress: (userId: string, event: TAdminValidationProgressEvent) => void;
}): AuthoringSpec<Row, Input, Values, TAdminChallenge, TAdminChallengeListItem> & {
  validate(input: Input & { validationId?: string }, actor: SessionUser): ReturnType<typeof validateChallenge>;
} {
  function check(values: Values, actor: SessionUser, validationId: string) {
    return validateChallenge(deps.runJudge, values, {
      ownerKey: actor.id,
      validationId,
      onProgress: (event) => deps.onProgress(actor.id, event),
    });
  }

  return {
    entity: "challenge",
    label: "Challenge",
    async list(db: DbOrTx) {
      const rows = await db
        .select()
        .from(challenges)
        .where(isNull(challenges.deletedAt))
        .orderBy(asc(challenges.topic), asc(challenges.title));
      return rows.map((row) => ({
        id: row.id,
        title: row.title,
        description: row.description,
        difficulty: row.difficulty,
        topic: row.topic,
        supportedLanguages: row.supportedLanguages,
        testCount: row.tests.length,
        updatedAt: row.updatedAt.toISOString(),
      }));
    },
    async find(db, id, options) {
      const [row] = await db
        .select()
        .from(challenges)
        .where(
          options?.includeDeleted ? eq(challenges.id, id) : and(eq(challenges.id, id), isNull(challenges.deletedAt)),
        )
        .limit(1);
      return row;
    },
    /** Parses, then proves the challenge in the sandbox: a reference solution that fails a test refuses the save (422). */
    async prepare(input, actor) {
      const values = parseChallengeInput(input);
      const validation = await check(values, actor, randomUUID());
      if (!validation.ok) {
        const failed = validation.runs.filter((r) => !r.ok);
        const names = failed.map((r) => `${r.language} ${r.kind === "starter" ? "starter code" : "solution"}`);
        throw unprocessable(`The challenge did not pass its own tests: ${names.join(", ")}`, { validation });
      }
      return values;
    },
    async validate(input, actor) {
      const { validationId, ...rest } = input;
      return check(parseChallengeInput(rest), actor, validationId ?? randomUUID());
    },
    async insert(tx: Tx, values) {
      const slug = await uniqueSlug(values.title, async (candidate) => {
        const [taken] = await tx.select({ id: challenges.id }).from(challenges).where(eq(challenges.slug, candidate));
        return taken !== undefined;
      });
      const now = new Date();
      return writeOne(
        tx
          .insert(challenges)
          .values({ ...columns(values), slug, editedAt: now })
          .returning(),
      );
    },
    async update(tx: Tx, id, values) {
      const now = new Date();
      return writeOne(
        tx
          .update(challenges)
          .set({ ...columns(values), editedAt: now, updatedAt: now })
          .where(eq(challenges.id, id))
          .returning(),
      );
    },
    async setDeleted(tx: Tx, id, at) {
      return writeOne(tx.update(challenges).set({ deletedAt: at }).where(eq(challenges.id, id)).returning());
    },
    present: presentAdminChallenge,
    titleOf: (row) => row.title,
  };
}
