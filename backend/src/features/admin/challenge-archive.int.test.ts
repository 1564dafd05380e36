import { cp, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { ADMIN_ENDPOINTS, CHALLENGE_ENDPOINTS, type TChallengeArchive, ZChallengeImportResult } from "@cp/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, signUp, startTestPlatform, type TestPlatform } from "../../test/platform";
import { CATALOG_DIR } from "../challenges";
import { ADMIN } from "./testing/fixtures";

let platform: TestPlatform;
let admin: ReturnType<typeof createClient>;
let catalogDir: string;
const idOf: Record<string, string> = {};

beforeAll(async () => {
  // Two catalog challenges: one compared exactly (with generated tests), one judged by a checker.
  catalogDir = await mkdtemp(path.join(os.tmpdir(), "cp-archive-catalog-"));
  for (const slug of ["two-sum", "longest-palindromic-substring"]) {
    await cp(path.join(CATALOG_DIR, slug), path.join(catalogDir, slug), { recursive: true });
  }
  platform = await startTestPlatform(
    { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password },
    { catalogDir },
  );
  admin = createClient(platform.url);
  expect((await admin.post("/api/auth/login", ADMIN)).status).toBe(200);
  for (const c of await admin.call(ADMIN_ENDPOINTS.challenges.list)) {
    const full = await admin.call(ADMIN_ENDPOINTS.challenges.get, { params: { id: c.id } });
    if (full.slug) idOf[full.slug] = c.id;
  }
}, 120_000);
afterAll(async () => {
  await platform?.close();
  await rm(catalogDir, { recursive: true, force: true });
});

const exportOf = (slug: string) =>
  admin.call(ADMIN_ENDPOINTS.exportChallenge, { params: { id: idOf[slug] as string } });
const importing = (archives: TChallengeArchive[], replace = false) =>
  admin.post(ADMIN_ENDPOINTS.importChallenges.path, { archives, replace });

describe("challenge archives", () => {
  it("exports a challenge whole: statement, signature, hand-written and generated tests, references, editorial", async () => {
    const archive = await exportOf("two-sum");
    expect(archive).toMatchObject({ format: "codepractice.challenge/1", slug: "two-sum" });
    expect(archive.challenge).toMatchObject({ title: "Two Sum", compare: "unordered" });
    expect((archive.challenge.samples as unknown[]).length).toBeGreaterThanOrEqual(3);
    expect(archive.generated.length).toBeGreaterThanOrEqual(3);
    expect(archive.generated[0]).toHaveProperty("label");
    expect(Object.keys(archive.solutions).sort()).toEqual(expect.arrayContaining(["cpp", "python"]));
    expect(archive.generator).toContain("export default function generate");
    expect(archive.editorial).toContain("## Idea");
    expect(archive.naive.python).toBeDefined();
  });

  it("imports an exported challenge back exactly, proven in the sandbox, and a learner is judged on it", async () => {
    const before = await exportOf("longest-palindromic-substring");
    expect(before.checker).toContain("def check");
    const replaced = await importing([before], true);
    expect(replaced.status).toBe(200);
    expect(replaced.body.imported).toEqual([
      {
        id: idOf["longest-palindromic-substring"],
        slug: "longest-palindromic-substring",
        title: before.challenge.title,
        created: false,
      },
    ]);
    // The round trip: what comes out again is what went in.
    expect(await exportOf("longest-palindromic-substring")).toEqual(before);

    // A copy under another slug and title is a new challenge with the same tests and checker.
    const copy = {
      ...before,
      slug: "longest-palindrome-copy",
      challenge: { ...before.challenge, title: "Longest Palindrome (copy)" },
    };
    const created = await importing([copy]);
    expect(created.status).toBe(200);
    const { id } = ZChallengeImportResult.parse(created.body).imported[0] as { id: string };
    const { client } = await signUp(platform.url);
    const detail = await client.call(CHALLENGE_ENDPOINTS.detail, { params: { id } });
    expect(detail.hiddenTestCount).toBe((before.challenge.hidden as unknown[]).length + before.generated.length);
    // Its time limits are calibrated from the references' runs in the import's proof.
    expect(detail.timeLimits).toMatchObject({ cpp: expect.any(Number), python: expect.any(Number) });
    expect(detail.timeLimits?.python).toBeGreaterThanOrEqual(3000);
    const submitted = await client.call(CHALLENGE_ENDPOINTS.submit, {
      params: { id },
      body: { code: before.solutions.python as string, language: "Python" },
    });
    expect(submitted).toMatchObject({ passed: true, verdict: "Accepted" });
    expect(submitted.totalCount).toBe((before.challenge.samples as unknown[]).length + detail.hiddenTestCount);
  });

  it("refuses an archive whose reference fails a test, naming the test, and publishes nothing of the batch", async () => {
    const twoSum = await exportOf("two-sum");
    const good = {
      ...twoSum,
      slug: "two-sum-batch",
      challenge: { ...twoSum.challenge, title: "Two Sum (batch)" },
      naive: {},
    };
    const base = await exportOf("longest-palindromic-substring");
    const broken = {
      ...base,
      slug: "palindrome-broken",
      challenge: { ...base.challenge, title: "Broken Palindrome" },
      solutions: {
        ...base.solutions,
        python: "class Solution:\n    def longestPalindrome(self, s: str) -> str:\n        return s[0]\n",
      },
    };
    const answer = await importing([good, broken]);
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe(
      'palindrome-broken: the Python reference solution fails sample 1: expected "aba", got "x" (\'x\' has length 1, but s holds a palindrome of length 3)',
    );
    const slugs = (await admin.call(ADMIN_ENDPOINTS.challenges.list)).map((c) => c.title);
    expect(slugs).not.toContain("Two Sum (batch)");
    expect(slugs).not.toContain("Broken Palindrome");
  });

  it("refuses a naive solution that does not run out of time, and an archive whose tests break its constraints", async () => {
    const base = await exportOf("two-sum");
    const fastNaive = {
      ...base,
      slug: "two-sum-fast-naive",
      challenge: { ...base.challenge, title: "Two Sum (fast naive)" },
      naive: { python: base.solutions.python as string },
    };
    const slow = await importing([fastNaive]);
    expect(slow.status).toBe(422);
    expect(slow.body.message).toBe(
      "two-sum-fast-naive: the Python naive solution must run out of time on the generated tests, but it ended with Accepted",
    );

    const outOfRange = {
      ...base,
      slug: "two-sum-out-of-range",
      challenge: { ...base.challenge, title: "Two Sum (out of range)" },
      generated: [{ label: "too short", input: { nums: [5], target: 5 }, expected: [0, 0] }],
      naive: {},
    };
    const refused = await importing([outOfRange]);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^two-sum-out-of-range: generated test 'too short': nums/);
  });

  it("refuses a taken slug without Replace, another version of the format, and anyone but an admin", async () => {
    const archive = await exportOf("two-sum");
    const taken = await importing([archive]);
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe("two-sum: a challenge with this slug exists; import with Replace to update it");
    const future = await importing([{ ...archive, format: "codepractice.challenge/2" as never }]);
    expect(future.status).toBe(400);
    expect(future.body.message).toContain('must be "codepractice.challenge/1"');

    const { client: student } = await signUp(platform.url);
    expect((await student.post(ADMIN_ENDPOINTS.importChallenges.path, { archives: [archive] })).status).toBe(403);
    expect(
      (await createClient(platform.url).post(ADMIN_ENDPOINTS.importChallenges.path, { archives: [] })).status,
    ).toBe(401);
    expect(
      (await student.get(ADMIN_ENDPOINTS.exportChallenge.path.replace(":id", idOf["two-sum"] as string))).status,
    ).toBe(403);
  });
});
