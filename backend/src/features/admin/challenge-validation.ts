import {
  LANGUAGES,
  type TAdminValidationProgressEvent,
  type TChallengeValidation,
  type TCompareMode,
  type TLanguageInfo,
  type TSignature,
  type TValidationRun,
} from "@cp/contracts";
import type { StoredTestCase } from "../../db/schema";
import { generateStarterCode, type JudgeRunner } from "../execution";

/** A challenge as the validation needs it: what the judge runs, per language display name. */
export type ChallengeUnderTest = {
  signature: TSignature;
  compareMode: TCompareMode;
  /** A catalog challenge's checker (kept when an admin edits it): decides instead of compareMode. */
  checker?: string | null;
  supportedLanguages: string[];
  tests: StoredTestCase[];
  /** Reference solutions by language display name. */
  solutions: Record<string, string>;
  /** Starter code by language display name; a language without one gets the generated starter. */
  starterCode: Record<string, string>;
};

/** The method name a language's code must declare (C# uses PascalCase, as the judge's driver calls it). */
function methodName(signature: TSignature, language: TLanguageInfo): string {
  return language.key === "csharp" ? signature.name[0]?.toUpperCase() + signature.name.slice(1) : signature.name;
}

/**
 * Runs every reference solution against every test in the sandbox, and each supported language's
 * starter against one test to prove it compiles and declares the signature's method, as Codewars
 * and DMOJ check a problem before it goes live. The starter goes through the same judge a
 * learner's Run does (same driver, same compiler flags) and its verdict is taken as it comes, no
 * compile error excused: it passes only if the learner running it would not get one. Each test's
 * verdict is reported as it finishes. Programs run one after another: the admin's own run limits
 * apply to validations too.
 */
export async function validateChallenge(
  runJudge: JudgeRunner,
  challenge: ChallengeUnderTest,
  options: {
    ownerKey: string;
    validationId: string;
    onProgress?: (event: TAdminValidationProgressEvent) => void;
  },
): Promise<TChallengeValidation> {
  const runs: TValidationRun[] = [];
  const tests = challenge.tests.map((t) => ({ input: t.input, expected: t.expected }));
  // In the challenge's own language order, so the report reads as the form lists them.
  const languages = challenge.supportedLanguages.flatMap((name) => LANGUAGES.filter((l) => l.name === name));

  for (const language of languages.filter((l) => challenge.solutions[l.name] !== undefined)) {
    const outcome = await runJudge(
      {
        signature: challenge.signature,
        compare: challenge.compareMode,
        checker: challenge.checker,
        tests,
        language: language.key,
        code: challenge.solutions[language.name] ?? "",
      },
      {
        ownerKey: options.ownerKey,
        onResult: (result, total) =>
          options.onProgress?.({
            validationId: options.validationId,
            language: language.name,
            kind: "solution",
            index: result.index,
            total,
            passed: result.passed,
            verdict: result.verdict,
          }),
      },
    );
    const failures = outcome.testResults
      .filter((r) => !r.passed)
      .map((r) => ({
        index: r.index,
        input: r.input,
        expected: r.expected,
        ...(r.actual !== undefined ? { actual: r.actual } : {}),
        ...(r.error ? { error: r.error } : {}),
        verdict: r.verdict,
      }));
    const passedCount = outcome.testResults.filter((r) => r.passed).length;
    runs.push({
      language: language.name,
      kind: "solution",
      ok: outcome.verdict === "Accepted" && passedCount === tests.length,
      verdict: outcome.verdict,
      passedCount,
      total: tests.length,
      ...(outcome.compileOutput ? { compileOutput: outcome.compileOutput } : {}),
      failures,
    });
  }

  const first = tests.slice(0, 1);
  for (const language of languages) {
    const code = challenge.starterCode[language.name] ?? generateStarterCode(challenge.signature, language.key);
    const name = methodName(challenge.signature, language);
    if (!new RegExp(`\\b${name}\\b`).test(code)) {
      runs.push({
        language: language.name,
        kind: "starter",
        ok: false,
        verdict: "Compilation Error",
        passedCount: 0,
        total: 1,
        compileOutput: `The starter code does not declare ${name}, the method the tests call.`,
        failures: [],
      });
      continue;
    }
    const outcome = await runJudge(
      {
        signature: challenge.signature,
        compare: challenge.compareMode,
        checker: challenge.checker,
        tests: first,
        language: language.key,
        code,
      },
      { ownerKey: options.ownerKey },
    );
    const compiles = outcome.verdict !== "Compilation Error";
    options.onProgress?.({
      validationId: options.validationId,
      language: language.name,
      kind: "starter",
      index: 0,
      total: 1,
      passed: compiles,
      verdict: compiles ? "Accepted" : "Compilation Error",
    });
    runs.push({
      language: language.name,
      kind: "starter",
      ok: compiles,
      verdict: compiles ? "Accepted" : "Compilation Error",
      passedCount: compiles ? 1 : 0,
      total: 1,
      ...(!compiles && outcome.compileOutput ? { compileOutput: outcome.compileOutput } : {}),
      failures: [],
    });
  }

  return { validationId: options.validationId, ok: runs.every((r) => r.ok), runs };
}
