import { randomUUID } from "node:crypto";
import {
  LANGUAGES,
  type TAdminChallenge,
  type TAdminChallengeInput,
  type TAdminChallengeListItem,
  type TAdminValidationProgressEvent,
  type TChallengeValidation,
  type TSignature,
  ZAdminChallengeInput,
} from "@cp/contracts";
import type { DbOrTx } from "../../db/client";
import type { challenges, StoredTestCase } from "../../db/schema";
import { DomainError, unprocessable } from "../../errors";
import type { SessionUser } from "../../http/state";
import { type JudgeRunner, validateTestInput } from "../execution";
import { type ChallengeUnderTest, validateChallenge } from "./challenge-validation";
import { invalidField, parseJsonField, parseTextMap } from "./form-fields";
import { presentAdminChallenge, presentAdminChallengeListItem } from "./presenter";
import { type ChallengeRow, challengeRepo, findLiveChallengeTitle, listChallenges } from "./repo";
import type { AuthoringSpec } from "./service";

type Row = ChallengeRow;
type Input = TAdminChallengeInput;
type Values = ChallengeUnderTest & {
  /** Each stored test's number in the form (1-based, blank rows counted), for messages. */
  testNumbers: number[];
  title: string;
  description: string;
  difficulty: Row["difficulty"];
  topic: Row["topic"];
  hints: string[];
};

const byName = (name: string) => LANGUAGES.find((l) => l.name === name);

/**
 * The form's test case texts as stored tests: blanks dropped, each checked against the signature.
 * Messages and fields count the form's rows (blank ones included) from 1, as the form labels them.
 */
function parseTests(texts: string[], signature: TSignature): { tests: StoredTestCase[]; testNumbers: number[] } {
  const tests: StoredTestCase[] = [];
  const testNumbers: number[] = [];
  texts.forEach((text, index) => {
    if (!text.trim()) return;
    const field = `testCases.${index}`;
    const label = `Test case ${index + 1}`;
    const value = parseJsonField(text, field, label);
    if (typeof value !== "object" || value === null || Array.isArray(value) || !("input" in value)) {
      throw invalidField(field, `${label} must be a JSON object with "input" and "expected"`);
    }
    const test = value as { input: unknown; expected?: unknown; sample?: unknown };
    if (!("expected" in test)) throw invalidField(field, `${label}: the expected value is missing`);
    const problem = validateTestInput(signature, test.input);
    if (problem) {
      const names = signature.params.map((p) => p.name).join(", ");
      throw invalidField(field, `${label}: ${problem}${names ? ` (the parameters are ${names})` : ""}`);
    }
    tests.push({ input: test.input as Record<string, unknown>, expected: test.expected, sample: test.sample === true });
    testNumbers.push(index + 1);
  });
  if (tests.length === 0) throw invalidField("testCases", "Please add at least one test case");
  // Learners' Run Code uses the samples: with none marked, the first case is the sample.
  if (!tests.some((t) => t.sample) && tests[0]) tests[0].sample = true;
  return { tests, testNumbers };
}

const CODE_LABELS = { starterCode: "Starter code", solution: "Reference solution" } as const;

/** Code per language display name, keeping only the challenge's languages and naming any other. */
function parseCodeMap(text: string, field: keyof typeof CODE_LABELS, languages: string[]): Record<string, string> {
  const label = CODE_LABELS[field];
  const map = parseTextMap(text, field, label);
  for (const name of Object.keys(map)) {
    if (!byName(name)) {
      const known = LANGUAGES.map((l) => l.name).join(", ");
      throw invalidField(`${field}.${name}`, `${label} in ${name}: the judge does not run ${name} (it runs ${known})`);
    }
    if (!languages.includes(name)) {
      throw invalidField(`${field}.${name}`, `${label} in ${name}: ${name} is not one of the challenge's languages`);
    }
  }
  return map;
}

/** The form's input as the values to store; a 400 names the first field that is wrong. */
export function parseChallengeInput(raw: Input): Values {
  const input = ZAdminChallengeInput.parse(raw);
  const unknown = input.supportedLanguages.find((name) => !byName(name));
  if (unknown) throw invalidField("supportedLanguages", `The judge does not run ${unknown}`);
  // In the order the admin gave (the form's: Python, JavaScript, Java...): learners open a
  // challenge in its first language.
  const supportedLanguages = [...new Set(input.supportedLanguages)];
  const starterCode = parseCodeMap(input.starterCode, "starterCode", supportedLanguages);
  if (Object.keys(starterCode).length === 0) throw invalidField("starterCode", "Starter code is required");
  const solutions = parseCodeMap(input.solution, "solution", supportedLanguages);
  if (Object.keys(solutions).length === 0) {
    throw invalidField("solution", "Write a reference solution in at least one of the challenge's languages");
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
    ...parseTests(input.testCases, input.signature),
    hints: input.hints.map((h) => h.trim()).filter(Boolean),
  };
}

