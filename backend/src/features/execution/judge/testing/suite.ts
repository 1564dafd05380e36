import { chmod, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TCompareMode, TLanguageKey, TSignature, TTestCase, TTestResult } from "@cp/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createExecutionEngine, type Engine } from "../../engine/engine";
import type { ExecutionLimits } from "../../engine/types";
import { createJudge, type Judge } from "../judge";
import { SIGNATURES, TESTS } from "./cases";

/** One language's learner code for every scenario of the shared judge suite. */
export type LanguageFixtures = {
  /** Correct Two Sum. */
  twoSum: string;
  /** Returns [0, 0] whatever the input. */
  twoSumWrong: string;
  /** Throws an error whose message contains "boom". */
  twoSumThrows: string;
  /** Where the error says it happened, for languages that report the learner's line at run time. */
  throwWhere?: RegExp;
  /** Correct, except that it loops forever when nums has exactly two elements (the third test). */
  twoSumLoops: string;
  /** A syntax error; compileError must match the compiler's message for the learner's line. */
  twoSumBroken: string;
  compileError: RegExp;
  /** Prints `n=<nums length>` once per call, then solves correctly. */
  twoSumPrints: string;
  /** Correct, starting with the learner's own import/include/using lines. */
  twoSumImports: string;
  invertTree: string;
  /** Swaps the root's children without checking for an empty tree. */
  invertTreeUnchecked: string;
  /** What the error says when that code meets an empty tree. */
  nullTreeError: RegExp;
  reverseList: string;
  levelOrder: string;
  longestCommonPrefix: string;
  isAnagram: string;
  findMedianSortedArrays: string;
  merge: string;
};

const LIMITS: ExecutionLimits = {
  cpuMs: 4000,
  wallMs: 8000,
  memoryBytes: 256 * 1024 * 1024,
  processes: 64,
  outputBytes: 1024 * 1024,
};

/**
 * The judge's behaviour for one language, end to end through the real execution engine in the
 * bwrap sandbox: verdicts, streaming, limits, compile errors, captured output and every value shape.
 */
export function describeJudge(language: TLanguageKey, fixtures: LanguageFixtures): void {
  describe(`judge (${language}) through the sandboxed engine`, () => {
    let engine: Engine;
    let judge: Judge;
    let cacheDir: string;

    beforeAll(async () => {
      cacheDir = await mkdtemp(path.join(os.tmpdir(), `cp-judge-${language}-`));
      await chmod(cacheDir, 0o755);
      engine = createExecutionEngine({ sandbox: "bwrap", limits: LIMITS, cacheDir, cacheMaxBytes: 256 * 1024 * 1024 });
      await engine.assertReady();
      judge = createJudge(engine);
    });
    afterAll(async () => {
      await rm(cacheDir, { recursive: true, force: true });
    });

    const run = (
      code: string,
      signature: TSignature = SIGNATURES.twoSum,
      tests: TTestCase[] = TESTS.twoSum,
      options: { compare?: TCompareMode; limits?: Partial<ExecutionLimits> } = {},
    ) => {
      const streamed: TTestResult[] = [];
      return judge
        .run({
          signature,
          tests,
          language,
          code,
          compare: options.compare ?? "exact",
          ...(options.limits ? { limits: options.limits } : {}),
          onResult: (r) => streamed.push(r),
        })
        .then((outcome) => ({ ...outcome, streamed }));
    };

    it("accepts a correct Two Sum, streaming each result, and runs a custom input", async () => {
      const custom: TTestCase = { input: { nums: [1, 2, 3], target: 5 }, expected: undefined };
      const outcome = await run(fixtures.twoSum, SIGNATURES.twoSum, [...TESTS.twoSum, custom]);
      expect(outcome.verdict).toBe("Accepted");
      expect(outcome.streamed.map((r) => r.index)).toEqual([0, 1, 2, 3, 4]);
      expect(outcome.testResults[0]).toMatchObject({ passed: true, actual: [0, 1], expected: [0, 1] });
      expect(outcome.testResults[4]).toMatchObject({ custom: true, passed: true, actual: [1, 2] });
    });

    it("reports Wrong Answer with the learner's actual value", async () => {
      const outcome = await run(fixtures.twoSumWrong);
      expect(outcome.verdict).toBe("Wrong Answer");
      expect(outcome.testResults[0]).toMatchObject({ passed: false, actual: [0, 0], verdict: "Wrong Answer" });
    });

    it("reports an exception as a Runtime Error with its message", async () => {
      const outcome = await run(fixtures.twoSumThrows);
      expect(outcome.verdict).toBe("Runtime Error");
      expect(outcome.testResults[0]?.error).toContain("boom");
      if (fixtures.throwWhere) expect(outcome.testResults[0]?.error).toMatch(fixtures.throwWhere);
    });

    it("keeps tests 1-2 when test 3 loops forever, marks it Time Limit Exceeded and skips the rest", async () => {
      const outcome = await run(fixtures.twoSumLoops, SIGNATURES.twoSum, TESTS.twoSum, {
        limits: { cpuMs: 1000, wallMs: 2500 },
      });
      expect(outcome.testResults.map((r) => r.verdict)).toEqual([
        "Accepted",
        "Accepted",
        "Time Limit Exceeded",
        "Time Limit Exceeded",
      ]);
      expect(outcome.verdict).toBe("Time Limit Exceeded");
      expect(outcome.testResults[3]?.error).toMatch(/^Not run: an earlier test/);
      expect(outcome.streamed).toHaveLength(4);
    });

    it("returns compile errors with the learner's line numbers", async () => {
      const outcome = await run(fixtures.twoSumBroken);
      expect(outcome.verdict).toBe("Compilation Error");
      expect(outcome.compileOutput).toMatch(fixtures.compileError);
    });

    it("captures what the learner prints, per test", async () => {
      const outcome = await run(fixtures.twoSumPrints);
      expect(outcome.verdict).toBe("Accepted");
      expect(outcome.testResults.map((r) => r.stdout)).toEqual(["n=4\n", "n=3\n", "n=2\n", "n=3\n"]);
    });

    it("compiles the learner's own import lines", async () => {
      expect((await run(fixtures.twoSumImports)).verdict).toBe("Accepted");
    });

    it("turns a null tree dereference into a Runtime Error for that test", async () => {
      const outcome = await run(fixtures.invertTreeUnchecked, SIGNATURES.invertTree, TESTS.nullTree);
      expect(outcome.testResults[0]).toMatchObject({ passed: true, actual: [2, 3, 1] });
      expect(outcome.testResults[1]).toMatchObject({ passed: false, verdict: "Runtime Error" });
      expect(outcome.testResults[1]?.error).toMatch(fixtures.nullTreeError);
      expect(outcome.verdict).toBe("Runtime Error");
    });

    const roundTrips = [
      "invertTree",
      "reverseList",
      "levelOrder",
      "longestCommonPrefix",
      "isAnagram",
      "findMedianSortedArrays",
      "merge",
    ] as const;
    for (const name of roundTrips) {
      it(`round-trips ${SIGNATURES[name].params.map((p) => p.type).join(", ")} -> ${SIGNATURES[name].returns} (${name})`, async () => {
        const outcome = await run(fixtures[name], SIGNATURES[name], TESTS[name]);
        const summary = outcome.testResults.map((r) => ({ actual: r.actual, error: r.error }));
        expect(summary).toEqual(TESTS[name].map((t) => ({ actual: t.expected, error: undefined })));
        expect(outcome.verdict).toBe("Accepted");
      });
    }
  });
}
