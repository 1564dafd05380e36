// `npm run bench:forum`: how long a forum reply takes from its POST to every open copy of the
// post. Starts the platform in-process (PGlite and the in-process bus by default; DATABASE_URL and
// REDIS_URL select PostgreSQL and the Socket.IO Redis adapter, as in production), connects CLIENTS
// socket.io clients to the room "post:<id>" from FLEETS child processes (off the server's event
// loop), then POSTs REPLIES replies over HTTP, one at a time, and reports for each client the
// time from the start of the POST to the reply's arrival.
// Knobs: BENCH_CLIENTS (500), BENCH_REPLIES (30), BENCH_FLEETS (2).
import { type ChildProcess, fork } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SOCKET_EVENTS, type TForumReply } from "@cp/contracts";
import { like } from "drizzle-orm";
import { io as connect, type Socket } from "socket.io-client";
import { loadConfig } from "../../backend/src/config";
import { users } from "../../backend/src/db/schema";
import { createLogger } from "../../backend/src/logger";
import { startPlatform } from "../../backend/src/platform";
import { signUpCookie } from "./server-process";

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 500);
const REPLIES = Number(process.env.BENCH_REPLIES ?? 30);
const FLEETS = Math.max(1, Number(process.env.BENCH_FLEETS ?? 2));
const CONNECT_BATCH = 100;

/** Wall-clock milliseconds with sub-millisecond precision, comparable across processes. */
const now = () => performance.timeOrigin + performance.now();

type FromWorker =
  | { type: "ready" }
  | { type: "delivered"; key: string; times: number[] }
  | { type: "error"; message: string };

// ---------------------------------------------------------------- client fleet (child process)

async function runClientFleet(url: string, room: string, count: number): Promise<void> {
  const send = (message: FromWorker) => process.send?.(message);
  const received = new Map<string, number[]>();
  const sockets: Socket[] = [];
  const open = () =>
    new Promise<Socket>((resolve, reject) => {
      const socket = connect(url, { transports: ["websocket"], forceNew: true, reconnection: false });
      socket.once("connect", async () => {
        const ack = (await socket.emitWithAck("subscribe", { room })) as { ok: boolean };
        if (ack.ok) resolve(socket);
        else reject(new Error("subscribe refused"));
      });
      socket.once("connect_error", reject);
      socket.on(SOCKET_EVENTS.forumReplyCreated, (reply: TForumReply) => {
        const at = now();
        // The reply's text names the measurement it belongs to.
        const key = reply.content;
        const times = received.get(key) ?? [];
        times.push(at);
        received.set(key, times);
        if (times.length === count) {
          received.delete(key);
          send({ type: "delivered", key, times });
        }
      });
    });
  for (let i = 0; i < count; i += CONNECT_BATCH) {
    sockets.push(...(await Promise.all(Array.from({ length: Math.min(CONNECT_BATCH, count - i) }, open))));
  }
  send({ type: "ready" });
  // The parent kills the fleet when it is done; until then the sockets stay open.
}