/** A value as the admin reads it in a refusal: JSON, cut at 80 characters. */
export const shown = (value: unknown): string => {
  const text = JSON.stringify(value) ?? "nothing";
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
};

/**
 * Why a validation refused the save, in the admin's words: each failing program with its first
 * failing test case (numbered as the form numbers them) and what it expected against what came back.
 */
export function describeFailedValidation(validation: TChallengeValidation, testNumbers: number[]): string {
  const parts = validation.runs
    .filter((run) => !run.ok)
    .map((run) => {
      if (run.kind === "starter") return `The ${run.language} starter code does not compile`;
      const failure = run.failures[0];
      const name = `The ${run.language} reference solution`;
      if (!failure) return `${name} did not finish (${run.verdict})`;
      const at = `test case ${testNumbers[failure.index] ?? failure.index + 1}`;
      if (failure.actual !== undefined) {
        return `${name} fails ${at}: expected ${shown(failure.expected)}, got ${shown(failure.actual)}`;
      }
      return `${name} fails ${at} (${failure.verdict}${failure.error ? `: ${failure.error.split("\n")[0]}` : ""})`;
    });
  return `${parts.join(". ")}.`;
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

/**
 * Refuses (409, on the title field) a title another live challenge has, letter case aside:
 * learners pick challenges by title, and two "Two Sum" cards cannot be told apart.
 */
async function assertTitleFree(db: DbOrTx, title: string, exceptId?: string): Promise<void> {
  const taken = await findLiveChallengeTitle(db, title, exceptId);
  if (taken) {
    throw new DomainError("conflict", `A challenge titled '${taken}' already exists`, undefined, { field: "title" });
  }
}

export type ChallengeAuthoring = ReturnType<typeof challengeAuthoring>;

export function challengeAuthoring(deps: {
  db: DbOrTx;
  runJudge: JudgeRunner;
  onProgress: (userId: string, event: TAdminValidationProgressEvent) => void;
}): AuthoringSpec<typeof challenges, Input, Values, TAdminChallenge, TAdminChallengeListItem> & {
  validate(input: Input & { validationId?: string }, actor: SessionUser): ReturnType<typeof validateChallenge>;
} {
  function check(values: Values, actor: SessionUser, validationId: string, checker?: string | null) {
    return validateChallenge(
      deps.runJudge,
      { ...values, checker },
      {
        ownerKey: actor.id,
        validationId,
        onProgress: (event) => deps.onProgress(actor.id, event),
      },
    );
  }

  return {
    entity: "challenge",
    label: "Challenge",
    repo: challengeRepo,
    list: async (db) => (await listChallenges(db)).map(presentAdminChallengeListItem),
    /** Parses, then proves the challenge in the sandbox: a reference solution that fails a test refuses the save (422). */
    async prepare(input, actor, existing) {
      const values = parseChallengeInput(input);
      // Before the sandbox runs: a taken title is refused at once.
      await assertTitleFree(deps.db, values.title, existing?.id);
      // An edited catalog challenge keeps its checker: its references may give other valid answers.
      const validation = await check(values, actor, randomUUID(), existing?.checker);
      if (!validation.ok) {
        const first = validation.runs.find((r) => !r.ok);
        const field = first ? `${first.kind === "starter" ? "starterCode" : "solution"}.${first.language}` : "solution";
        throw unprocessable(describeFailedValidation(validation, values.testNumbers), { validation, field });
      }
      return values;
    },
    async validate(input, actor) {
      const { validationId, ...rest } = input;
      return check(parseChallengeInput(rest), actor, validationId ?? randomUUID());
    },
    // Checked again in the write's transaction: another admin may have taken the title meanwhile.
    async columns(tx, values, id) {
      await assertTitleFree(tx, values.title, id);
      // The form edits the hand-written tests; an imported challenge's generated ones stay as they were.
      const generated = id
        ? ((await challengeRepo.find(tx, id))?.tests.filter((t) => t.label !== undefined) ?? [])
        : [];
      const written = columns(values);
      return { ...written, tests: [...written.tests, ...generated] };
    },
    present: presentAdminChallenge,
  };
}
