import {
  API,
  CHALLENGE_ENDPOINTS,
  POPULAR_CHALLENGE_COUNT,
  PROGRESS_ENDPOINTS,
  type TChallengeSummary,
  type TRunTestResultEvent,
  ZCatalogStats,
  ZChallengeSummary,
} from "@cp/contracts";
import { describe, expect, it } from "vitest";
import { createClient, signUp } from "../../test/platform";
import { PY_CORRECT, PY_WRONG, twoSumPlatform } from "../../test/two-sum";
import { TWO_SUM } from "../execution";

const judging = twoSumPlatform({ ADMIN_USERNAME: "boss", ADMIN_PASSWORD: "bosspass1" });

describe("challenge list and detail", () => {
  it("needs a session", async () => {
    expect((await createClient(judging.platform.url).get("/api/challenges")).status).toBe(401);
  });

  it("lists the catalog with the server-side filters", async () => {
    const { client } = await signUp(judging.platform.url);
    const all = await client.call(CHALLENGE_ENDPOINTS.list);
    expect(all.length).toBeGreaterThanOrEqual(60);
    const hardGraphs = await client.call(CHALLENGE_ENDPOINTS.list, {
      query: { difficulty: "Hard", topic: "Graphs & Traversal" },
    });
    expect(hardGraphs.length).toBeGreaterThan(0);
    expect(hardGraphs.every((c) => c.difficulty === "Hard" && c.topic === "Graphs & Traversal")).toBe(true);
    const cpp = await client.call(CHALLENGE_ENDPOINTS.list, { query: { language: "C++" } });
    expect(cpp.length).toBe(all.length);
    // Patterns are tags beside the topic: the list filters on them.
    const hashing = await client.call(CHALLENGE_ENDPOINTS.list, { query: { pattern: "Arrays & Hashing" } });
    expect(hashing.map((c) => c.slug)).toContain("two-sum");
    expect(hashing.length).toBeLessThan(all.length);
    expect(hashing.every((c) => c.patterns.includes("Arrays & Hashing"))).toBe(true);
    expect((await client.get("/api/challenges?pattern=Guessing")).status).toBe(400);
    // The home page's figures are the catalog's own, for anyone.
    const stats = ZCatalogStats.parse((await createClient(judging.platform.url).get(API.challenges.stats)).body);
    expect(stats).toMatchObject({ challenges: all.length, languages: 6 });
    expect(stats.byDifficulty.Easy).toBe(all.filter((c) => c.difficulty === "Easy").length);
    const bad = await client.get("/api/challenges?difficulty=Impossible");
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/difficulty/);
  });

  it("shows starter code for all six languages and the samples, never hidden tests or solutions", async () => {
    const starter = JSON.parse(judging.twoSum.starterCode) as Record<string, string>;
    expect(Object.keys(starter).sort()).toEqual(["C", "C#", "C++", "Java", "JavaScript", "Python"]);
    expect(starter.Python).toContain("def twoSum(self, nums: List[int], target: int) -> List[int]:");
    expect(starter.JavaScript).toContain("var twoSum = function(nums, target)");
    expect(starter.C).toContain("int* twoSum(int* nums, int numsSize, int target, int* returnSize)");
    expect(judging.twoSum.sampleTests.length).toBeGreaterThanOrEqual(3);
    expect(judging.twoSum.hiddenTestCount).toBeGreaterThanOrEqual(8);
    const raw = JSON.stringify(judging.twoSum);
    expect(raw).not.toMatch(/solution"|"tests"|class Solution:\n\s+def twoSum[\s\S]*seen/);
  });

  it("gives anyone the popular challenges' cards, one per topic, and nothing more", async () => {
    const answer = await createClient(judging.platform.url).get(API.challenges.popular);
    expect(answer.status).toBe(200);
    // Strict: a field beyond the card's fails the parse, before the key check below.
    const cards: TChallengeSummary[] = ZChallengeSummary.strict().array().parse(answer.body);
    expect(cards.length).toBe(POPULAR_CHALLENGE_COUNT);
    expect(new Set(cards.map((c) => c.topic)).size).toBe(POPULAR_CHALLENGE_COUNT);
    for (const card of cards) {
      expect(Object.keys(card).sort()).toEqual(Object.keys(ZChallengeSummary.shape).sort());
    }
    // The most submitted challenge of its topic leads: a learner's submission moves Two Sum to the front.
    const { client } = await signUp(judging.platform.url);
    await client.call(CHALLENGE_ENDPOINTS.submit, {
      params: { id: judging.twoSum.id },
      body: { code: PY_WRONG, language: "Python" },
    });
    const after = await createClient(judging.platform.url).call(CHALLENGE_ENDPOINTS.popular);
    expect(after[0]?.id).toBe(judging.twoSum.id);
    expect(after[0]?.attemptedLearners).toBeGreaterThanOrEqual(1);
  });

  it("answers 404 'Challenge not found' for an unknown id", async () => {
    const { client } = await signUp(judging.platform.url);
    const response = await client.get("/api/challenges/00000000-0000-0000-0000-000000000000");
    expect(response.status).toBe(404);
    expect(response.body.message).toBe("Challenge not found");
  });
});

