import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { CHALLENGE_PATTERNS, CHALLENGE_TOPICS, type TLanguageKey } from "@cp/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { createExecutionEngine, createJudge, type Engine } from "../execution";
import { CATALOG_DIR, type CatalogChallenge, loadCatalog } from "./catalog";
import { eachLimited, proveChallenge, rotatingSample } from "./generate/proof";

const REQUIRED: [string, string, string][] = [
  ["two-sum", "twoSum", "Arrays & Hash Tables"],
  ["contains-duplicate", "containsDuplicate", "Arrays & Hash Tables"],
  ["product-of-array-except-self", "productExceptSelf", "Arrays & Hash Tables"],
  ["merge-intervals", "merge", "Arrays & Hash Tables"],
  ["trapping-rain-water", "trap", "Arrays & Hash Tables"],
  ["median-of-two-sorted-arrays", "findMedianSortedArrays", "Arrays & Hash Tables"],
  ["valid-parentheses", "isValid", "Strings & Patterns"],
  ["valid-anagram", "isAnagram", "Strings & Patterns"],
  ["longest-common-prefix", "longestCommonPrefix", "Strings & Patterns"],
  ["longest-substring-without-repeating-characters", "lengthOfLongestSubstring", "Strings & Patterns"],
  ["maximum-depth-of-binary-tree", "maxDepth", "Trees & Recursion"],
  ["invert-binary-tree", "invertTree", "Trees & Recursion"],
  ["reverse-linked-list", "reverseList", "Trees & Recursion"],
  ["binary-tree-level-order-traversal", "levelOrder", "Trees & Recursion"],
  ["validate-binary-search-tree", "isValidBST", "Trees & Recursion"],
  ["climbing-stairs", "climbStairs", "Dynamic Programming"],
  ["maximum-subarray", "maxSubArray", "Dynamic Programming"],
  ["coin-change", "coinChange", "Dynamic Programming"],
  ["longest-increasing-subsequence", "lengthOfLIS", "Dynamic Programming"],
  ["edit-distance", "minDistance", "Dynamic Programming"],
  ["number-of-islands", "numIslands", "Graphs & Traversal"],
  ["course-schedule", "canFinish", "Graphs & Traversal"],
  ["network-delay-time", "networkDelayTime", "Graphs & Traversal"],
  ["word-ladder", "ladderLength", "Graphs & Traversal"],
];

/** Published challenges, at the least, and each difficulty's share of them (about 35 / 45 / 20 %). */
const MIN_CHALLENGES = 200;
const DIFFICULTY_SHARE = { Easy: [0.3, 0.4], Medium: [0.4, 0.5], Hard: [0.15, 0.25] } as const;
/** Challenges that keep a naive first try proven to time out (in Python at least). */
const MIN_WITH_NAIVE = 80;
/** Challenges whose naive solution is kept in Python and C++ (both proven to time out). */
const MIN_NAIVE_IN_BOTH = 60;
/** Challenges with several valid answers, judged by a checker (any order, any peak, any arrangement). */
const MIN_CHECKERS = 8;
/** Challenges with reference solutions in all six languages. */
const MIN_SIX_LANGUAGES = 60;
/** Challenges per pattern, at the least: every pattern is practised on several problems. */
const MIN_PER_PATTERN = 8;

let catalog: CatalogChallenge[];
let engine: Engine;
let cacheDir: string;

beforeAll(async () => {
  catalog = await loadCatalog(CATALOG_DIR, { generated: "load" });
  cacheDir = await mkdtemp(path.join(os.tmpdir(), "cp-catalog-"));
  const config = loadConfig({});
  engine = createExecutionEngine({
    sandbox: "bwrap",
    limits: config.exec.limits,
    cacheDir,
    cacheMaxBytes: 512 * 1024 * 1024,
  });
  await engine.assertReady();
});
afterAll(async () => {
  await engine.close();
  await rm(cacheDir, { recursive: true, force: true });
});

