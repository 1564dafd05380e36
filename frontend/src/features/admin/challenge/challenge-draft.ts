import type {
  TAdminChallenge,
  TAdminChallengeInput,
  TChallengeTopic,
  TCompareMode,
  TDifficulty,
  TSignatureType,
} from "@cp/contracts";
import { LANGUAGES } from "@cp/contracts/constants";

/** The six languages a challenge may support, by display name, in the order the form lists them. */
export const CHALLENGE_LANGUAGE_NAMES = ["Python", "JavaScript", "Java", "C++", "C#", "C"] as const;

/** A stable, test-id-safe slug for a display name ("C++" → "cpp"). */
export function languageSlug(name: string): string {
  return LANGUAGES.find((l) => l.name === name)?.key ?? name.toLowerCase().replace(/[^a-z0-9]/g, "");
}

let nextKey = 1;
/** A key for a row of a list editor, so React keeps each row's focus when rows come and go. */
export const rowKey = (): string => `row-${nextKey++}`;

export type TParamDraft = { key: string; name: string; type: TSignatureType };
export type TSignatureDraft = { name: string; params: TParamDraft[]; returns: TSignatureType };
export type TTestCaseDraft = { key: string; input: string; expected: string; sample: boolean };
export type THintDraft = { key: string; text: string };

/** The challenge form as the admin edits it: structured parts as rows, JSON parts as texts. */
export type TChallengeDraft = {
  title: string;
  description: string;
  difficulty: TDifficulty;
  topic: TChallengeTopic | "";
  supportedLanguages: string[];
  signature: TSignatureDraft;
  compareMode: TCompareMode;
  starterCode: Record<string, string>;
  solution: Record<string, string>;
  testCases: TTestCaseDraft[];
  hints: THintDraft[];
};

export const emptyTestCase = (sample = true): TTestCaseDraft => ({ key: rowKey(), input: "", expected: "", sample });

export function emptyChallengeDraft(): TChallengeDraft {
  return {
    title: "",
    description: "",
    difficulty: "Easy",
    topic: "",
    supportedLanguages: ["Python", "JavaScript"],
    signature: { name: "", params: [{ key: rowKey(), name: "", type: "int[]" }], returns: "int" },
    compareMode: "exact",
    starterCode: {},
    solution: {},
    testCases: [emptyTestCase(true)],
    hints: [],
  };
}

/** Parses a JSON object text of language → source, keeping only string values. */
export function parseCodeMap(text: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
  } catch {
    return {};
  }
}

const pretty = (value: unknown): string => (value === undefined ? "" : JSON.stringify(value));

/** Reads one stored test case text into the editor's row (an unreadable one is kept as typed). */
export function testCaseDraftFromText(text: string): TTestCaseDraft {
  try {
    const parsed = JSON.parse(text) as { input?: unknown; expected?: unknown; sample?: unknown };
    return {
      key: rowKey(),
      input: pretty(parsed.input),
      expected: pretty(parsed.expected),
      sample: parsed.sample !== false,
    };
  } catch {
    return { key: rowKey(), input: text, expected: "", sample: false };
  }
}

/** The form's draft of a saved challenge. */
export function draftFromChallenge(item: TAdminChallenge): TChallengeDraft {
  const testCases = item.testCases.filter((text) => text.trim() !== "").map(testCaseDraftFromText);
  return {
    title: item.title,
    description: item.description,
    difficulty: item.difficulty,
    topic: item.topic,
    supportedLanguages: [...item.supportedLanguages],
    signature: {
      name: item.signature.name,
      params: item.signature.params.map((p) => ({ key: rowKey(), name: p.name, type: p.type })),
      returns: item.signature.returns,
    },
    compareMode: item.compareMode,
    starterCode: parseCodeMap(item.starterCode),
    solution: parseCodeMap(item.solution),
    testCases: testCases.length > 0 ? testCases : [emptyTestCase(true)],
    hints: item.hints.map((text) => ({ key: rowKey(), text })),
  };
}

