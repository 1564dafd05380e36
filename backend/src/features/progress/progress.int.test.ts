import http from "node:http";
import type { AddressInfo } from "node:net";
import type {
  TChallengeTopic,
  TLeaderboardChangedEvent,
  TLeaderboardEntry,
  TLeaderboardUserEntry,
  TProgressRecord,
  TProgressStats,
  TSubmission,
} from "@cp/contracts";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app";
import { challenges } from "../../db/schema";
import { createClient, emptyCatalogDir, signUp, startTestPlatform, type TestPlatform } from "../../test/platform";
import { trackAfterCommit } from "../../test/tracked-bus";
import { createProgressRouter } from "./routes";
import { createProgressService, createSqlRankIndex, type ProgressService, type RecordSubmissionInput } from "./service";

let platform: TestPlatform;
let progress: ProgressService;
let server: http.Server;
let baseUrl: string;
/** The service's clock: tests move it to submit on other days. */
let clock = new Date();
/** The platform's bus, its post-commit work tracked: `tracked.settled()` waits until it is all done. */
let tracked: ReturnType<typeof trackAfterCommit>;
const catalog: Record<"easy" | "hard" | "graph", { id: string; difficulty: "Easy" | "Medium" | "Hard" }> = {} as never;
const sockets: Socket[] = [];

async function insertChallenge(slug: string, difficulty: "Easy" | "Medium" | "Hard", topic: TChallengeTopic) {
  const [row] = await platform.database.db
    .insert(challenges)
    .values({
      slug,
      title: `Title of ${slug}`,
      description: "d",
      difficulty,
      topic,
      signature: { name: "f", params: [{ name: "n", type: "int" }], returns: "int" },
      tests: [{ input: { n: 1 }, expected: 1, sample: true }],
    })
    .returning({ id: challenges.id, difficulty: challenges.difficulty });
  return row!;
}

beforeAll(async () => {
  platform = await startTestPlatform(
    { ADMIN_USERNAME: "boss", ADMIN_PASSWORD: "bosspass1", SEED_DEMO: "false" },
    { catalogDir: await emptyCatalogDir() },
  );
  const db = platform.database.db;
  tracked = trackAfterCommit(platform.bus);
  progress = createProgressService({ db, bus: tracked.bus, ranks: createSqlRankIndex(db), now: () => clock });
  // The progress routes on their own server over the same database: sessions made on the platform work here too.
  const app = createApp({
    auth: platform.auth,
    logger: platform.logger,
    routers: [createProgressRouter({ progress })],
  });
  server = http.createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  catalog.easy = await insertChallenge("easy-one", "Easy", "Arrays & Hash Tables");
  catalog.hard = await insertChallenge("hard-one", "Hard", "Dynamic Programming");
  catalog.graph = await insertChallenge("graph-one", "Medium", "Graphs & Traversal");
}, 120_000);

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await new Promise((resolve) => server?.close(resolve));
  await platform?.close();
});

function submission(userId: string, challenge: keyof typeof catalog, accepted: boolean): RecordSubmissionInput {
  return {
    userId,
    challenge: catalog[challenge],
    language: "Python",
    code: "print(1)",
    verdict: accepted ? "Accepted" : "Wrong Answer",
    passedCount: accepted ? 4 : 1,
    totalCount: 4,
    executionTime: 12,
    aiFeedback: accepted ? "Clean and linear." : "Check the empty input.",
    feedbackSource: "coach",
  };
}

/** A signed-up student whose cookie is replayed against the progress server. */
async function student() {
  const { client, user } = await signUp(platform.url);
  const local = createClient(baseUrl);
  const get = async (url: string) => {
    const response = await fetch(baseUrl + url, { headers: { cookie: client.cookie } });
    return { status: response.status, body: (await response.json()) as unknown };
  };
  return { user, get, anonymous: local };
}

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