describe("the catalog", () => {
  it("has at least 200 challenges, 10 per topic, about 35 % Easy, 45 % Medium and 20 % Hard, each complete", () => {
    expect(catalog.length).toBeGreaterThanOrEqual(MIN_CHALLENGES);
    for (const [difficulty, [low, high]] of Object.entries(DIFFICULTY_SHARE)) {
      const share = catalog.filter((c) => c.difficulty === difficulty).length / catalog.length;
      expect(share, difficulty).toBeGreaterThanOrEqual(low);
      expect(share, difficulty).toBeLessThanOrEqual(high);
    }
    for (const topic of CHALLENGE_TOPICS) {
      const inTopic = catalog.filter((c) => c.topic === topic);
      expect(inTopic.length, topic).toBeGreaterThanOrEqual(10);
    }
    expect(new Set(catalog.map((c) => c.difficulty))).toEqual(new Set(["Easy", "Medium", "Hard"]));
    for (const challenge of catalog) {
      expect(challenge.description.length, challenge.slug).toBeGreaterThan(200);
      expect(challenge.solutions.python, `${challenge.slug} has a Python solution`).toMatch(/class Solution/);
      expect(
        Boolean(challenge.solutions.cpp || challenge.solutions.java),
        `${challenge.slug} has a C++ or Java solution`,
      ).toBe(true);
    }
  });

  it("teaches: patterns, a ladder of hints, an editorial, and hidden tests generated at the stated limits", () => {
    const incomplete: string[] = [];
    for (const c of catalog) {
      if (c.patterns.length === 0) incomplete.push(`${c.slug}: no pattern`);
      if (c.hints.length < 3) incomplete.push(`${c.slug}: ${c.hints.length} hints`);
      const sections = [...(c.editorial ?? "").matchAll(/^## (.+)$/gm)].map((m) => m[1]);
      if (sections.join("|") !== "Idea|Why it works|Complexity|Common mistakes") {
        incomplete.push(`${c.slug}: editorial sections ${JSON.stringify(sections)}`);
      }
      if (c.generated.length < 3) incomplete.push(`${c.slug}: ${c.generated.length} generated tests`);
      const naive = Object.keys(c.naive);
      if (naive.length > 0 && !naive.includes("python")) incomplete.push(`${c.slug}: a naive solution without Python`);
      // Each language's time limit comes from the references' measured CPU times (content:build).
      if (!c.timeLimits) incomplete.push(`${c.slug}: no calibrated time limits`);
    }
    expect(incomplete).toEqual([]);
    // Where the intended complexity matters, the tests reject the naive first try in both languages.
    expect(catalog.filter((c) => c.naive.python).length).toBeGreaterThanOrEqual(MIN_WITH_NAIVE);
    const bothNaive = catalog.filter((c) => c.naive.python && c.naive.cpp);
    expect(bothNaive.length).toBeGreaterThanOrEqual(MIN_NAIVE_IN_BOTH);
    // Where several answers are right, a checker accepts any of them, as LeetCode's judge does.
    const checked = catalog.filter((c) => c.checker?.includes("def check("));
    expect(checked.length).toBeGreaterThanOrEqual(MIN_CHECKERS);
    const sixLanguages = catalog.filter((c) => Object.keys(c.solutions).length === 6);
    expect(sixLanguages.length).toBeGreaterThanOrEqual(MIN_SIX_LANGUAGES);
    const thin = CHALLENGE_PATTERNS.filter(
      (p) => catalog.filter((c) => c.patterns.includes(p)).length < MIN_PER_PATTERN,
    );
    expect(thin).toEqual([]);
  });

  it("includes the required challenges with their exact method names and topics", () => {
    for (const [slug, method, topic] of REQUIRED) {
      const challenge = catalog.find((c) => c.slug === slug);
      expect(challenge, slug).toBeDefined();
      expect(challenge?.signature.name).toBe(method);
      expect(challenge?.topic).toBe(topic);
    }
  });
});

// Database-independent: CI's second integration pass (PostgreSQL + Redis) need not repeat it.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  "every reference solution passes every test in the real sandbox",
  () => {
    // Every challenge's Python reference (no compile: every signature through one driver), and
    // every reference of a quarter of the catalog, a different quarter each day, so four days of
    // CI cover all of it within the CI budget; `npm run content:check` proves the whole catalog.
    it("in Python for every challenge, and in all its languages for a rotating quarter", async () => {
      const everyLanguage = new Set(rotatingSample(catalog, Math.ceil(catalog.length / 4), new Date()));
      const jobs: { challenge: CatalogChallenge; language: TLanguageKey; code: string }[] = [];
      for (const challenge of catalog) {
        for (const [language, code] of Object.entries(challenge.solutions)) {
          if (language === "python" || everyLanguage.has(challenge)) {
            jobs.push({ challenge, language: language as TLanguageKey, code });
          }
        }
      }
      const judge = createJudge(engine);
      const failures: string[] = [];
      await eachLimited(jobs, 2, async ({ challenge, language, code }) => {
        const tests = [...challenge.samples, ...challenge.hidden, ...challenge.generated];
        const outcome = await judge.run({
          signature: challenge.signature,
          compare: challenge.compare,
          checker: challenge.checker,
          tests,
          language,
          code,
          // Within the limit a learner of this language is held to, not the server's default.
          timeLimitMs: challenge.timeLimits?.[language] ?? null,
        });
        const failed = outcome.testResults.filter((r) => !r.passed);
        if (outcome.verdict !== "Accepted" || failed.length > 0 || outcome.testResults.length !== tests.length) {
          const first = failed[0];
          failures.push(
            `${challenge.slug} [${language}]: ${outcome.verdict}${outcome.compileOutput ? ` ${outcome.compileOutput.slice(0, 300)}` : ""}${
              first
                ? ` test ${first.index}: expected ${JSON.stringify(first.expected)} got ${JSON.stringify(first.actual)} ${first.error ?? ""}`
                : ""
            }`,
          );
        }
      });
      expect(failures).toEqual([]);
      expect(jobs.length).toBeGreaterThanOrEqual(catalog.length + everyLanguage.size);
      // About 400 programs (half of them C++, Java, C# or C to compile): 3 to 5 minutes on 2 cores.
    }, 1_200_000);

    // The whole proof (npm run content:check) of a few challenges with naive solutions, a different
    // few each day: their naive first tries run out of time on the generated tests.
    it("proves a rotating sample: naive solutions time out, generators are deterministic", async () => {
      const withNaive = catalog.filter((c) => Object.keys(c.naive).length > 0);
      expect(withNaive.length).toBeGreaterThan(0);
      const judge = createJudge(engine);
      const problems: string[] = [];
      for (const challenge of rotatingSample(withNaive, 3, new Date())) {
        const proof = await proveChallenge(path.join(CATALOG_DIR, challenge.slug), challenge, judge);
        problems.push(...proof.problems);
        expect(
          Object.values(proof.naive).every((v) => v === "Time Limit Exceeded"),
          challenge.slug,
        ).toBe(true);
      }
      expect(problems).toEqual([]);
    }, 600_000);
  },
);
