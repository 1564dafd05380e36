import {
  ADMIN_ENDPOINTS,
  CHALLENGE_ENDPOINTS,
  type TAdminValidationProgressEvent,
  type TChallengeValidation,
} from "@cp/contracts";
import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, signUp, startTestPlatform, type TestPlatform } from "../../test/platform";
import { ADMIN, maxOfTwo, openSocketTo, test } from "./testing/fixtures";

// A challenge's starters and its validation in the sandbox, as the admin's form checks them before
// a save (saving, editing and what learners see are in admin.int.test.ts).
let platform: TestPlatform;
let admin: ReturnType<typeof createClient>;
const sockets: Socket[] = [];

beforeAll(async () => {
  platform = await startTestPlatform({ ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password });
  admin = createClient(platform.url);
  expect((await admin.post("/api/auth/login", ADMIN)).status).toBe(200);
}, 120_000);
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await platform?.close();
});

const openSocket = (cookie: string) => openSocketTo(platform.url, cookie, sockets);

describe("challenge starters and validation", () => {
  it("refuses a starter that does not declare the method or does not compile", async () => {
    const renamed = maxOfTwo({
      starterCode: JSON.stringify({ Python: "class Solution:\n    def other(self):\n        " }),
    });
    const refused = await admin.post(ADMIN_ENDPOINTS.challenges.create.path, renamed);
    expect(refused.status).toBe(422);
    const starter = (refused.body.validation as TChallengeValidation).runs.find((r) => r.kind === "starter" && !r.ok);
    expect(starter).toMatchObject({
      language: "Python",
      compileOutput: expect.stringMatching(/does not declare maxOfTwo/),
    });

    const broken = maxOfTwo({
      starterCode: JSON.stringify({
        Java: "class Solution {\n    public int maxOfTwo(int a, int b) {\n        return a +;\n    }\n}",
      }),
    });
    const javaRefused = await admin.post(ADMIN_ENDPOINTS.challenges.create.path, broken);
    expect(javaRefused.status).toBe(422);
    expect((javaRefused.body.validation as TChallengeValidation).runs).toContainEqual(
      expect.objectContaining({ language: "Java", kind: "starter", ok: false, verdict: "Compilation Error" }),
    );
  }, 60_000);

  it("checks each starter as a learner's Run compiles it: a generated starter compiles for both, LeetCode's empty Java body fails both alike", async () => {
    const languages = ["Java", "Python", "C#", "JavaScript", "C++", "C"];
    const signature = { name: "sumAll", params: [{ name: "nums", type: "int[]" as const }], returns: "int" as const };
    const { starterCode } = await admin.call(ADMIN_ENDPOINTS.starterCode, { body: { signature, languages } });
    const input = maxOfTwo({
      supportedLanguages: languages,
      signature,
      starterCode,
      solution: JSON.stringify({
        Python: "class Solution:\n    def sumAll(self, nums: List[int]) -> int:\n        return sum(nums)\n",
      }),
      testCases: [JSON.stringify({ input: { nums: [1, 2] }, expected: 3, sample: true })],
    });
    const report = await admin.call(ADMIN_ENDPOINTS.validateChallenge, {
      body: { ...input, validationId: "v-starter" },
    });
    const starterRuns = report.runs.filter((r) => r.kind === "starter");
    expect(starterRuns.map((r) => [r.language, r.ok, r.compileOutput])).toEqual(
      languages.map((language) => [language, true, undefined]),
    );

    const created = await admin.call(ADMIN_ENDPOINTS.challenges.create, { body: input });
    const { client: learner } = await signUp(platform.url);
    const detail = await learner.call(CHALLENGE_ENDPOINTS.detail, { params: { id: created.id } });
    const served = JSON.parse(detail.starterCode) as Record<string, string>;
    for (const language of languages) {
      const run = await learner.call(CHALLENGE_ENDPOINTS.run, {
        params: { id: created.id },
        body: { language, code: served[language] ?? "" },
      });
      expect(run.verdict, `${language}: ${run.compileOutput ?? ""}`).not.toBe("Compilation Error");
    }

    // LeetCode's own Java starter (an empty body) does not compile: validation says so with the
    // compiler's words, and a learner running it gets the same.
    const leetCodeJava = "class Solution {\n    public int sumAll(int[] nums) {\n        \n    }\n}";
    const refused = await admin.call(ADMIN_ENDPOINTS.validateChallenge, {
      body: { ...input, starterCode: JSON.stringify({ Java: leetCodeJava }), validationId: "v-empty" },
    });
    const javaStarter = refused.runs.find((r) => r.kind === "starter" && r.language === "Java");
    expect(javaStarter).toMatchObject({
      ok: false,
      verdict: "Compilation Error",
      compileOutput: expect.stringMatching(/missing return statement/),
    });
    const learnerRun = await learner.call(CHALLENGE_ENDPOINTS.run, {
      params: { id: created.id },
      body: { language: "Java", code: leetCodeJava },
    });
    expect(learnerRun).toMatchObject({
      verdict: "Compilation Error",
      compileOutput: expect.stringMatching(/missing return statement/),
    });
  }, 180_000);

  it("validates without saving and streams each test's verdict to the admin's socket only", async () => {
    const { client: student } = await signUp(platform.url);
    const adminSocket = await openSocket(admin.cookie);
    const studentSocket = await openSocket(student.cookie);
    const seen: TAdminValidationProgressEvent[] = [];
    let leaked = 0;
    adminSocket.on("admin.validationProgress", (event: TAdminValidationProgressEvent) => seen.push(event));
    studentSocket.on("admin.validationProgress", () => leaked++);
    const before = (await admin.call(ADMIN_ENDPOINTS.challenges.list)).length;

    const report = await admin.call(ADMIN_ENDPOINTS.validateChallenge, {
      body: { ...maxOfTwo({ testCases: [test(1, 2, 2, true), test(3, 9, 3)] }), validationId: "v-1" },
    });
    expect(report.ok).toBe(false);
    expect(report.validationId).toBe("v-1");
    await expect.poll(() => seen.filter((e) => e.kind === "solution").length).toBe(4);
    expect(seen.every((e) => e.validationId === "v-1")).toBe(true);
    expect(seen).toContainEqual(
      expect.objectContaining({
        language: "Python",
        kind: "solution",
        index: 1,
        passed: false,
        verdict: "Wrong Answer",
      }),
    );
    expect(leaked).toBe(0);
    expect((await admin.call(ADMIN_ENDPOINTS.challenges.list)).length).toBe(before);
  }, 60_000);

  it("generates starter code from a signature in LeetCode's shape", async () => {
    const { starterCode } = await admin.call(ADMIN_ENDPOINTS.starterCode, {
      body: { signature: maxOfTwo().signature, languages: ["Python", "C#"] },
    });
    const starters = JSON.parse(starterCode) as Record<string, string>;
    expect(Object.keys(starters).sort()).toEqual(["C#", "Python"]);
    expect(starters.Python).toContain("def maxOfTwo(self, a: int, b: int) -> int:");
    expect(starters["C#"]).toContain("public int MaxOfTwo(int a, int b)");
  });
});
