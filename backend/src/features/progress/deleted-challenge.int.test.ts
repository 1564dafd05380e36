import {
  ADMIN_ENDPOINTS,
  PROGRESS_ENDPOINTS,
  type TDifficulty,
  type TProgressRecord,
  type TSolvedCount,
} from "@cp/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { challenges } from "../../db/schema";
import { createClient, emptyCatalogDir, signUp, startTestPlatform, type TestPlatform } from "../../test/platform";
import { createProgressService, createSqlRankIndex } from "./service";

/**
 * A challenge an admin deletes leaves every count and list of the learners who worked on it, on
 * every screen at once (dashboard, My Progress, leaderboard), and Undo brings it back; points stay.
 */

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform(
    { ADMIN_USERNAME: "boss", ADMIN_PASSWORD: "bosspass1", SEED_DEMO: "false" },
    { catalogDir: await emptyCatalogDir() },
  );
}, 120_000);

afterAll(async () => {
  await platform?.close();
});

async function insertChallenge(slug: string, difficulty: TDifficulty) {
  const [row] = await platform.database.db
    .insert(challenges)
    .values({
      slug,
      title: `Title of ${slug}`,
      description: "d",
      difficulty,
      topic: "Arrays & Hash Tables",
      signature: { name: "f", params: [{ name: "n", type: "int" }], returns: "int" },
      tests: [{ input: { n: 1 }, expected: 1, sample: true }],
    })
    .returning({ id: challenges.id, difficulty: challenges.difficulty });
  return row!;
}

describe("a deleted challenge", () => {
  it("leaves every dashboard, My Progress and leaderboard number, and Recent Activity, while the points stay", async () => {
    const easy = await insertChallenge("kept-easy", "Easy");
    const hard = await insertChallenge("deleted-hard", "Hard");
    const medium = await insertChallenge("started-medium", "Medium");
    const db = platform.database.db;
    const progress = createProgressService({ db, bus: platform.bus, ranks: createSqlRankIndex(db) });
    const { client, user } = await signUp(platform.url);
    const submit = (challenge: { id: string; difficulty: TDifficulty }, accepted: boolean) =>
      progress.recordSubmission({
        userId: user.id,
        challenge,
        language: "Python",
        code: "print(1)",
        verdict: accepted ? "Accepted" : "Wrong Answer",
        passedCount: accepted ? 1 : 0,
        totalCount: 1,
        executionTime: 5,
        aiFeedback: null,
        feedbackSource: null,
      });
    await submit(easy, true);
    await submit(hard, false);
    await submit(hard, true);
    await submit(medium, false);

    /** Every number the dashboard, My Progress and the leaderboard show of this learner. */
    async function numbers() {
      const [records, stats, subs, board, entry] = await Promise.all([
        client.call(PROGRESS_ENDPOINTS.progress, { params: { userId: user.id } }),
        client.call(PROGRESS_ENDPOINTS.stats, { params: { userId: user.id } }),
        client.call(PROGRESS_ENDPOINTS.submissions, { params: { userId: user.id } }),
        client.call(PROGRESS_ENDPOINTS.leaderboard),
        client.call(PROGRESS_ENDPOINTS.leaderboardUser, { params: { userId: user.id } }),
      ]);
      const row = board.find((e) => e.id === user.id);
      const sum = (rows: readonly TSolvedCount[]) => rows.reduce((n, r) => n + r.solved, 0);
      const total = (rows: readonly TSolvedCount[]) => rows.reduce((n, r) => n + r.total, 0);
      // Each figure that must agree with the others, as the screens draw it.
      const solved = records.filter((r: TProgressRecord) => r.completed).length;
      expect(sum(stats.byDifficulty), "Solved by Difficulty").toBe(solved);
      expect(sum(stats.byTopic), "Solved by Topic").toBe(solved);
      expect(stats.solved, "Overall Progress").toBe(solved);
      expect(row?.challengesSolved, "leaderboard Solved").toBe(solved);
      expect(total(stats.byDifficulty)).toBe(stats.totalChallenges);
      expect(stats.submissions.total, "submissions counted").toBe(subs.length);
      expect(stats.submissions.accepted).toBe(subs.filter((s) => s.passed).length);
      expect(row?.points).toBe(entry.points);
      return {
        solved,
        total: stats.totalChallenges,
        inProgress: records.length - solved,
        attempts: records.reduce((n, r) => n + r.attempts, 0),
        // Recent Activity: the records that match a known challenge.
        activity: records
          .filter((r) => r.challenge !== null)
          .map((r) => r.challengeId)
          .sort(),
        submissions: subs.map((s) => s.challengeId).sort(),
        points: entry.points,
      };
    }

    const before = await numbers();
    expect(before).toMatchObject({ solved: 2, total: 3, inProgress: 1, attempts: 4, points: 50 });
    expect(before.activity).toEqual([easy.id, hard.id, medium.id].sort());

    const admin = createClient(platform.url);
    expect((await admin.post("/api/auth/login", { username: "boss", password: "bosspass1" })).status).toBe(200);
    await admin.call(ADMIN_ENDPOINTS.challenges.remove, { params: { id: hard.id } });

    const after = await numbers();
    // Points earned stay (Undo restores the challenge as it was); everything counting challenges leaves it out.
    expect(after).toMatchObject({ solved: 1, total: 2, inProgress: 1, attempts: 2, points: 50 });
    expect(after.activity).not.toContain(hard.id);
    expect(after.activity).toEqual([easy.id, medium.id].sort());
    expect(after.submissions).not.toContain(hard.id);

    await admin.call(ADMIN_ENDPOINTS.challenges.restore, { params: { id: hard.id } });
    expect(await numbers()).toEqual(before);
  });
});
