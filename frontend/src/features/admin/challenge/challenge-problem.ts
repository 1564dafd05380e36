import type { TChallengeValidation, TValidationRun } from "@cp/contracts";
import { formatValue } from "@/features/challenges/run/format-value";
import { isBlankTestCase, type TTestCaseDraft } from "./challenge-draft";

/**
 * Why the challenge form was refused, placed on the form: the whole message (the toast's and
 * the one above the buttons) and, per field, what to show beside it. Field keys:
 * "title", "description", "topic", "supportedLanguages", "signature", "hints",
 * "testCases.2.input", "testCases.2.expected", "starterCode.Python", "solution.Java".
 */
export type TChallengeProblem = { message: string; fields: Record<string, string> };

const short = (text: string, max = 80) => (text.length > max ? `${text.slice(0, max - 3)}...` : text);

/** A failing program's line beside its code: its first failing test, numbered as the form numbers rows. */
function describeRun(run: TValidationRun, rowOf: (stored: number) => number): string {
  if (run.kind === "starter") {
    const first = run.compileOutput?.split("\n").find((line) => line.trim() !== "");
    return first ? `Does not compile: ${short(first.trim(), 160)}` : "Does not compile";
  }
  const failure = run.failures[0];
  if (!failure) return `${run.verdict}: ${run.passedCount} of ${run.total} test cases passed`;
  const at = `Test case ${rowOf(failure.index) + 1}`;
  if (failure.actual !== undefined) {
    return `${at}: expected ${short(formatValue(failure.expected))}, got ${short(formatValue(failure.actual))}`;
  }
  const error = failure.error?.split("\n").find((line) => line.trim() !== "");
  return `${at}: ${failure.verdict}${error ? ` (${short(error.trim(), 160)})` : ""}`;
}

/**
 * Places a refusal (the server's, or the draft's own check) on the form's fields. A field the
 * server names as a whole is marked at its first control: a test case at its input, the code of
 * no particular language at the first language's tab, a signature at its method name.
 */
export function placeChallengeProblem(
  refusal: { message: string; field: string | null; validation?: TChallengeValidation | null },
  context: { testCases: readonly TTestCaseDraft[]; languages: readonly string[] },
): TChallengeProblem {
  const fields: Record<string, string> = {};
  const { field, message, validation } = refusal;
  if (validation && !validation.ok) {
    // The report numbers the stored tests, which leave out the form's blank rows.
    const rows = context.testCases.flatMap((testCase, index) => (isBlankTestCase(testCase) ? [] : [index]));
    const rowOf = (stored: number) => rows[stored] ?? stored;
    for (const run of validation.runs.filter((r) => !r.ok)) {
      fields[`${run.kind === "starter" ? "starterCode" : "solution"}.${run.language}`] = describeRun(run, rowOf);
    }
  } else if (field) {
    const [head = "", second, third] = field.split(".");
    if (head === "testCases") {
      fields[`testCases.${second ?? 0}.${third === "expected" ? "expected" : "input"}`] = message;
    } else if (head === "starterCode" || head === "solution") {
      const language = second ?? context.languages[0];
      if (language) fields[`${head}.${language}`] = message;
    } else {
      fields[head] = message;
    }
  }
  return { message, fields };
}