describe("submitting", () => {
  it("records a failed then an accepted submission with progress, points, streak, counters and a live leaderboard event", async () => {
    const { client, user } = await signUp(judging.platform.url);
    const watcher = await judging.openSocket(client.cookie);
    await watcher.emitWithAck("subscribe", { room: "leaderboard" });
    const detail = { params: { id: judging.twoSum.id } };
    const before = await client.call(CHALLENGE_ENDPOINTS.detail, detail);

    const submit = (code: string) =>
      client.call(CHALLENGE_ENDPOINTS.submit, { ...detail, body: { code, language: "Python" } });
    const failed = await submit(PY_WRONG);
    expect(failed.passed).toBe(false);
    expect(failed.verdict).toBe("Wrong Answer");
    expect(failed.failedTest).toMatchObject({ passed: false, actual: [0, 0] });
    expect(failed.pointsAwarded).toBe(0);
    // The coach names the failing case: what came back against what was expected.
    expect(failed.feedback).toMatch(/expected `\[.*\]`, got `\[0,\s?0\]`/);

    const leaderboardEvent = new Promise<{ changedUserId: string; entries: { id: string; points: number }[] }>(
      (resolve) => watcher.once("leaderboard.changed", resolve),
    );
    const passed = await submit(PY_CORRECT);
    expect(passed).toMatchObject({ passed: true, verdict: "Accepted", pointsAwarded: 10, feedbackSource: "automated" });
    expect(passed.passedCount).toBe(passed.totalCount);
    const event = await leaderboardEvent;
    expect(event.changedUserId).toBe(user.id);
    expect(event.entries.find((e) => e.id === user.id)?.points).toBe(10);

    const again = await submit(PY_CORRECT);
    expect(again.pointsAwarded).toBe(0);

    const progress = await client.call(PROGRESS_ENDPOINTS.progress, { params: { userId: user.id } });
    expect(progress).toEqual([
      expect.objectContaining({ challengeId: judging.twoSum.id, attempts: 3, completed: true, bestScore: 100 }),
    ]);
    const submissions = await client.call(PROGRESS_ENDPOINTS.submissions, { params: { userId: user.id } });
    expect(submissions.map((s) => s.passed)).toEqual([true, true, false]);
    expect(submissions[0]?.language).toBe("Python");
    const rank = (await client.get(`/api/leaderboard/user/${user.id}`)).body;
    expect(rank).toMatchObject({ points: 10, currentStreak: 1 });
    expect(rank.rank).toBeGreaterThanOrEqual(1);
    const after = await client.call(CHALLENGE_ENDPOINTS.detail, detail);
    expect(after.totalAttempts).toBe(before.totalAttempts + 3);
    expect(after.completed).toBe(true);
  });

  it("accepts any valid answer where the challenge's checker decides, and says why a wrong one is not", async () => {
    const { client } = await signUp(judging.platform.url);
    const list = await client.call(CHALLENGE_ENDPOINTS.list);
    const palindrome = list.find((c) => c.slug === "longest-palindromic-substring");
    if (!palindrome) throw new Error("the catalog has no longest-palindromic-substring");
    const submit = (body: string) =>
      client.call(CHALLENGE_ENDPOINTS.submit, {
        params: { id: palindrome.id },
        body: { code: `class Solution:\n    def longestPalindrome(self, s: str) -> str:\n${body}`, language: "Python" },
      });
    // Keeps the LAST of equally long palindromes ("aba" in "babad"), where the references keep the first.
    const lastOfTies = await submit(`        best = ""
        for c in range(2 * len(s) - 1):
            lo, hi = c // 2, c // 2 + c % 2
            while lo >= 0 and hi < len(s) and s[lo] == s[hi]:
                lo, hi = lo - 1, hi + 1
            if hi - lo - 1 >= len(best):
                best = s[lo + 1 : hi]
        return best
`);
    expect(lastOfTies).toMatchObject({ passed: true, verdict: "Accepted" });
    const firstLetter = await submit("        return s[0]\n");
    expect(firstLetter.verdict).toBe("Wrong Answer");
    expect(firstLetter.failedTest).toMatchObject({
      index: 0,
      actual: "x",
      error: "'x' has length 1, but s holds a palindrome of length 3",
    });
    // The checker itself stays on the server.
    const detail = await client.get(`/api/challenges/${palindrome.id}`);
    expect(detail.text).not.toContain("def check");
  });

  it("holds each language to the challenge's own time limit, calibrated from its references", async () => {
    const { client } = await signUp(judging.platform.url);
    const { timeLimits } = judging.twoSum;
    // Two Sum's references take a fraction of a second: C++ gets the 2 s floor, Python 3 s.
    expect(timeLimits).toMatchObject({ cpp: 2000, c: 2000, python: 3000 });
    const submit = (language: string, code: string) =>
      client.call(CHALLENGE_ENDPOINTS.submit, { params: { id: judging.twoSum.id }, body: { code, language } });
    // The same 2.2 s of CPU before a right answer: over C++'s limit, within Python's (the server's
    // default limit, 5 s, would accept both).
    const cpp = await submit(
      "C++",
      TWO_SUM.cpp.replace(
        "        unordered_map<int, int> seen;\n",
        "        while (clock() < 2.2 * CLOCKS_PER_SEC) {}\n        unordered_map<int, int> seen;\n",
      ),
    );
    expect(cpp.verdict).toBe("Time Limit Exceeded");
    expect(cpp.failedTest?.error).toContain("2 s CPU");
    const python = await submit(
      "Python",
      PY_CORRECT.replace(
        "        seen = {}\n",
        "        import time\n        while time.process_time() < 2.2:\n            pass\n        seen = {}\n",
      ),
    );
    expect(python).toMatchObject({ passed: true, verdict: "Accepted" });
  });

  it("lists a learner's own submissions of a challenge with their code, newest first, and nobody else's", async () => {
    const { client } = await signUp(judging.platform.url);
    await client.post(`/api/challenges/${judging.twoSum.id}/submit`, { code: PY_WRONG, language: "Python" });
    await client.post(`/api/challenges/${judging.twoSum.id}/submit`, { code: PY_CORRECT, language: "Python" });

    const mine = await client.call(PROGRESS_ENDPOINTS.mySubmissions, { params: { challengeId: judging.twoSum.id } });
    expect(mine.map((s) => [s.verdict, s.code])).toEqual([
      ["Accepted", PY_CORRECT],
      ["Wrong Answer", PY_WRONG],
    ]);
    expect(mine[0]).toMatchObject({ language: "Python", passed: true });
    expect(mine[0]?.passedCount).toBe(mine[0]?.totalCount);
    expect(mine[0]?.executionTime).toBeGreaterThanOrEqual(0);

    // Another learner sees only their own (none), a malformed id is 404, and a visitor needs a session.
    const other = await signUp(judging.platform.url);
    expect(
      await other.client.call(PROGRESS_ENDPOINTS.mySubmissions, { params: { challengeId: judging.twoSum.id } }),
    ).toEqual([]);
    expect((await client.get("/api/submissions/challenge/not-a-challenge")).status).toBe(404);
    expect(
      (await createClient(judging.platform.url).get(`/api/submissions/challenge/${judging.twoSum.id}`)).status,
    ).toBe(401);
  });

  it("keeps the learner's code per language as drafts, the latest language first, for them alone", async () => {
    const { client } = await signUp(judging.platform.url);
    const params = { id: judging.twoSum.id };
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
    const other = await signUp(judging.platform.url);
    expect(await other.client.call(CHALLENGE_ENDPOINTS.drafts, { params })).toEqual({ lastLanguage: null, drafts: {} });
    const unsupported = await client.put(`/api/challenges/${judging.twoSum.id}/drafts`, {
      language: "Cobol",
      code: "x",
    });
    expect(unsupported.status).toBe(400);
    const huge = await client.put(`/api/challenges/${judging.twoSum.id}/drafts`, {
      language: "Python",
      code: "x".repeat(300_000),
    });
    expect(huge.status).toBeGreaterThanOrEqual(400);
    expect(huge.status).toBeLessThan(500);
    expect((await client.call(CHALLENGE_ENDPOINTS.drafts, { params })).drafts.Python?.code).toBe(PY_CORRECT);
    expect((await createClient(judging.platform.url).get(`/api/challenges/${judging.twoSum.id}/drafts`)).status).toBe(
      401,
    );
  });

  it("needs a session to submit", async () => {
    const response = await createClient(judging.platform.url).post(`/api/challenges/${judging.twoSum.id}/submit`, {
      code: PY_CORRECT,
      language: "Python",
    });
    expect(response.status).toBe(401);
  });

  it("says in Server-Timing where a submission's time went, and its total from arrival to answer", async () => {
    const { client } = await signUp(judging.platform.url);
    const response = await client.post(`/api/challenges/${judging.twoSum.id}/submit`, {
      code: PY_CORRECT,
      language: "Python",
    });
    expect(response.status).toBe(200);
    const timing: Record<string, number> = Object.fromEntries(
      (response.headers.get("server-timing") ?? "").split(", ").map((entry) => {
        const [name, duration] = entry.split(";dur=");
        return [name, Number(duration)];
      }),
    );
    expect(Object.keys(timing)).toEqual(
      expect.arrayContaining(["session", "queue", "prepare", "sandbox", "run", "record", "total"]),
    );
    const { total = 0, ...phases } = timing;
    const covered = Object.values(phases).reduce((sum, ms) => sum + ms, 0);
    expect(timing.run).toBeGreaterThan(0);
    // Each phase is rounded to 0.1 ms.
    expect(total).toBeGreaterThanOrEqual(covered - 0.05 * Object.keys(phases).length);
  });
});

