import { CHALLENGE_ENDPOINTS, PROGRESS_ENDPOINTS } from "@cp/contracts";
import { describe, expect, it } from "vitest";
import { submissions } from "../../db/schema";
import { signUp } from "../../test/platform";
import { PY_CORRECT, PY_WRONG, twoSumPlatform } from "../../test/two-sum";
import { TWO_SUM } from "../execution";

/** Where an accepted submission stands (GET /api/submissions/:id/standing), judged for real. */

const judging = twoSumPlatform();

describe("a submission's standing", () => {
  it("tells where an accepted submission stands among everyone's in its language: runtime and memory beaten, and the runtime chart", async () => {
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
    const result = await fast.client.call(CHALLENGE_ENDPOINTS.submit, {
      params: { id: judging.twoSum.id },
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

    const own = await fast.client.call(PROGRESS_ENDPOINTS.mySubmissions, {
      params: { challengeId: judging.twoSum.id },
    });
    expect(own[0]?.memoryKb).toBe(result.memoryKb);
    expect(own[1]?.memoryKb).toBeGreaterThan(0);
  }, 60_000);

  it("computes the percentiles from the stored accepted submissions of the language: those slower or heavier, ties counted half", async () => {
    const seeder = await signUp(judging.platform.url);
    // Ten accepted C submissions already stored (no other test submits C), and one failed one,
    // which must not count.
    const times = [0, 0, 1, 1, 5, 5, 5, 50, 100, 100];
    const memories = [900, 900, 1000, 1200, 1500, 2000, 2000, 4000, 8000, 8000];
    const stored = times.map((executionTime, i) => ({
      userId: seeder.user.id,
      challengeId: judging.twoSum.id,
      language: "C",
      code: "/* seeded */",
      verdict: "Accepted",
      passed: true,
      passedCount: 13,
      totalCount: 13,
      executionTime,
      memoryKb: memories[i] ?? null,
    }));
    await judging.platform.database.db
      .insert(submissions)
      .values([...stored, { ...stored[0]!, verdict: "Wrong Answer", passed: false, executionTime: 999 }]);

    const { client } = await signUp(judging.platform.url);
    const result = await client.call(CHALLENGE_ENDPOINTS.submit, {
      params: { id: judging.twoSum.id },
      body: {
        language: "C",
        code: TWO_SUM.c,
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
});
