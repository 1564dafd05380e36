import { CHALLENGE_ENDPOINTS, PROGRESS_ENDPOINTS } from "@cp/contracts";
import { describe, expect, it } from "vitest";
import { createClient, signUp } from "../../test/platform";
import { PY_CORRECT, PY_WRONG, twoSumPlatform } from "../../test/two-sum";
import { loadCatalog } from "./catalog";

/** What a learner is given to learn from around a challenge: the hint ladder and the editorial. */
const judging = twoSumPlatform();

describe("hints", () => {
  it("gives the authored hints one at a time, keeps the rest on the server, then one about the learner's code", async () => {
    const authored = (await loadCatalog()).find((c) => c.slug === "two-sum")?.hints ?? [];
    expect(authored.length).toBeGreaterThanOrEqual(3);
    const { client } = await signUp(judging.platform.url);
    const detail = () => client.call(CHALLENGE_ENDPOINTS.detail, { params: { id: judging.twoSum.id } });
    // A new learner's detail says how many hints there are and holds none of their text.
    const fresh = await detail();
    expect(fresh.hints).toEqual([]);
    expect(fresh.hintCount).toBe(authored.length);
    for (const hint of authored) expect(JSON.stringify(fresh)).not.toContain(hint.slice(0, 40));
    const url = `/api/challenges/${judging.twoSum.id}/hint`;
    const first = (await client.post(url, { code: "" })).body;
    expect(first).toMatchObject({ source: "authored", number: 1, hint: authored[0] });
    // The detail now holds the revealed hint, and only it: another browser shows the same ladder.
    expect((await detail()).hints).toEqual([authored[0]]);
    const second = (await client.post(url, { code: "" })).body;
    expect(second).toMatchObject({ source: "authored", number: 2, hint: authored[1] });
    expect((await detail()).hints).toEqual(authored.slice(0, 2));
    for (let i = 2; i < authored.length; i++) await client.post(url, { code: "" });
    expect((await detail()).hints).toEqual(authored);
    const nested = `class Solution:
    def twoSum(self, nums, target):
        for i in range(len(nums)):
            for j in range(len(nums)):
                if i != j and nums[i] + nums[j] == target:
                    return [i, j]
`;
    const coach = (await client.post(url, { code: nested, language: "Python" })).body;
    expect(coach.source).toBe("automated");
    expect(coach.hint).toMatch(/^\*\*Pattern: Hash map\.\*\* Two Sum is usually solved in O\(n\) time/);
    expect(coach.hint).toMatch(/nested loops over `nums` make this O\(n\^2\)/);
    // Asking again never gives the same hint: the idea, the common mistake, then "no new hint".
    const seen = [coach.hint];
    for (;;) {
      const next = (await client.post(url, { code: nested, language: "Python" })).body;
      if (next.exhausted) {
        expect(next.hint).toMatch(/^No new hint for this code/);
        break;
      }
      expect(seen).not.toContain(next.hint);
      seen.push(next.hint);
      expect(seen.length).toBeLessThan(10);
    }
    expect(seen).toHaveLength(3);
    // The hints shown are kept on the server with the learner's progress: asking once more still repeats none.
    const again = (await client.post(url, { code: nested, language: "Python" })).body;
    expect(again.exhausted).toBe(true);
  });
});

describe("editorial", () => {
  it("is closed until the learner has solved the challenge, then explains it with the reference code", async () => {
    const { client } = await signUp(judging.platform.url);
    const url = `/api/challenges/${judging.twoSum.id}/editorial`;
    const locked = await client.get(url);
    expect(locked.status).toBe(403);
    expect(locked.body.message).toMatch(/^Solve this challenge to read its editorial/);
    expect(JSON.stringify(locked.body)).not.toMatch(/hash map/i);
    await client.post(`/api/challenges/${judging.twoSum.id}/submit`, { code: PY_WRONG, language: "Python" });
    expect((await client.get(url)).status).toBe(403);
    await client.post(`/api/challenges/${judging.twoSum.id}/submit`, { code: PY_CORRECT, language: "Python" });
    const open = await client.call(CHALLENGE_ENDPOINTS.editorial, { params: { id: judging.twoSum.id } });
    expect(open).toMatchObject({ pattern: "Hash map", time: "O(n)", space: "O(n)", gaveUp: false });
    expect(open.idea).toMatch(/target - nums\[i\]/);
    expect(open.body).toMatch(/## Idea[\s\S]*## Why it works[\s\S]*## Complexity/);
    expect(open.solutions.map((s) => s.language)).toEqual(expect.arrayContaining(["Python", "C++"]));
    // The editor's default language first, as the challenge lists its languages.
    expect(open.solutions[0]?.language).toBe("Python");
    expect(open.solutions.find((s) => s.language === "Python")?.code).toMatch(/class Solution/);
    expect((await createClient(judging.platform.url).get(url)).status).toBe(401);
  });

  it("opens to a learner who gives up after 3 failed submissions, shown as given up until they solve it", async () => {
    const { client, user } = await signUp(judging.platform.url);
    const id = judging.twoSum.id;
    const detail = () => client.call(CHALLENGE_ENDPOINTS.detail, { params: { id } });
    const giveUp = () => client.post(`/api/challenges/${id}/give-up`, {});
    const record = async () =>
      (await client.call(PROGRESS_ENDPOINTS.progress, { params: { userId: user.id } })).find(
        (r) => r.challengeId === id,
      );

    // Too early: refused with the rule, nothing recorded, nothing of the editorial sent.
    const early = await giveUp();
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(
      "Show the solution opens after 3 failed submissions; you have 0. Keep trying, or ask for a hint.",
    );
    expect(JSON.stringify(early.body)).not.toMatch(/hash map/i);
    for (let i = 0; i < 2; i++) {
      await client.post(`/api/challenges/${id}/submit`, { code: PY_WRONG, language: "Python" });
    }
    expect((await giveUp()).body.message).toMatch(/you have 2\./);
    expect((await detail()).gaveUp).toBe(false);
    await client.post(`/api/challenges/${id}/submit`, { code: PY_WRONG, language: "Python" });
    expect((await detail()).failedSubmissions).toBe(3);

    const given = await giveUp();
    expect(given.status).toBe(200);
    expect(given.body).toMatchObject({ pattern: "Hash map", gaveUp: true });
    expect((await client.call(CHALLENGE_ENDPOINTS.editorial, { params: { id } })).gaveUp).toBe(true);
    expect((await detail()).gaveUp).toBe(true);
    expect(await record()).toMatchObject({ completed: false, gaveUp: true });

    // Solving it afterwards counts as solved: no longer shown as given up.
    await client.post(`/api/challenges/${id}/submit`, { code: PY_CORRECT, language: "Python" });
    expect(await record()).toMatchObject({ completed: true, gaveUp: false });
    expect((await detail()).gaveUp).toBe(false);
  });
});