describe("what stays hidden", () => {
  it("streams a submission's hidden tests as index, verdict and time only, and reveals only the first failing one", async () => {
    const { client } = await signUp(judging.platform.url);
    const socket = await judging.openSocket(client.cookie);
    const streamed: TRunTestResultEvent[] = [];
    socket.on("run.testResult", (event: TRunTestResultEvent) => streamed.push(event));
    const runId = "secrecy-check";
    const answer = await client.call(CHALLENGE_ENDPOINTS.submit, {
      params: { id: judging.twoSum.id },
      body: { code: PY_WRONG, language: "Python", runId },
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const mine = streamed.filter((e) => e.runId === runId);
    expect(mine.length).toBe(judging.twoSum.sampleTests.length + judging.twoSum.hiddenTestCount);
    const hidden = mine.filter((e) => "hidden" in e.result);
    expect(hidden.length).toBe(judging.twoSum.hiddenTestCount);
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
    const { client } = await signUp(judging.platform.url);
    const detail = await client.get(`/api/challenges/${judging.twoSum.id}`);
    const list = await client.get("/api/challenges");
    const popular = await createClient(judging.platform.url).get(API.challenges.popular);
    for (const text of [detail.text, list.text, popular.text]) {
      // A hidden Two Sum input, and the reference solution's distinctive line.
      expect(text).not.toContain("1999999999");
      expect(text).not.toMatch(/"(hidden|solution|tests)"\s*:/);
    }
  });
});

describe("reading progress", () => {
  it("lets only the learner and admins read a learner's progress and submissions", async () => {
    const alice = await signUp(judging.platform.url);
    const bob = await signUp(judging.platform.url);
    expect((await bob.client.get(`/api/progress/${alice.user.id}`)).status).toBe(403);
    expect((await bob.client.get(`/api/submissions/user/${alice.user.id}`)).status).toBe(403);
    const admin = createClient(judging.platform.url);
    await admin.post("/api/auth/login", { username: "boss", password: "bosspass1" });
    expect((await admin.get(`/api/progress/${alice.user.id}`)).status).toBe(200);
    expect((await createClient(judging.platform.url).get(`/api/progress/${alice.user.id}`)).status).toBe(401);
    expect((await alice.client.get("/api/progress/00000000-0000-0000-0000-000000000000")).status).toBe(404);
    expect((await alice.client.get(`/api/leaderboard/user/${alice.user.id}`)).body).toEqual({
      rank: null,
      points: 0,
      currentStreak: 0,
    });
  });
});