describe("progress, submissions and stats of one learner", () => {
  it("answers 401 without a session, 404 for an unknown user and 403 for someone else's data", async () => {
    const alice = await student();
    const bob = await student();
    for (const path of [
      `/api/progress/${alice.user.id}`,
      `/api/progress/${alice.user.id}/stats`,
      `/api/submissions/user/${alice.user.id}`,
    ]) {
      expect((await alice.anonymous.get(path)).status).toBe(401);
      expect((await bob.get(path)).status).toBe(403);
      expect((await bob.get(path)).body).toEqual({ message: "You may only read your own progress" });
      expect((await alice.get(path)).status).toBe(200);
    }
    expect((await alice.get("/api/progress/00000000-0000-4000-8000-000000000000/stats")).status).toBe(404);
    expect((await alice.get("/api/progress/not-a-uuid")).status).toBe(404);
  });

  it("lets an admin read any learner's data", async () => {
    const alice = await student();
    const admin = createClient(platform.url);
    expect((await admin.post("/api/auth/login", { username: "boss", password: "bosspass1" })).status).toBe(200);
    const response = await fetch(`${baseUrl}/api/progress/${alice.user.id}/stats`, {
      headers: { cookie: admin.cookie },
    });
    expect(response.status).toBe(200);
  });

  it("lists progress with challenge titles and submissions newest first, and counts the stats", async () => {
    const me = await student();
    clock = daysAgo(400);
    await progress.recordSubmission(submission(me.user.id, "graph", false));
    clock = daysAgo(2);
    await progress.recordSubmission(submission(me.user.id, "easy", false));
    clock = new Date(daysAgo(2).getTime() + 1000);
    await progress.recordSubmission(submission(me.user.id, "easy", true));
    clock = daysAgo(1);
    await progress.recordSubmission(submission(me.user.id, "hard", true));
    clock = new Date();
    await progress.recordSubmission(submission(me.user.id, "hard", true));

    const records = (await me.get(`/api/progress/${me.user.id}`)).body as TProgressRecord[];
    expect(records.map((r) => [r.challenge?.title, r.completed, r.attempts])).toEqual([
      ["Title of hard-one", true, 2],
      ["Title of easy-one", true, 2],
      ["Title of graph-one", false, 1],
    ]);
    expect(records[0]?.challenge).toEqual({
      slug: "hard-one",
      title: "Title of hard-one",
      topic: "Dynamic Programming",
      difficulty: "Hard",
    });

    const subs = (await me.get(`/api/submissions/user/${me.user.id}`)).body as TSubmission[];
    expect(subs.map((s) => [s.challenge?.title, s.passed])).toEqual([
      ["Title of hard-one", true],
      ["Title of hard-one", true],
      ["Title of easy-one", true],
      ["Title of easy-one", false],
      ["Title of graph-one", false],
    ]);
    expect(subs[0]).toMatchObject({ language: "Python", verdict: "Accepted", aiFeedback: "Clean and linear." });

    const stats = (await me.get(`/api/progress/${me.user.id}/stats`)).body as TProgressStats;
    expect(stats.totalChallenges).toBe(3);
    expect(stats.solved).toBe(2);
    expect(stats.byDifficulty).toEqual([
      { difficulty: "Easy", solved: 1, total: 1 },
      { difficulty: "Medium", solved: 0, total: 1 },
      { difficulty: "Hard", solved: 1, total: 1 },
    ]);
    expect(stats.byTopic.map((t) => [t.topic, t.solved, t.total])).toEqual([
      ["Arrays & Hash Tables", 1, 1],
      ["Strings & Patterns", 0, 0],
      ["Trees & Recursion", 0, 0],
      ["Dynamic Programming", 1, 1],
      ["Graphs & Traversal", 0, 1],
    ]);
    expect(stats.submissions).toEqual({ total: 5, accepted: 3 });
    // The failed submission 400 days ago is outside the year; failures never count as activity.
    const day = (d: Date) => d.toISOString().slice(0, 10);
    expect(stats.activity.days).toEqual([
      { date: day(daysAgo(2)), count: 1 },
      { date: day(daysAgo(1)), count: 1 },
      { date: day(new Date()), count: 1 },
    ]);
    expect(stats.activity.to).toBe(day(new Date()));
    expect(stats.activity.from).toBe(day(daysAgo(364)));
    expect(stats.currentStreak).toBe(3);
    expect(stats.longestStreak).toBe(3);
  });

  it("keeps a streak within a day, extends it the next day and restarts it after a gap", async () => {
    const me = await student();
    const streak = async () =>
      ((await me.get(`/api/leaderboard/user/${me.user.id}`)).body as TLeaderboardUserEntry).currentStreak;
    const day = (n: number) => new Date(Date.now() - n * 86_400_000);
    for (const [daysBack, accepted, expected] of [
      [6, true, 1],
      [6, true, 1],
      [5, true, 2],
      [5, false, 2],
      [4, true, 3],
      [1, true, 1],
      [0, true, 2],
    ] as const) {
      clock = day(daysBack);
      await progress.recordSubmission(submission(me.user.id, "graph", accepted));
      clock = new Date();
      // The streak as it reads today: one not extended yesterday or today reads 0.
      expect(await streak()).toBe(daysBack <= 1 ? expected : 0);
    }
    clock = new Date();
  });

  it("awards a first solve's points once when two accepted submissions arrive together", async () => {
    clock = new Date();
    const me = await student();
    await progress.recordSubmission(submission(me.user.id, "hard", false));
    const results = await Promise.all(
      Array.from({ length: 4 }, () => progress.recordSubmission(submission(me.user.id, "hard", true))),
    );
    expect(results.filter((r) => r.firstSolve)).toHaveLength(1);
    expect(results.map((r) => r.pointsAwarded).sort()).toEqual([0, 0, 0, 40]);
    const entry = (await me.get(`/api/leaderboard/user/${me.user.id}`)).body as TLeaderboardUserEntry;
    expect(entry.points).toBe(40);
    const records = (await me.get(`/api/progress/${me.user.id}`)).body as TProgressRecord[];
    expect(records.map((r) => [r.completed, r.attempts])).toEqual([[true, 5]]);
  });

  it("gives a newcomer empty lists and a zeroed year", async () => {
    const me = await student();
    expect((await me.get(`/api/progress/${me.user.id}`)).body).toEqual([]);
    expect((await me.get(`/api/submissions/user/${me.user.id}`)).body).toEqual([]);
    const stats = (await me.get(`/api/progress/${me.user.id}/stats`)).body as TProgressStats;
    expect(stats).toMatchObject({
      solved: 0,
      totalChallenges: 3,
      submissions: { total: 0, accepted: 0 },
      currentStreak: 0,
      longestStreak: 0,
    });
    expect(stats.activity.days).toEqual([]);
  });
});

