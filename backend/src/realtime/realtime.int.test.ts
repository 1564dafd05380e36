import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import { EVENTS, ROOMS } from "@cp/contracts";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_CACHE_MS } from "../features/auth";
import { emptyCatalogDir, signUp, startTestPlatform, type TestPlatform } from "../test/platform";

const SESSION_SECRET = randomBytes(24).toString("hex");
let platform: TestPlatform;
const sockets: Socket[] = [];

beforeAll(async () => {
  // A secret of its own: a second process on the same database reads the same sessions.
  platform = await startTestPlatform({ SESSION_SECRET }, { catalogDir: await emptyCatalogDir() });
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await platform?.close();
});

function open(url: string, cookie?: string, origin?: string): Promise<Socket> {
  const extraHeaders: Record<string, string> = {};
  if (cookie) extraHeaders.cookie = cookie;
  if (origin) extraHeaders.origin = origin;
  const socket = connect(url, { transports: ["websocket"], extraHeaders, forceNew: true, reconnection: false });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once("connect", () => resolve(socket));
    socket.once("connect_error", reject);
  });
}

function nextEvent(socket: Socket, name: string, timeoutMs = 3000): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${name} within ${timeoutMs} ms`)), timeoutMs);
    socket.once(name, (payload: unknown) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

async function subscribe(socket: Socket, room: string) {
  const ack = (await socket.emitWithAck("subscribe", { room })) as { ok: boolean };
  return ack.ok;
}

describe("socket server", () => {
  it("delivers a user's private events only to that user's sockets (the handshake reads the session cookie)", async () => {
    const alice = await signUp(platform.url);
    const bob = await signUp(platform.url);
    const aliceSocket = await open(platform.url, alice.client.cookie);
    const bobSocket = await open(platform.url, bob.client.cookie);
    let bobGotIt = false;
    bobSocket.on("run.testResult", () => {
      bobGotIt = true;
    });
    const received = nextEvent(aliceSocket, "run.testResult");
    const payload = {
      runId: "r1",
      total: 1,
      result: { index: 0, passed: true, verdict: "Accepted" as const, time: 1, hidden: true as const },
    };
    platform.bus.publish(EVENTS.runTestResult, ROOMS.user(alice.user.id), payload);
    expect(await received).toEqual(payload);
    await new Promise((r) => setTimeout(r, 100));
    expect(bobGotIt).toBe(false);
  });

  it("lets anyone join the public leaderboard room but refuses unknown rooms", async () => {
    const guest = await open(platform.url);
    expect(await subscribe(guest, "user:someone-else")).toBe(false);
    expect(await subscribe(guest, "leaderboard")).toBe(true);
    const received = nextEvent(guest, "leaderboard.changed");
    platform.bus.publish(EVENTS.leaderboardChanged, ROOMS.leaderboard, { entries: [], changedUserId: "x" });
    expect(await received).toEqual({ entries: [], changedUserId: "x" });
  });
});

describe("socket limits and session checks", () => {
  const postRoom = (n: number) => `post:${n.toString(16).padStart(8, "0")}-0000-4000-8000-000000000000`;

  it("refuses rooms past the per-socket cap while the rooms it holds keep working", async () => {
    const socket = await open(platform.url);
    const answers: boolean[] = [];
    for (let n = 0; n < 40; n++) answers.push(await subscribe(socket, postRoom(n)));
    expect(answers.slice(0, 32).every(Boolean)).toBe(true);
    expect(answers.slice(32).some(Boolean)).toBe(false);
    // Rejoining a room it holds is fine; leaving one makes room for another.
    expect(await subscribe(socket, postRoom(3))).toBe(true);
    socket.emit("unsubscribe", { room: postRoom(3) });
    expect(await subscribe(socket, "leaderboard")).toBe(true);
    const received = nextEvent(socket, "leaderboard.changed");
    platform.bus.publish(EVENTS.leaderboardChanged, ROOMS.leaderboard, { entries: [], changedUserId: "y" });
    expect(await received).toEqual({ entries: [], changedUserId: "y" });
    // The server holds no more than the cap for this socket.
    const held = platform.io.of("/").sockets.get(socket.id ?? "")?.rooms.size ?? 0;
    expect(held).toBeLessThanOrEqual(33);
  });

  it("refuses subscribes past the join rate, even for rooms the socket may hold", async () => {
    const socket = await open(platform.url);
    const answers: boolean[] = [];
    for (let n = 0; n < 70; n++) answers.push(await subscribe(socket, "forum"));
    expect(answers.slice(0, 60).every(Boolean)).toBe(true);
    expect(answers.slice(60).some(Boolean)).toBe(false);
  });

  it("refuses a handshake from another site's page and accepts the app's own origin", async () => {
    const own = await open(platform.url, undefined, platform.url);
    expect(own.connected).toBe(true);
    await expect(open(platform.url, undefined, "https://evil.example")).rejects.toThrow();
  });

  it("treats a malformed session cookie as anonymous instead of failing the handshake", async () => {
    const socket = await open(platform.url, "sid=%E0%A4%A; theme=dark");
    expect(socket.connected).toBe(true);
    expect(await subscribe(socket, "leaderboard")).toBe(true);
  });

  it("disconnects every socket of a session when it logs out, and only those", async () => {
    const alice = await signUp(platform.url);
    const first = await open(platform.url, alice.client.cookie);
    const second = await open(platform.url, alice.client.cookie);
    const bob = await signUp(platform.url);
    const bobSocket = await open(platform.url, bob.client.cookie);
    const disconnected = (socket: Socket) => new Promise((resolve) => socket.once("disconnect", resolve));
    const closed = Promise.all([disconnected(first), disconnected(second)]);
    expect((await alice.client.post("/api/auth/logout")).status).toBe(204);
    await closed;
    expect(first.connected).toBe(false);
    expect(second.connected).toBe(false);
    expect(bobSocket.connected).toBe(true);
  });
});

describe.runIf(Boolean(process.env.TEST_REDIS_URL))("across processes through Redis", () => {
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const child of children) child.kill("SIGTERM");
  });

  /** Starts a second server process on the same Redis with these settings; resolves to its URL. */
  async function secondServer(env: Record<string, string>): Promise<string> {
    const script = fileURLToPath(new URL("../test/fixtures/second-server.ts", import.meta.url));
    const child = spawn(process.execPath, ["--import", "tsx", script], {
      env: { ...process.env, REDIS_URL: process.env.TEST_REDIS_URL, REDIS_PREFIX: platform.config.redisPrefix, ...env },
      stdio: ["ignore", "pipe", "inherit"],
    });
    children.push(child);
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    while (!/READY (\d+)/.test(output)) {
      await Promise.race([
        once(child.stdout!, "data"),
        once(child, "exit").then(() => Promise.reject(new Error("second server exited"))),
      ]);
    }
    return `http://127.0.0.1:${/READY (\d+)/.exec(output)?.[1]}`;
  }

  it("delivers an event published in this process to a client connected to a second server process", async () => {
    const remote = await open(await secondServer({ DATABASE_URL: "" }));
    expect(await subscribe(remote, "leaderboard")).toBe(true);
    const received = nextEvent(remote, "leaderboard.changed", 5000);
    platform.bus.publish(EVENTS.leaderboardChanged, ROOMS.leaderboard, { entries: [], changedUserId: "cross" });
    expect(await received).toEqual({ entries: [], changedUserId: "cross" });
  }, 60_000);

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    "refuses a session on another server process as soon as it logs out, though that process had just read it",
    async () => {
      const other = await secondServer({ DATABASE_URL: platform.config.databaseUrl ?? "", SESSION_SECRET });
      const { client } = await signUp(platform.url);
      const cookie = client.cookie;
      const me = async () => (await fetch(`${other}/api/auth/me`, { headers: { cookie } })).status;
      expect(await me()).toBe(200);
      const loggedOut = Date.now();
      expect((await client.post("/api/auth/logout")).status).toBe(204);
      let status = await me();
      while (status === 200 && Date.now() - loggedOut < SESSION_CACHE_MS) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        status = await me();
      }
      expect(status).toBe(401);
      // Told by the process that ended it, not waiting for its reading to expire.
      expect(Date.now() - loggedOut).toBeLessThan(SESSION_CACHE_MS / 2);
    },
    60_000,
  );
});