// ---------------------------------------------------------------- server and measurement (main process)

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const summarize = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted[sorted.length - 1] ?? 0 };
};
const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(", ");

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "cp-bench-forum-"));
  const catalogDir = await mkdtemp(path.join(os.tmpdir(), "cp-bench-forum-catalog-"));
  const prefix = `bench${randomBytes(3).toString("hex")}`;
  const config = loadConfig({
    ...process.env,
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    REDIS_PREFIX: prefix,
    LOG_LEVEL: "warn",
    SEED_DEMO: "false",
    RATE_LIMIT_FORUM_PER_MINUTE: "100000",
    RATE_LIMIT_SIGNUPS_PER_HOUR: "100000",
    RATE_LIMIT_LOGIN_FAILURES_PER_ADDRESS: "100000",
  });
  const platform = await startPlatform(config, { logger: createLogger("warn"), staticRoot: false, catalogDir });
  const fleets: ChildProcess[] = [];
  const mode = `${platform.database.kind === "postgres" ? "PostgreSQL" : "PGlite"}, ${config.redisUrl ? "Socket.IO Redis adapter" : "in-process bus"}`;
  console.log(
    `Forum reply delivery bench: ${CLIENTS} socket.io clients on one post in ${FLEETS} processes, ${REPLIES} replies; ${mode}`,
  );
  console.log(`Load average before (1, 5, 15 min): ${loadAverage()} on ${os.availableParallelism()} cores`);

  try {
    const poster = await signUpCookie(platform.url, `bench_poster_${prefix}_0`);
    const post = async (url: string, body: unknown) => {
      const response = await fetch(`${platform.url}${url}`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie: poster.cookie },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${await response.text()}`);
      return (await response.json()) as { id: string };
    };
    const thread = await post("/api/forum/posts", {
      title: "Benchmark thread",
      content: "Replies to this post are timed.",
      category: "General Discussion",
    });
    const room = `post:${thread.id}`;

    const waiters = new Map<string, (times: number[]) => void>();
    const partial = new Map<string, number[][]>();
    const readiness: Promise<void>[] = [];
    for (let f = 0; f < FLEETS; f++) {
      const share = Math.floor(CLIENTS / FLEETS) + (f < CLIENTS % FLEETS ? 1 : 0);
      const child = fork(fileURLToPath(import.meta.url), [], {
        execArgv: ["--import", "tsx"],
        env: {
          ...process.env,
          BENCH_FLEET_URL: platform.url,
          BENCH_FLEET_ROOM: room,
          BENCH_FLEET_CLIENTS: String(share),
        },
      });
      fleets.push(child);
      readiness.push(
        new Promise<void>((resolve, reject) => {
          child.on("message", (message: FromWorker) => {
            if (message.type === "ready") resolve();
            else if (message.type === "delivered") {
              const parts = [...(partial.get(message.key) ?? []), message.times];
              partial.set(message.key, parts);
              if (parts.length === FLEETS) {
                partial.delete(message.key);
                waiters.get(message.key)?.(parts.flat());
              }
            } else reject(new Error(`client fleet: ${message.message}`));
          });
          child.once("exit", (code) => reject(new Error(`client fleet exited with ${code}`)));
        }),
      );
    }
    const connectStarted = now();
    await Promise.all(readiness);
    console.log(`${CLIENTS} clients connected and subscribed in ${((now() - connectStarted) / 1000).toFixed(1)} s\n`);

    const deliveredTo = (key: string) =>
      new Promise<number[]>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`'${key}' did not reach every client within 15 s`)), 15_000);
        waiters.set(key, (times) => {
          clearTimeout(timer);
          resolve(times);
        });
      });

    // Stamp each reply event as it is published, before the socket server (a bus listener) delivers it.
    const publishedAt = new Map<string, number>();
    const publish = platform.bus.publish;
    platform.bus.publish = (event, rooms, payload) => {
      if (event.name === SOCKET_EVENTS.forumReplyCreated) publishedAt.set((payload as TForumReply).content, now());
      publish(event, rooms, payload);
    };

    const perClient: number[] = [];
    const fromPublish: number[] = [];
    const lastClient: number[] = [];
    const answered: number[] = [];
    // One warm-up reply (JIT, the first transaction), then the measured ones.
    for (let i = 0; i <= REPLIES; i++) {
      const key = `bench reply ${i} ${prefix}`;
      const delivered = deliveredTo(key);
      const postedAt = now();
      await post(`/api/forum/posts/${thread.id}/replies`, { content: key });
      const answeredAt = now();
      const times = await delivered;
      if (i === 0) continue;
      const latencies = times.map((t) => t - postedAt);
      const published = publishedAt.get(key) ?? postedAt;
      fromPublish.push(...times.map((t) => t - published));
      perClient.push(...latencies);
      lastClient.push(Math.max(...latencies));
      answered.push(answeredAt - postedAt);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    const rows: [string, ReturnType<typeof summarize>][] = [
      ["POST -> its HTTP answer", summarize(answered)],
      ["publish -> each client (delivery alone)", summarize(fromPublish)],
      ["POST -> each client", summarize(perClient)],
      ["POST -> last client of a reply", summarize(lastClient)],
    ];
    const width = Math.max(...rows.map(([label]) => label.length));
    console.log(`${"".padEnd(width)}   median      p99      max`);
    for (const [label, s] of rows) {
      console.log(
        `${label.padEnd(width)} ${s.median.toFixed(1).padStart(8)} ${s.p99.toFixed(1).padStart(8)} ${s.max.toFixed(1).padStart(8)}  ms`,
      );
    }
    console.log(
      `\n${perClient.length} deliveries (${REPLIES} replies x ${CLIENTS} clients), every client got every reply.` +
        "\nEach time runs from the start of the HTTP POST (session check, validation, the transaction, the" +
        "\nMarkdown rendering, the broadcast) to the reply event's arrival in a client process.",
    );
    const p99 = summarize(perClient).p99;
    console.log(
      p99 < 100
        ? `p99 ${p99.toFixed(1)} ms: under the 100 ms target.`
        : `p99 ${p99.toFixed(1)} ms: OVER the 100 ms target.`,
    );
    console.log(`Load average after (1, 5, 15 min): ${loadAverage()}`);

    // A DATABASE_URL may name a database that outlives the bench: leave no bench user behind.
    await platform.database.db.delete(users).where(like(users.username, `bench_%_${prefix}_%`));
  } finally {
    for (const child of fleets) child.kill();
    await platform.close();
    await rm(dataDir, { recursive: true, force: true });
    await rm(catalogDir, { recursive: true, force: true });
  }
}

const fleetUrl = process.env.BENCH_FLEET_URL;
if (fleetUrl) {
  runClientFleet(fleetUrl, process.env.BENCH_FLEET_ROOM ?? "", Number(process.env.BENCH_FLEET_CLIENTS)).catch(
    (error: unknown) => {
      process.send?.({ type: "error", message: String(error) } satisfies FromWorker);
      process.exit(1);
    },
  );
} else {
  main().then(
    () => process.exit(),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
