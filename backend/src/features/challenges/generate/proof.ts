import type { TLanguageKey, TTestCase } from "@cp/contracts";
import { type Judge, MAX_TIME_LIMIT_MS, type TJudgeOutcome } from "../../execution";
import type { CatalogChallenge } from "../catalog";
import { checkInput } from "../constraints";
import { ranOutOfCpu } from "../time-limits";
import { hashInputs, runGenerator, type TGeneratedFile, type TGeneratedInput } from "./generated";

/**
 * The proof that a catalog challenge teaches what it says: its generator is deterministic, every
 * test fits the stated constraints, every reference solution passes every test within the
 * production limits, and each naive solution passes the hand-written tests but runs out of time
 * on the generated ones. Used by `npm run content:check` (whole catalog) and CI (a rotating sample).
 */

/** The order references answer in when building: the first one present gives the expected values. */
const BUILD_ORDER: TLanguageKey[] = ["cpp", "python", "java", "javascript", "csharp", "c"];

function firstFailure(outcome: TJudgeOutcome): string {
  if (outcome.verdict === "Compilation Error") return `Compilation Error: ${outcome.compileOutput?.slice(0, 400)}`;
  const failed = outcome.testResults.find((r) => !r.passed);
  if (!failed) return outcome.verdict;
  const shown = (v: unknown) => JSON.stringify(v)?.slice(0, 120);
  return `${failed.verdict} on test ${failed.index}: expected ${shown(failed.expected)}, got ${shown(failed.actual)}${failed.error ? ` (${failed.error.slice(0, 200)})` : ""}`;
}

/**
 * What every judge run of a catalog challenge shares: its signature, how answers are judged, and
 * the language's calibrated time limit (the most any run may have while the limits are measured).
 */
function jobOf(challenge: CatalogChallenge, language: string, measuring = false) {
  const key = language as TLanguageKey;
  return {
    signature: challenge.signature,
    compare: challenge.compare,
    checker: challenge.checker,
    language: key,
    timeLimitMs: measuring ? MAX_TIME_LIMIT_MS : (challenge.timeLimits?.[key] ?? null),
  };
}

function run(judge: Judge, challenge: CatalogChallenge, language: string, code: string, tests: TTestCase[]) {
  return judge.run({ ...jobOf(challenge, language), tests, code });
}

/**
 * Runs the generator and every reference on its inputs: the first reference's answers become the
 * expected outputs, and every other reference must agree with them (the cross-check).
 */
export async function buildExpected(
  folder: string,
  challenge: CatalogChallenge,
  judge: Judge,
): Promise<{ file: TGeneratedFile; inputs: TGeneratedInput[] }> {
  const inputs = await runGenerator(folder, challenge.slug);
  if (!inputs) throw new Error(`${challenge.slug} has no generator`);
  const languages = BUILD_ORDER.filter((l) => challenge.solutions[l]);
  if (languages.length < 2) throw new Error(`${challenge.slug}: a cross-check needs references in two languages`);
  const tests: TTestCase[] = inputs.map((t) => ({ input: t.input, expected: null }));
  let expected: unknown[] | null = null;
  const referenceMs: Record<string, number> = {};
  const referenceCpuMs: Record<string, number> = {};
  for (const language of languages) {
    const code = challenge.solutions[language] as string;
    if (!expected) {
      // The first reference answers every input...
      const outcome = await judge.run({ ...jobOf(challenge, language, true), tests, customFrom: 0, code });
      const broken = outcome.testResults.find((r) => r.error !== undefined || r.verdict !== "Accepted");
      if (outcome.verdict !== "Accepted" || broken) {
        const label = broken ? inputs[broken.index]?.label : "";
        throw new Error(`${challenge.slug} [${language}] reference failed on '${label}': ${firstFailure(outcome)}`);
      }
      referenceMs[language] = Math.round(outcome.executionTime);
      if (outcome.cpuMs !== undefined) referenceCpuMs[language] = outcome.cpuMs;
      expected = outcome.testResults.map((r) => r.actual);
      continue;
    }
    // ...and every other one must be judged right against those answers (by the checker, if any).
    const against = inputs.map((t, i) => ({ input: t.input, expected: expected?.[i] }));
    const outcome = await judge.run({ ...jobOf(challenge, language, true), tests: against, code });
    referenceMs[language] = Math.round(outcome.executionTime);
    if (outcome.cpuMs !== undefined) referenceCpuMs[language] = outcome.cpuMs;
    if (outcome.verdict !== "Accepted") {
      const failed = outcome.testResults.find((r) => !r.passed);
      const label = failed ? inputs[failed.index]?.label : "";
      throw new Error(
        `${challenge.slug}: references disagree on '${label}': ${languages[0]} against ${language}: ${firstFailure(outcome)}`,
      );
    }
  }
  return {
    file: { inputsSha256: hashInputs(inputs), expected: expected ?? [], referenceMs, referenceCpuMs },
    inputs,
  };
}