/** A case counts when either its input or its expected value has been written (the spec's "non-empty"). */
export const isBlankTestCase = (testCase: TTestCaseDraft): boolean =>
  testCase.input.trim() === "" && testCase.expected.trim() === "";

export const countNonEmptyTestCases = (testCases: readonly TTestCaseDraft[]): number =>
  testCases.filter((c) => !isBlankTestCase(c)).length;

/**
 * What a draft becomes: the request body, or the first problem found before asking the server,
 * with the field at fault named as the server names it ("testCases.2.input").
 */
export type TChallengeDraftResult =
  | { ok: true; input: TAdminChallengeInput }
  | { ok: false; message: string; field: string };

function parseJsonField(
  text: string,
  what: string,
  field: string,
): { ok: true; value: unknown } | { ok: false; message: string; field: string } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, message: `${what} is not valid JSON`, field };
  }
}

/** Keeps the entries of the chosen languages that have code, as the JSON text the server stores. */
function codeMapText(map: Record<string, string>, languages: readonly string[]): string {
  const entries = languages.flatMap((language) => {
    const source = map[language] ?? "";
    return source.trim() === "" ? [] : [[language, source] as const];
  });
  return JSON.stringify(Object.fromEntries(entries));
}

/**
 * The request body of a draft. Blank test cases are sent as blank texts, which the server drops
 * (spec section 5), so its messages number the cases as the form does; a written case must be
 * JSON: the input an object of the named parameters, the expected value any JSON.
 */
export function challengeInputFromDraft(draft: TChallengeDraft): TChallengeDraftResult {
  const testCases: string[] = [];
  for (const [index, testCase] of draft.testCases.entries()) {
    if (isBlankTestCase(testCase)) {
      testCases.push("");
      continue;
    }
    const label = `Test case ${index + 1}`;
    const field = `testCases.${index}`;
    const input = parseJsonField(
      testCase.input.trim() === "" ? "{}" : testCase.input,
      `${label}: the input`,
      `${field}.input`,
    );
    if (!input.ok) return input;
    if (!input.value || typeof input.value !== "object" || Array.isArray(input.value)) {
      return {
        ok: false,
        message: `${label}: the input must be a JSON object of the named parameters`,
        field: `${field}.input`,
      };
    }
    const expected = parseJsonField(testCase.expected, `${label}: the expected value`, `${field}.expected`);
    if (!expected.ok) return expected;
    testCases.push(JSON.stringify({ input: input.value, expected: expected.value, sample: testCase.sample }));
  }
  const languages = CHALLENGE_LANGUAGE_NAMES.filter((l) => draft.supportedLanguages.includes(l));
  const starterCode = codeMapText(draft.starterCode, languages);
  return {
    ok: true,
    input: {
      title: draft.title.trim(),
      description: draft.description,
      difficulty: draft.difficulty,
      topic: draft.topic as TChallengeTopic,
      supportedLanguages: languages,
      signature: {
        name: draft.signature.name.trim(),
        params: draft.signature.params.map((p) => ({ name: p.name.trim(), type: p.type })),
        returns: draft.signature.returns,
      },
      compareMode: draft.compareMode,
      // An empty map is no starter code: the server names the field.
      starterCode: starterCode === "{}" ? "" : starterCode,
      solution: codeMapText(draft.solution, languages),
      testCases,
      hints: draft.hints.map((h) => h.text.trim()).filter((h) => h !== ""),
    },
  };
}

/** The example a test case's input field shows: an object of the signature's parameter names. */
export function inputPlaceholder(signature: TSignatureDraft): string {
  const names = signature.params.map((p) => p.name.trim()).filter((n) => n !== "");
  if (names.length === 0) return '{"nums": [2, 7, 11, 15], "target": 9}';
  return `{${names.map((n) => `"${n}": ...`).join(", ")}}`;
}
