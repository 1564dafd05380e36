import {
  API,
  CHALLENGE_ENDPOINTS,
  POPULAR_CHALLENGE_COUNT,
  PROGRESS_ENDPOINTS,
  type TChallengeDetail,
  type TChallengeListItem,
  type TChallengeSummary,
  type TRunResponse,
  type TRunTestResultEvent,
  type TSubmitResponse,
  ZChallengeSummary,
} from "@cp/contracts";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { submissions } from "../../db/schema";
import { createClient, signUp, startTestPlatform, type TestPlatform } from "../../test/platform";

let platform: TestPlatform;
let twoSum: TChallengeDetail;
const sockets: Socket[] = [];

const PY_CORRECT = `class Solution:
    def twoSum(self, nums: List[int], target: int) -> List[int]:
        seen = {}
        for i, n in enumerate(nums):
            if target - n in seen:
                return [seen[target - n], i]
            seen[n] = i
        return []
`;
const PY_WRONG = `class Solution:
    def twoSum(self, nums: List[int], target: int) -> List[int]:
        print("debugging", len(nums))
        return [0, 0]
`;

beforeAll(async () => {
  platform = await startTestPlatform({ ADMIN_USERNAME: "boss", ADMIN_PASSWORD: "bosspass1" });
  const { client } = await signUp(platform.url);
  const list = await client.call(CHALLENGE_ENDPOINTS.list);
  const id = list.find((c) => c.slug === "two-sum")?.id ?? "";
  twoSum = await client.call(CHALLENGE_ENDPOINTS.detail, { params: { id } });
}, 120_000);
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await platform?.close();
});

function openSocket(cookie: string): Promise<Socket> {
  const socket = connect(platform.url, { transports: ["websocket"], extraHeaders: { cookie }, forceNew: true });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once("connect", () => resolve(socket));
    socket.once("connect_error", reject);
  });
}

describe("challenge list and detail", () => {
  it("needs a session", async () => {
    expect((await createClient(platform.url).get("/api/challenges")).status).toBe(401);
  });

  it("lists the catalog with the server-side filters", async () => {
    const { client } = await signUp(platform.url);
    const all = (await client.get("/api/challenges")).body as unknown as TChallengeListItem[];
    expect(all.length).toBeGreaterThanOrEqual(60);
    const hardGraphs = (
      await client.get(`/api/challenges?difficulty=Hard&topic=${encodeURIComponent("Graphs & Traversal")}`)
    ).body as unknown as TChallengeListItem[];
    expect(hardGraphs.length).toBeGreaterThan(0);
    expect(hardGraphs.every((c) => c.difficulty === "Hard" && c.topic === "Graphs & Traversal")).toBe(true);
    const cpp = (await client.get("/api/challenges?language=C%2B%2B")).body as unknown as TChallengeListItem[];
    expect(cpp.length).toBe(all.length);
    const bad = await client.get("/api/challenges?difficulty=Impossible");
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/difficulty/);
  });

  it("shows starter code for all six languages and the samples, never hidden tests or solutions", async () => {
    const starter = JSON.parse(twoSum.starterCode) as Record<string, string>;
    expect(Object.keys(starter).sort()).toEqual(["C", "C#", "C++", "Java", "JavaScript", "Python"]);
    expect(starter.Python).toContain("def twoSum(self, nums: List[int], target: int) -> List[int]:");
    expect(starter.JavaScript).toContain("var twoSum = function(nums, target)");
    expect(starter.C).toContain("int* twoSum(int* nums, int numsSize, int target, int* returnSize)");
    expect(twoSum.sampleTests.length).toBeGreaterThanOrEqual(3);
    expect(twoSum.hiddenTestCount).toBeGreaterThanOrEqual(8);
    const raw = JSON.stringify(twoSum);
    expect(raw).not.toMatch(/solution"|"tests"|class Solution:\n\s+def twoSum[\s\S]*seen/);
  });

  it("gives anyone the popular challenges' cards, one per topic, and nothing more", async () => {
    const answer = await createClient(platform.url).get(API.challenges.popular);
    expect(answer.status).toBe(200);
    // Strict: a field beyond the card's fails the parse, before the key check below.
    const cards: TChallengeSummary[] = ZChallengeSummary.strict().array().parse(answer.body);
    expect(cards.length).toBe(POPULAR_CHALLENGE_COUNT);
    expect(new Set(cards.map((c) => c.topic)).size).toBe(POPULAR_CHALLENGE_COUNT);
    for (const card of cards) {
      expect(Object.keys(card).sort()).toEqual(Object.keys(ZChallengeSummary.shape).sort());
    }
    // The most submitted challenge of its topic leads: a learner's submission moves Two Sum to the front.
    const { client } = await signUp(platform.url);
    await client.call(CHALLENGE_ENDPOINTS.submit, {
      params: { id: twoSum.id },
      body: { code: PY_WRONG, language: "Python" },
    });
    const after = await createClient(platform.url).call(CHALLENGE_ENDPOINTS.popular);
    expect(after[0]?.id).toBe(twoSum.id);
    expect(after[0]?.attemptedLearners).toBeGreaterThanOrEqual(1);
  });

  it("answers 404 'Challenge not found' for an unknown id", async () => {
    const { client } = await signUp(platform.url);
    const response = await client.get("/api/challenges/00000000-0000-0000-0000-000000000000");
    expect(response.status).toBe(404);
    expect(response.body.message).toBe("Challenge not found");
  });
});