describe("leaderboard", () => {
  function openSocket(): Promise<Socket> {
    const socket = connect(platform.url, { transports: ["websocket"], forceNew: true });
    sockets.push(socket);
    return new Promise((resolve, reject) => {
      socket.once("connect", () => resolve(socket));
      socket.once("connect_error", reject);
    });
  }

  /**
   * Resolves once the socket has received everything published so far to the leaderboard room:
   * after the service's post-commit work has finished, a new learner's first solve publishes a
   * marker event there, and one socket receives the room's events in the order they were sent.
   */
  async function drainLeaderboard(socket: Socket): Promise<void> {
    await tracked.settled();
    const marker = await student();
    const arrived = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("no marker leaderboard.changed within 5 s")), 5000);
      const onChanged = (event: TLeaderboardChangedEvent) => {
        if (event.changedUserId !== marker.user.id) return;
        clearTimeout(timer);
        socket.off("leaderboard.changed", onChanged);
        resolve();
      };
      socket.on("leaderboard.changed", onChanged);
    });
    await progress.recordSubmission(submission(marker.user.id, "easy", true));
    await arrived;
  }

  it("re-ranks after an accepted first solve and tells the leaderboard room after the commit", async () => {
    clock = new Date();
    const first = await student();
    const second = await student();
    await progress.recordSubmission(submission(first.user.id, "easy", true));
    const socket = await openSocket();
    expect(await socket.emitWithAck("subscribe", { room: "leaderboard" })).toEqual({ ok: true });
    const changed = new Promise<TLeaderboardChangedEvent>((resolve) => socket.once("leaderboard.changed", resolve));
    await progress.recordSubmission(submission(second.user.id, "hard", true));
    const event = await changed;
    expect(event.changedUserId).toBe(second.user.id);
    const ids = event.entries.map((e) => e.id);
    expect(ids.indexOf(second.user.id)).toBeLessThan(ids.indexOf(first.user.id));

    const list = (await second.get("/api/leaderboard")).body as TLeaderboardEntry[];
    expect(list.map((e) => e.id)).toEqual(ids);
    const mine = (await second.get(`/api/leaderboard/user/${second.user.id}`)).body as TLeaderboardUserEntry;
    const theirs = (await second.get(`/api/leaderboard/user/${first.user.id}`)).body as TLeaderboardUserEntry;
    expect(mine.rank).toBe(ids.indexOf(second.user.id) + 1);
    expect(theirs.rank).toBe(ids.indexOf(first.user.id) + 1);
    expect(mine).toMatchObject({ points: 40, currentStreak: 1 });
  });

  it("tells the board only when it moves: a first solve or the first accepted submission of a day", async () => {
    const me = await student();
    const socket = await openSocket();
    await socket.emitWithAck("subscribe", { room: "leaderboard" });
    const changes: (number | undefined)[] = [];
    socket.on("leaderboard.changed", (event: TLeaderboardChangedEvent) => {
      if (event.changedUserId === me.user.id)
        changes.push(event.entries.find((e) => e.id === me.user.id)?.currentStreak);
    });
    clock = new Date(Date.now() - 86_400_000);
    await progress.recordSubmission(submission(me.user.id, "easy", true));
    await drainLeaderboard(socket);
    expect(changes).toEqual([1]);
    // Solved again the same day: points, solves and streak stay as they are.
    await progress.recordSubmission(submission(me.user.id, "easy", true));
    await progress.recordSubmission(submission(me.user.id, "easy", false));
    await drainLeaderboard(socket);
    expect(changes).toEqual([1]);
    // The next day, solved again: no points, but the streak moves.
    clock = new Date();
    await progress.recordSubmission(submission(me.user.id, "easy", true));
    await drainLeaderboard(socket);
    expect(changes).toEqual([1, 2]);
  });

  it("leaves a learner without points unranked and sends no event for a failed submission", async () => {
    const me = await student();
    const socket = await openSocket();
    await socket.emitWithAck("subscribe", { room: "leaderboard" });
    let events = 0;
    socket.on("leaderboard.changed", (event: TLeaderboardChangedEvent) => {
      if (event.changedUserId === me.user.id) events += 1;
    });
    await progress.recordSubmission(submission(me.user.id, "easy", false));
    await drainLeaderboard(socket);
    expect(events).toBe(0);
    expect((await me.get(`/api/leaderboard/user/${me.user.id}`)).body).toEqual({
      rank: null,
      points: 0,
      currentStreak: 0,
    });
  });
});
