import { CHALLENGE_ENDPOINTS, PROGRESS_ENDPOINTS, STANDING_MIN_OTHERS } from "@cp/contracts";
import { describe, expect, it } from "vitest";
import { submissions, users } from "../../db/schema";
import { signUp } from "../../test/platform";
import { PY_CORRECT, PY_WRONG, twoSumPlatform } from "../../test/two-sum";
import { TWO_SUM } from "../execution";

/** Where an accepted submission stands (GET /api/submissions/:id/standing), judged for real. */

const judging = twoSumPlatform();

describe("a submission's standing", () => {
  it("compares with other learners only: the learner's own earlier solutions never count, and too few others give no percentile", async () => {
    const slowCode = PY_CORRECT.replace(
      "        seen = {}",
      "        import time\n        start = time.perf_counter()\n        while time.perf_counter() - start < 0.03:\n            pass\n        seen = {}",
    );
    const slow = await signUp(judging.platform.url);
    const slowResult = await slow.client.call(CHALLENGE_ENDPOINTS.submit, {
      params: { id: judging.twoSum.id },
      body: { code: slowCode, language: "Python" },
    });
    expect(slowResult.passed).toBe(true);

    const fast = await signUp(judging.platform.url);
    const failed = await fast.client.call(CHALLENGE_ENDPOINTS.submit, {
      params: { id: judging.twoSum.id },
      body: { code: PY_WRONG, language: "Python" },
    });
    // The standing is asked for after the submit's answer, and only an accepted one has one.
    expect("standing" in failed).toBe(false);
    const refused = await fast.client.get(`/api/submissions/${failed.submissionId}/standing`);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: "Only an accepted submission has a standing" });
    // Solved twice: the second answer is compared with the other learner, not with the first.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const accepted = await fast.client.call(CHALLENGE_ENDPOINTS.submit, {
        params: { id: judging.twoSum.id },
        body: { code: PY_CORRECT, language: "Python" },
      });
      expect(accepted.passed).toBe(true);
    }
    const own = await fast.client.call(PROGRESS_ENDPOINTS.mySubmissions, {
      params: { challengeId: judging.twoSum.id },
    });
    const latest = own[0]!;
    const standing = await fast.client.call(PROGRESS_ENDPOINTS.standing, { params: { submissionId: latest.id } });
    // Someone else's submission is not found, like an unknown one.
    for (const id of [latest.id, "00000000-0000-4000-8000-000000000000", "not-an-id"]) {
      const other = await slow.client.get(`/api/submissions/${id}/standing`);
      expect(other.status, id).toBe(404);
      expect(other.body).toEqual({ message: "Submission not found" });
    }
    expect(standing).toEqual({
      language: "Python",
      otherLearners: 1,
      minimumOthers: STANDING_MIN_OTHERS,
      runtimeMs: latest.executionTime,
      runtimeBeats: null,
      memoryKb: latest.memoryKb,
      memoryBeats: null,
      distribution: [],
    });
    expect(latest.memoryKb).toBeGreaterThan(1024);
    expect(own[1]?.memoryKb).toBeGreaterThan(0);
  }, 60_000);

  it("takes each other learner's best accepted submission once, and gives percentiles from the minimum of others up: those slower or heavier, ties counted half", async () => {
    // Six other learners have solved it in C (no other test submits C): each with their best
    // accepted submission, a slower but lighter accepted one, and a failed one, none of which may
    // count on their own. The asking learner's own earlier accepted C submission must not count either.
    const bestTimes = [0, 1, 5, 5, 50, 100];
    const bestMemories = [900, 1000, 1500, 2000, 4000, 8000];
    expect(bestTimes.length).toBeGreaterThanOrEqual(STANDING_MIN_OTHERS);
    const others = await judging.platform.database.db
      .insert(users)
      .values(bestTimes.map((_, i) => ({ username: `c-solver-${i}-${Date.now()}`, passwordHash: "-" })))
      .returning({ id: users.id });
    const accepted = {
      challengeId: judging.twoSum.id,
      language: "C",
      code: "/* seeded */",
      verdict: "Accepted" as const,
      passed: true,
      passedCount: 13,
      totalCount: 13,
    };
    const { client, user } = await signUp(judging.platform.url);
    await judging.platform.database.db.insert(submissions).values([
      ...others.flatMap((other, i) => [
        { ...accepted, userId: other.id, executionTime: bestTimes[i]!, memoryKb: bestMemories[i]! },
        { ...accepted, userId: other.id, executionTime: bestTimes[i]! + 500, memoryKb: 100 },
        {
          ...accepted,
          userId: other.id,
          verdict: "Wrong Answer" as const,
          passed: false,
          executionTime: 0,
          memoryKb: 1,
        },
      ]),
      { ...accepted, userId: user.id, executionTime: 99_999, memoryKb: 99_999 },
    ]);

    const result = await client.call(CHALLENGE_ENDPOINTS.submit, {
      params: { id: judging.twoSum.id },
      body: { language: "C", code: TWO_SUM.c },
    });
    const standing = await client.call(PROGRESS_ENDPOINTS.standing, { params: { submissionId: result.submissionId } });
    expect(standing.otherLearners).toBe(6);
    // Expected from the others' best submissions and this run's own (rounded) figures.
    const beats = (values: number[], mine: number) =>
      Math.round((100 * (values.filter((v) => v > mine).length + values.filter((v) => v === mine).length / 2)) / 6);
    expect(standing.runtimeBeats).toBe(beats(bestTimes, standing.runtimeMs));
    expect(standing.memoryKb).toBe(result.memoryKb);
    expect(standing.memoryBeats).toBe(beats(bestMemories, standing.memoryKb ?? 0));
    const mine = standing.distribution.find((bar) => bar.mine);
    expect(mine && mine.fromMs <= standing.runtimeMs && standing.runtimeMs <= mine.toMs).toBe(true);
    // One entry per other learner, and this submission.
    expect(standing.distribution.reduce((sum, bar) => sum + bar.count, 0)).toBe(7);
  }, 60_000);
});