describe("running code", () => {
  it("streams each test result to the learner's socket and answers with all of them", async () => {
    const { client } = await signUp(platform.url);
    const socket = await openSocket(client.cookie);
    const streamed: number[] = [];
    socket.on("run.testResult", (event: { runId: string; result: { index: number } }) => {
      if (event.runId === "run-stream-1") streamed.push(event.result.index);
    });
    const response = await client.post(`/api/challenges/${twoSum.id}/run`, {
      code: PY_CORRECT,
      language: "Python",
      runId: "run-stream-1",
    });
    expect(response.status).toBe(200);
    const body = response.body as unknown as TRunResponse;
    expect(body.allPassed).toBe(true);
    expect(body.testResults).toHaveLength(twoSum.sampleTests.length);
    await new Promise((r) => setTimeout(r, 100));
    expect(streamed.sort()).toEqual(body.testResults.map((r) => r.index).sort());
  });

  it("shows what a wrong solution returned and printed, and runs a custom input", async () => {
    const { client } = await signUp(platform.url);
    const response = await client.post(`/api/challenges/${twoSum.id}/run`, {
      code: PY_WRONG,
      language: "python",
      customInput: JSON.stringify({ nums: [1, 2], target: 3 }),
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const body = response.body as unknown as TRunResponse;
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
    const { client } = await signUp(platform.url);
    const url = `/api/challenges/${twoSum.id}/run`;
    const inputs = [
      { nums: [3, 3], target: 6 },
      { nums: [5, 1, 4], target: 9 },
      { nums: [-2, 7, 11], target: 9 },
    ];
    const body = await client.call(CHALLENGE_ENDPOINTS.run, {
      params: { id: twoSum.id },
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
    expect(body.testResults.length).toBe(twoSum.sampleTests.length + 3);
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
    const { client, user } = await signUp(platform.url);
    const url = `/api/challenges/${twoSum.id}/run`;
    const blank = await client.post(url, { code: "   ", language: "Python" });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toMatch(/code/);
    const language = await client.post(url, { code: PY_CORRECT, language: "Ruby" });
    expect(language.status).toBe(400);
    expect(language.body.message).toMatch(/Ruby is not supported/);
    const huge = await client.post(`/api/challenges/${twoSum.id}/submit`, {
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

describe("submitting", () => {
  it("records a failed then an accepted submission with progress, points, streak, counters and a live leaderboard event", async () => {
    const { client, user } = await signUp(platform.url);
    const watcher = await openSocket(client.cookie);
    await watcher.emitWithAck("subscribe", { room: "leaderboard" });
    const before = (await client.get(`/api/challenges/${twoSum.id}`)).body as unknown as TChallengeDetail;

    const failed = (await client.post(`/api/challenges/${twoSum.id}/submit`, { code: PY_WRONG, language: "Python" }))
      .body as unknown as TSubmitResponse;
    expect(failed.passed).toBe(false);
    expect(failed.verdict).toBe("Wrong Answer");
    expect(failed.failedTest).toMatchObject({ passed: false, actual: [0, 0] });
    expect(failed.pointsAwarded).toBe(0);
    // The coach names the failing case: what came back against what was expected.
    expect(failed.feedback).toMatch(/expected `\[.*\]`, got `\[0,\s?0\]`/);

    const leaderboardEvent = new Promise<{ changedUserId: string; entries: { id: string; points: number }[] }>(
      (resolve) => watcher.once("leaderboard.changed", resolve),
    );
    const passed = (await client.post(`/api/challenges/${twoSum.id}/submit`, { code: PY_CORRECT, language: "Python" }))
      .body as unknown as TSubmitResponse;
    expect(passed).toMatchObject({ passed: true, verdict: "Accepted", pointsAwarded: 10, feedbackSource: "automated" });
    expect(passed.passedCount).toBe(passed.totalCount);
    const event = await leaderboardEvent;
    expect(event.changedUserId).toBe(user.id);
    expect(event.entries.find((e) => e.id === user.id)?.points).toBe(10);

    const again = (await client.post(`/api/challenges/${twoSum.id}/submit`, { code: PY_CORRECT, language: "Python" }))
      .body as unknown as TSubmitResponse;
    expect(again.pointsAwarded).toBe(0);

    const progress = (await client.get(`/api/progress/${user.id}`)).body as unknown as {
      challengeId: string;
      attempts: number;
      completed: boolean;
      bestScore: number;
    }[];
    expect(progress).toEqual([
      expect.objectContaining({ challengeId: twoSum.id, attempts: 3, completed: true, bestScore: 100 }),
    ]);
    const submissions = (await client.get(`/api/submissions/user/${user.id}`)).body as unknown as {
      passed: boolean;
      language: string;
    }[];
    expect(submissions.map((s) => s.passed)).toEqual([true, true, false]);
    expect(submissions[0]?.language).toBe("Python");
    const rank = (await client.get(`/api/leaderboard/user/${user.id}`)).body;
    expect(rank).toMatchObject({ points: 10, currentStreak: 1 });
    expect(rank.rank).toBeGreaterThanOrEqual(1);
    const after = (await client.get(`/api/challenges/${twoSum.id}`)).body as unknown as TChallengeDetail;
    expect(after.totalAttempts).toBe(before.totalAttempts + 3);
    expect(after.completed).toBe(true);
  });

  it("tells where an accepted submission stands among everyone's in its language: runtime and memory beaten, and the runtime chart", async () => {
    const slowCode = PY_CORRECT.replace(
      "        seen = {}",
      "        import time\n        start = time.perf_counter()\n        while time.perf_counter() - start < 0.03:\n            pass\n        seen = {}",
    );
    const slow = await signUp(platform.url);
    const slowResult = await slow.client.call(CHALLENGE_ENDPOINTS.submit, {
      params: { id: twoSum.id },
      body: { code: slowCode, language: "Python" },
    });
    expect(slowResult.passed).toBe(true);

    const fast = await signUp(platform.url);
    const failed = await fast.client.call(CHALLENGE_ENDPOINTS.submit, {
      params: { id: twoSum.id },
      body: { code: PY_WRONG, language: "Python" },
    });
    // The standing is asked for after the submit's answer, and only an accepted one has one.
    expect("standing" in failed).toBe(false);
    const refused = await fast.client.get(`/api/submissions/${failed.submissionId}/standing`);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: "Only an accepted submission has a standing" });
    const result = await fast.client.call(CHALLENGE_ENDPOINTS.submit, {
      params: { id: twoSum.id },
      body: { code: PY_CORRECT, language: "Python" },
    });
    const standing = await fast.client.call(PROGRESS_ENDPOINTS.standing, {
      params: { submissionId: result.submissionId },
    });
    // Someone else's submission is not found, like an unknown one.
    for (const id of [result.submissionId, "00000000-0000-4000-8000-000000000000", "not-an-id"]) {
      const other = await slow.client.get(`/api/submissions/${id}/standing`);
      expect(other.status, id).toBe(404);
      expect(other.body).toEqual({ message: "Submission not found" });
    }
    expect(standing.language).toBe("Python");
    expect(standing.acceptedCount).toBeGreaterThanOrEqual(2);
    expect(standing.runtimeMs).toBeLessThan(slowResult.executionTime);
    // The slow solution (30 ms a call) ran slower: this one beats at least it.
    expect(standing.runtimeBeats).toBeGreaterThan(0);
    expect(standing.distribution.reduce((sum, bar) => sum + bar.count, 0)).toBe(standing.acceptedCount);
    expect(standing.distribution.filter((bar) => bar.mine)).toHaveLength(1);
    expect(standing.memoryKb).toBeGreaterThan(1024);
    expect(standing.memoryBeats).not.toBeNull();

    const own = await fast.client.call(PROGRESS_ENDPOINTS.mySubmissions, { params: { challengeId: twoSum.id } });
    expect(own[0]?.memoryKb).toBe(result.memoryKb);
    expect(own[1]?.memoryKb).toBeGreaterThan(0);
  }, 60_000);

  it("computes the percentiles from the stored accepted submissions of the language: those slower or heavier, ties counted half", async () => {
    const seeder = await signUp(platform.url);
    // Ten accepted C submissions already stored (no other test submits C), and one failed one,
    // which must not count.
    const times = [0, 0, 1, 1, 5, 5, 5, 50, 100, 100];
    const memories = [900, 900, 1000, 1200, 1500, 2000, 2000, 4000, 8000, 8000];
    const stored = times.map((executionTime, i) => ({
      userId: seeder.user.id,
      challengeId: twoSum.id,
      language: "C",
      code: "/* seeded */",
      verdict: "Accepted",
      passed: true,
      passedCount: 13,
      totalCount: 13,
      executionTime,
      memoryKb: memories[i] ?? null,
    }));
    await platform.database.db
      .insert(submissions)
      .values([...stored, { ...stored[0]!, verdict: "Wrong Answer", passed: false, executionTime: 999 }]);

    const { client } = await signUp(platform.url);
    const result = await client.call(CHALLENGE_ENDPOINTS.submit, {
      params: { id: twoSum.id },
      body: {
        language: "C",
        code: `int* twoSum(int* nums, int numsSize, int target, int* returnSize) {
    int* pair = malloc(2 * sizeof(int));
    *returnSize = 2;
    for (int i = 0; i < numsSize; i++)
        for (int j = i + 1; j < numsSize; j++)
            if (nums[i] + nums[j] == target) { pair[0] = i; pair[1] = j; return pair; }
    *returnSize = 0;
    return pair;
}`,
      },
    });
    const standing = await client.call(PROGRESS_ENDPOINTS.standing, { params: { submissionId: result.submissionId } });
    expect(standing.acceptedCount).toBe(11);
    // Expected from the seeded rows and this run's own (rounded) figures.
    const beats = (values: number[], mine: number) =>
      Math.round((100 * (values.filter((v) => v > mine).length + values.filter((v) => v === mine).length / 2)) / 10);
    expect(standing.runtimeBeats).toBe(beats(times, standing.runtimeMs));
    expect(standing.memoryKb).toBe(result.memoryKb);
    expect(standing.memoryBeats).toBe(beats(memories, standing.memoryKb ?? 0));
    const mine = standing.distribution.find((bar) => bar.mine);
    expect(mine && mine.fromMs <= standing.runtimeMs && standing.runtimeMs <= mine.toMs).toBe(true);
    expect(standing.distribution.reduce((sum, bar) => sum + bar.count, 0)).toBe(11);
  }, 60_000);

  it("lists a learner's own submissions of a challenge with their code, newest first, and nobody else's", async () => {
    const { client } = await signUp(platform.url);
    await client.post(`/api/challenges/${twoSum.id}/submit`, { code: PY_WRONG, language: "Python" });
    await client.post(`/api/challenges/${twoSum.id}/submit`, { code: PY_CORRECT, language: "Python" });

    const mine = await client.call(PROGRESS_ENDPOINTS.mySubmissions, { params: { challengeId: twoSum.id } });
    expect(mine.map((s) => [s.verdict, s.code])).toEqual([
      ["Accepted", PY_CORRECT],
      ["Wrong Answer", PY_WRONG],
    ]);
    expect(mine[0]).toMatchObject({ language: "Python", passed: true });
    expect(mine[0]?.passedCount).toBe(mine[0]?.totalCount);
    expect(mine[0]?.executionTime).toBeGreaterThanOrEqual(0);

    // Another learner sees only their own (none), a malformed id is 404, and a visitor needs a session.
    const other = await signUp(platform.url);
    expect(await other.client.call(PROGRESS_ENDPOINTS.mySubmissions, { params: { challengeId: twoSum.id } })).toEqual(
      [],
    );
    expect((await client.get("/api/submissions/challenge/not-a-challenge")).status).toBe(404);
    expect((await createClient(platform.url).get(`/api/submissions/challenge/${twoSum.id}`)).status).toBe(401);
  });

  it("keeps the learner's code per language as drafts, the latest language first, for them alone", async () => {
    const { client } = await signUp(platform.url);
    const params = { id: twoSum.id };
    expect(await client.call(CHALLENGE_ENDPOINTS.drafts, { params })).toEqual({ lastLanguage: null, drafts: {} });

    await client.call(CHALLENGE_ENDPOINTS.saveDraft, { params, body: { language: "Python", code: PY_WRONG } });
    await client.call(CHALLENGE_ENDPOINTS.saveDraft, { params, body: { language: "java", code: "class Solution {}" } });
    const saved = await client.call(CHALLENGE_ENDPOINTS.saveDraft, {
      params,
      body: { language: "Python", code: PY_CORRECT },
    });
    expect(saved.lastLanguage).toBe("Python");
    expect(saved.drafts.Python?.code).toBe(PY_CORRECT);
    // The language's name is the catalog's, whatever spelling was sent.
    expect(saved.drafts.Java?.code).toBe("class Solution {}");
    expect(await client.call(CHALLENGE_ENDPOINTS.drafts, { params })).toEqual(saved);

    // Another learner has none; bad input changes nothing.
    const other = await signUp(platform.url);
    expect(await other.client.call(CHALLENGE_ENDPOINTS.drafts, { params })).toEqual({ lastLanguage: null, drafts: {} });
    const unsupported = await client.put(`/api/challenges/${twoSum.id}/drafts`, { language: "Cobol", code: "x" });
    expect(unsupported.status).toBe(400);
    const huge = await client.put(`/api/challenges/${twoSum.id}/drafts`, {
      language: "Python",
      code: "x".repeat(300_000),
    });
    expect(huge.status).toBeGreaterThanOrEqual(400);
    expect(huge.status).toBeLessThan(500);
    expect((await client.call(CHALLENGE_ENDPOINTS.drafts, { params })).drafts.Python?.code).toBe(PY_CORRECT);
    expect((await createClient(platform.url).get(`/api/challenges/${twoSum.id}/drafts`)).status).toBe(401);
  });

  it("needs a session to submit", async () => {
    const response = await createClient(platform.url).post(`/api/challenges/${twoSum.id}/submit`, {
      code: PY_CORRECT,
      language: "Python",
    });
    expect(response.status).toBe(401);
  });
});

describe("what stays hidden", () => {
  it("streams a submission's hidden tests as index, verdict and time only, and reveals only the first failing one", async () => {
    const { client } = await signUp(platform.url);
    const socket = await openSocket(client.cookie);
    const streamed: TRunTestResultEvent[] = [];
    socket.on("run.testResult", (event: TRunTestResultEvent) => streamed.push(event));
    const runId = "secrecy-check";
    const answer = await client.call(CHALLENGE_ENDPOINTS.submit, {
      params: { id: twoSum.id },
      body: { code: PY_WRONG, language: "Python", runId },
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const mine = streamed.filter((e) => e.runId === runId);
    expect(mine.length).toBe(twoSum.sampleTests.length + twoSum.hiddenTestCount);
    const hidden = mine.filter((e) => "hidden" in e.result);
    expect(hidden.length).toBe(twoSum.hiddenTestCount);
    for (const event of hidden) {
      expect(Object.keys(event.result).sort()).toEqual(["hidden", "index", "passed", "time", "verdict"]);
    }
    // The samples are public: they stream whole.
    const samples = mine.filter((e) => !("hidden" in e.result));
    expect(samples.every((e) => "input" in e.result && "expected" in e.result)).toBe(true);
    // LeetCode shows the first failing test, and only that one.
    expect(answer.passed).toBe(false);
    expect(answer.failedTest?.index).toBe(0);
    expect(JSON.stringify(answer)).not.toContain("1000000000");
  });

  it("never sends hidden tests or reference solutions in the list, the detail or the public popular list", async () => {
    const { client } = await signUp(platform.url);
    const detail = await client.get(`/api/challenges/${twoSum.id}`);
    const list = await client.get("/api/challenges");
    const popular = await createClient(platform.url).get(API.challenges.popular);
    for (const text of [detail.text, list.text, popular.text]) {
      // A hidden Two Sum input, and the reference solution's distinctive line.
      expect(text).not.toContain("1999999999");
      expect(text).not.toMatch(/"(hidden|solution|tests)"\s*:/);
    }
  });
});

describe("hints", () => {
  it("gives the authored hints in order, then one about the learner's code", async () => {
    const { client } = await signUp(platform.url);
    const url = `/api/challenges/${twoSum.id}/hint`;
    const first = (await client.post(url, { code: "" })).body;
    expect(first).toMatchObject({ source: "authored", number: 1, hint: twoSum.hints[0] });
    const second = (await client.post(url, { code: "" })).body;
    expect(second).toMatchObject({ source: "authored", number: 2, hint: twoSum.hints[1] });
    for (let i = 2; i < twoSum.hints.length; i++) await client.post(url, { code: "" });
    const nested = `class Solution:
    def twoSum(self, nums, target):
        for i in range(len(nums)):
            for j in range(len(nums)):
                if i != j and nums[i] + nums[j] == target:
                    return [i, j]
`;
    const coach = (await client.post(url, { code: nested, language: "Python" })).body;
    expect(coach.source).toBe("automated");
    expect(String(coach.hint).length).toBeGreaterThan(20);
  });
});

describe("reading progress", () => {
  it("lets only the learner and admins read a learner's progress and submissions", async () => {
    const alice = await signUp(platform.url);
    const bob = await signUp(platform.url);
    expect((await bob.client.get(`/api/progress/${alice.user.id}`)).status).toBe(403);
    expect((await bob.client.get(`/api/submissions/user/${alice.user.id}`)).status).toBe(403);
    const admin = createClient(platform.url);
    await admin.post("/api/auth/login", { username: "boss", password: "bosspass1" });
    expect((await admin.get(`/api/progress/${alice.user.id}`)).status).toBe(200);
    expect((await createClient(platform.url).get(`/api/progress/${alice.user.id}`)).status).toBe(401);
    expect((await alice.client.get("/api/progress/00000000-0000-0000-0000-000000000000")).status).toBe(404);
    expect((await alice.client.get(`/api/leaderboard/user/${alice.user.id}`)).body).toEqual({
      rank: null,
      points: 0,
      currentStreak: 0,
    });
  });
});
