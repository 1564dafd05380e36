import { CHALLENGE_ENDPOINTS } from "@cp/contracts";
import { describe, expect, it } from "vitest";
import { signUp } from "../../test/platform";
import { PY_CORRECT, PY_WRONG, twoSumPlatform } from "../../test/two-sum";

/** Running code against a challenge's samples and custom inputs (POST /api/challenges/:id/run). */

const judging = twoSumPlatform();

describe("running code", () => {
  it("streams each test result to the learner's socket and answers with all of them", async () => {
    const { client } = await signUp(judging.platform.url);
    const socket = await judging.openSocket(client.cookie);
    const streamed: number[] = [];
    socket.on("run.testResult", (event: { runId: string; result: { index: number } }) => {
      if (event.runId === "run-stream-1") streamed.push(event.result.index);
    });
    const response = await client.post(`/api/challenges/${judging.twoSum.id}/run`, {
      code: PY_CORRECT,
      language: "Python",
      runId: "run-stream-1",
    });
    expect(response.status).toBe(200);
    const body = CHALLENGE_ENDPOINTS.run.response.parse(response.body);
    expect(body.allPassed).toBe(true);
    expect(body.testResults).toHaveLength(judging.twoSum.sampleTests.length);
    await new Promise((r) => setTimeout(r, 100));
    expect(streamed.sort()).toEqual(body.testResults.map((r) => r.index).sort());
  });

  it("shows what a wrong solution returned and printed, and runs a custom input", async () => {
    const { client } = await signUp(judging.platform.url);
    const response = await client.post(`/api/challenges/${judging.twoSum.id}/run`, {
      code: PY_WRONG,
      language: "python",
      customInput: JSON.stringify({ nums: [1, 2], target: 3 }),
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const body = CHALLENGE_ENDPOINTS.run.response.parse(response.body);
    expect(body.allPassed).toBe(false);
    const first = body.testResults[0]!;
    expect(first.passed).toBe(false);
    expect(first.actual).toEqual([0, 0]);
    expect(first.stdout).toContain("debugging");
    const custom = body.testResults.at(-1)!;
    expect(custom.custom).toBe(true);
    expect(custom.actual).toEqual([0, 0]);
  });

  it("runs several custom inputs after the samples, each shown with its output, and names a bad one", async () => {
    const { client } = await signUp(judging.platform.url);
    const url = `/api/challenges/${judging.twoSum.id}/run`;
    const inputs = [
      { nums: [3, 3], target: 6 },
      { nums: [5, 1, 4], target: 9 },
      { nums: [-2, 7, 11], target: 9 },
    ];
    const body = await client.call(CHALLENGE_ENDPOINTS.run, {
      params: { id: judging.twoSum.id },
      body: { code: PY_CORRECT, language: "Python", customInputs: inputs.map((i) => JSON.stringify(i)) },
    });
    const custom = body.testResults.filter((r) => r.custom);
    expect(custom.map((r) => r.input)).toEqual(inputs);
    expect(custom.map((r) => r.actual)).toEqual([
      [0, 1],
      [0, 2],
      [0, 2],
    ]);
    expect(custom.every((r) => r.expected === undefined)).toBe(true);
    expect(body.testResults.length).toBe(judging.twoSum.sampleTests.length + 3);
    expect(body.allPassed).toBe(true);

    const bad = await client.post(url, {
      code: PY_CORRECT,
      language: "Python",
      customInputs: [JSON.stringify(inputs[0]), JSON.stringify({ nums: "x", target: 1 })],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^customInputs\[1\]: /);
    const many = await client.post(url, {
      code: PY_CORRECT,
      language: "Python",
      customInputs: Array.from({ length: 9 }, () => JSON.stringify(inputs[0])),
    });
    expect(many.status).toBe(400);
    expect(many.body.message).toMatch(/at most 8/);
  });

  it("rejects bad input with a clear 4xx and records nothing", async () => {
    const { client, user } = await signUp(judging.platform.url);
    const url = `/api/challenges/${judging.twoSum.id}/run`;
    const blank = await client.post(url, { code: "   ", language: "Python" });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toMatch(/code/);
    const language = await client.post(url, { code: PY_CORRECT, language: "Ruby" });
    expect(language.status).toBe(400);
    expect(language.body.message).toMatch(/Ruby is not supported/);
    const huge = await client.post(`/api/challenges/${judging.twoSum.id}/submit`, {
      code: `# ${"x".repeat(70 * 1024)}\n${PY_CORRECT}`,
      language: "Python",
    });
    expect(huge.status).toBe(413);
    const custom = await client.post(url, { code: PY_CORRECT, language: "Python", customInput: "{not json" });
    expect(custom.status).toBe(400);
    expect(custom.body.message).toMatch(/customInput/);
    const missing = await client.post("/api/challenges/00000000-0000-0000-0000-000000000000/submit", {
      code: PY_CORRECT,
      language: "Python",
    });
    expect(missing.status).toBe(404);
    expect((await client.get(`/api/submissions/user/${user.id}`)).body).toEqual([]);
    expect((await client.get(`/api/progress/${user.id}`)).body).toEqual([]);
  });
});