export type TProof = {
  slug: string;
  problems: string[];
  /** Milliseconds each reference spent over all tests, by language. */
  referenceMs: Record<string, number>;
  /** CPU milliseconds each reference's whole program took over all tests, by language. */
  referenceCpuMs: Record<string, number>;
  /** The verdict each naive solution met on the generated tests, by language. */
  naive: Record<string, string>;
};

export async function proveChallenge(
  folder: string,
  challenge: CatalogChallenge,
  judge: Judge,
  options: { naive?: boolean } = {},
): Promise<TProof> {
  const proof: TProof = { slug: challenge.slug, problems: [], referenceMs: {}, referenceCpuMs: {}, naive: {} };
  const problem = (text: string) => proof.problems.push(`${challenge.slug}: ${text}`);

  // Deterministic: a second run of the generator gives the same inputs.
  if (challenge.generated.length > 0) {
    const again = await runGenerator(folder, challenge.slug);
    const first = challenge.generated.map(({ label, input }) => ({ label, input }));
    if (!again || hashInputs(again) !== hashInputs(first)) problem("the generator gave other inputs on a second run");
  }
  if (challenge.generated.length > 0 && !challenge.timeLimits) {
    problem(`its time limits were never measured: run npm run content:build -- ${challenge.slug}`);
  }
  const handWritten = [...challenge.samples, ...challenge.hidden];
  const all = [...handWritten, ...challenge.generated.map(({ input, expected }) => ({ input, expected }))];
  all.forEach((test, i) => {
    const broken = checkInput(challenge.constraints, test.input);
    if (broken) problem(`test ${i} breaks the constraints: ${broken}`);
  });

  for (const [language, code] of Object.entries(challenge.solutions)) {
    const outcome = await run(judge, challenge, language, code, all);
    proof.referenceMs[language] = Math.round(outcome.executionTime);
    if (outcome.cpuMs !== undefined) proof.referenceCpuMs[language] = outcome.cpuMs;
    if (outcome.verdict !== "Accepted") problem(`reference [${language}]: ${firstFailure(outcome)}`);
  }

  if (options.naive !== false) {
    for (const [language, code] of Object.entries(challenge.naive)) {
      const small = await run(judge, challenge, language, code, handWritten);
      if (small.verdict !== "Accepted") {
        problem(`naive [${language}] must pass the hand-written tests: ${firstFailure(small)}`);
        continue;
      }
      const large = await run(judge, challenge, language, code, challenge.generated);
      proof.naive[language] = large.verdict;
      const limit = challenge.timeLimits?.[language as TLanguageKey];
      if (large.verdict !== "Time Limit Exceeded") {
        problem(`naive [${language}] must exceed the time limit on the generated tests, got ${firstFailure(large)}`);
      } else if (!ranOutOfCpu(large.cpuMs, limit)) {
        // Stopped by the wall clock of a busy machine, not by its CPU limit: no proof it is too slow.
        problem(
          `naive [${language}] ran out of wall-clock time after only ${large.cpuMs} ms of CPU (limit ${limit} ms): the machine is too busy to prove it; run again on a quieter one`,
        );
      }
    }
  }
  return proof;
}

/** `size` challenges of the catalog, a different slice each day, so successive CI runs cover it all. */
export function rotatingSample<T>(items: T[], size: number, day: Date): T[] {
  if (size >= items.length) return items;
  const dayNumber = Math.floor(day.getTime() / 86_400_000);
  const start = (dayNumber * size) % items.length;
  return Array.from({ length: size }, (_, i) => items[(start + i) % items.length] as T);
}

/** Runs `work` over `items`, `limit` at a time (the machine's cores), every item even when one fails. */
export async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
}
