import os from "node:os";
import type { TLanguageKey } from "@cp/contracts";
import { io, type Socket } from "socket.io-client";
import { TWO_SUM } from "../../backend/src/features/execution";
import { percentile, startServerProcess } from "./server-process";

/**
 * A class behind one school address (every request comes from 127.0.0.1) with the default
 * limits: the students sign up, log in, open the live socket, and at the bell run and then
 * submit Two Sum within BENCH_BELL_SECONDS of each other, in six languages. Prints time to
 * verdict, 429s and 5xx. BENCH_STUDENTS (default 30) sets the class size; the issue's scenario
 * is 150 (several minutes on 2 cores).
 */
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 30);
const BELL_MS = Number(process.env.BENCH_BELL_SECONDS ?? 3) * 1000;
const LANGUAGES: TLanguageKey[] = ["python", "javascript", "java", "cpp", "c", "csharp"];

type Tally = { ok: number; tooMany: number; serverErrors: number; other: number };
const tally = (): Tally => ({ ok: 0, tooMany: 0, serverErrors: 0, other: 0 });
function count(t: Tally, status: number, okStatus: number) {
  if (status === okStatus) t.ok++;
  else if (status === 429) t.tooMany++;
  else if (status >= 500) t.serverErrors++;
  else t.other++;
}

async function post(url: string, body: unknown, cookie = "") {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  const setCookie = response.headers.getSetCookie()[0]?.split(";")[0] ?? "";
  const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  return { status: response.status, cookie: setCookie, json };
}

async function batches<T>(count: number, size: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let start = 0; start < count; start += size) {
    out.push(...(await Promise.all(Array.from({ length: Math.min(size, count - start) }, (_, j) => task(start + j)))));
  }
  return out;
}

const fmt = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main() {
  const server = await startServerProcess({ SEED_DEMO: "false" });
  const sockets: Socket[] = [];
  try {
    const tag = Date.now().toString(36);
    const load = () =>
      os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(" ");
    console.log(`Machine: ${os.availableParallelism()} cores, load average ${load()}`);
    console.log(`Class: ${STUDENTS} students behind one address, default limits, bell spread ${BELL_MS / 1000} s`);

    const signups = tally();
    let started = performance.now();
    await batches(STUDENTS, 10, async (i) => {
      const answer = await post(`${server.url}/api/auth/signup`, {
        username: `s${tag}${i}`,
        password: `pw-${tag}-${i}`,
      });
      count(signups, answer.status, 201);
    });
    const signupMs = performance.now() - started;

    const logins = tally();
    const cookies: string[] = [];
    started = performance.now();
    await batches(STUDENTS, 10, async (i) => {
      const answer = await post(`${server.url}/api/auth/login`, {
        username: `s${tag}${i}`,
        password: `pw-${tag}-${i}`,
      });
      count(logins, answer.status, 200);
      cookies[i] = answer.cookie;
    });
    const loginMs = performance.now() - started;

    const list = await fetch(`${server.url}/api/challenges`, { headers: { cookie: cookies[0] ?? "" } });
    const twoSum = ((await list.json()) as { id: string; slug: string }[]).find((c) => c.slug === "two-sum");
    if (!twoSum) throw new Error("Two Sum is not in the catalog");

    const events = new Array<number>(STUDENTS).fill(0);
    await Promise.all(
      cookies.map(
        (cookie, i) =>
          new Promise<void>((resolve) => {
            const socket = io(server.url, { transports: ["websocket"], extraHeaders: { cookie }, forceNew: true });
            sockets.push(socket);
            socket.onAny(() => {
              events[i] = (events[i] ?? 0) + 1;
            });
            socket.once("connect", () => resolve());
            socket.once("connect_error", () => resolve());
          }),
      ),
    );
    const connected = sockets.filter((s) => s.connected).length;

    const runs = tally();
    const submits = tally();
    let accepted = 0;
    const verdictMs: number[] = [];
    started = performance.now();
    await Promise.all(
      cookies.map(async (cookie, i) => {
        await new Promise((resolve) => setTimeout(resolve, Math.random() * BELL_MS));
        const language = LANGUAGES[i % LANGUAGES.length] as TLanguageKey;
        const code = TWO_SUM[language];
        const began = performance.now();
        const run = await post(`${server.url}/api/challenges/${twoSum.id}/run`, { code, language }, cookie);
        count(runs, run.status, 200);
        const submit = await post(`${server.url}/api/challenges/${twoSum.id}/submit`, { code, language }, cookie);
        count(submits, submit.status, 200);
        if (submit.json.verdict === "Accepted") accepted++;
        verdictMs.push(performance.now() - began);
      }),
    );
    const bellMs = performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 500)); // last live events
    const withEvents = events.filter((n) => n > 0).length;

    const line = (name: string, t: Tally, ms?: number) =>
      `${name.padEnd(10)} ok ${String(t.ok).padStart(4)}  429 ${String(t.tooMany).padStart(4)}  5xx ${String(t.serverErrors).padStart(4)}  other ${String(t.other).padStart(4)}${ms === undefined ? "" : `  in ${fmt(ms)}`}`;
    console.log(line("sign-ups", signups, signupMs));
    console.log(line("logins", logins, loginMs));
    console.log(`sockets    ${connected}/${STUDENTS} connected, ${withEvents}/${STUDENTS} received live events`);
    console.log(line("runs", runs));
    console.log(line("submits", submits, bellMs));
    console.log(`accepted   ${accepted}/${STUDENTS} correct solutions`);
    console.log(
      `run+submit time to verdict: p50 ${fmt(percentile(verdictMs, 50))}  p90 ${fmt(percentile(verdictMs, 90))}  p99 ${fmt(percentile(verdictMs, 99))}  max ${fmt(Math.max(...verdictMs))}`,
    );
    console.log(`load average after: ${load()}`);
  } finally {
    for (const socket of sockets) socket.close();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
