import os from "node:os";
import { printTable } from "./bare";
import { median, percentile, rssMb, startServerProcess } from "./server-process";

/**
 * What hostile visitors cost everyone else, measured from outside against the built server:
 * 1. Two anonymous streams of flow analyses whose programs forge a trace record nested 1,990,000
 *    deep, while a probe asks /api/health every 50 ms: the probe's answer times.
 * 2. Three anonymous type-checks of a type that explodes (Perm over nine letters), while a
 *    signed-in learner runs a trivial TypeScript step: the learner's answer time.
 * The server's resident memory is read before and after each.
 * Every loop is bounded in count and time, and only 127.0.0.1 is addressed.
 */
const FLOOD_MS = Number(process.env.BENCH_FLOOD_MS ?? 20_000);
const PROBE_EVERY_MS = 50;
const FORGED = 'import os\nos.write(1, b"\\x1e" + b"[" * 1990000 + b"]" * 1990000 + b"\\n")\n';
const PERM =
  "type Perm<T,U=T>=[T] extends [never]?[]:T extends T?[T,...Perm<Exclude<U,T>>]:never; type P=Perm<'a'|'b'|'c'|'d'|'e'|'f'|'g'|'h'|'i'>; const p:P=['a','b','c','d','e','f','g','h','i'];";
const TRIVIAL = "const greeting: string = 'hi';\nconsole.log(greeting);\n";
const STEP = "/api/tutorials/typescript-types-and-inference/steps/0/run";

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");
const ms = (n: number) => `${n.toFixed(0)} ms`;

async function post(url: string, body: unknown, cookie = "") {
  const started = performance.now();
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    ms: performance.now() - started,
    text,
    cookie: response.headers.getSetCookie()[0]?.split(";")[0] ?? "",
  };
}

/** Asks /api/health every 50 ms until `until`; each answer's time (a probe that fails counts as its time to fail). */
async function probe(url: string, until: number): Promise<{ times: number[]; failed: number }> {
  const times: number[] = [];
  let failed = 0;
  const pending: Promise<void>[] = [];
  while (Date.now() < until) {
    pending.push(
      (async () => {
        const started = performance.now();
        try {
          const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(10_000) });
          await response.arrayBuffer();
          if (!response.ok) failed++;
        } catch {
          failed++;
        }
        times.push(performance.now() - started);
      })(),
    );
    await new Promise((r) => setTimeout(r, PROBE_EVERY_MS));
  }
  await Promise.all(pending);
  return { times, failed };
}

/** A probe's row: its label, how many answered and failed, and its answer times. */
function probeCells(label: string, probed: { times: number[]; failed: number }): string[] {
  const { times, failed } = probed;
  return [
    label,
    String(times.length),
    String(failed),
    ms(median(times)),
    ms(percentile(times, 95)),
    ms(Math.max(...times)),
  ];
}

async function tracerFlood() {
  // Only the server's own limits decide how fast the flood runs: the per-minute run limit is raised.
  const server = await startServerProcess({ SEED_DEMO: "false", RATE_LIMIT_RUN_PER_MINUTE: "100000" });
  try {
    // Warm the sandbox and the tracer once, then measure the quiet probe.
    await post(`${server.url}/api/compiler/flow`, { language: "python", code: "x = 1\n" });
    const quiet = await probe(server.url, Date.now() + 3_000);
    const rssBefore = await rssMb(server.pid);
    const until = Date.now() + FLOOD_MS;
    const answers: { status: number; ms: number; broken: boolean }[] = [];
    const stream = async () => {
      while (Date.now() < until) {
        const answer = await post(`${server.url}/api/compiler/flow`, { language: "python", code: FORGED });
        answers.push({ status: answer.status, ms: answer.ms, broken: answer.text.includes("trace mark") });
      }
    };
    const [busy] = await Promise.all([probe(server.url, until), stream(), stream()]);
    const rssAfter = await rssMb(server.pid);
    printTable(
      `Two anonymous tracer floods for ${FLOOD_MS / 1000} s (forged record nested 1,990,000 deep), /api/health every ${PROBE_EVERY_MS} ms`,
      ["", "probes", "failed", "p50", "p95", "max", "flood requests", "answered 200 (broken trace)", "flood p50"],
      [
        [...probeCells("quiet", quiet), "", "", ""],
        [
          ...probeCells("flooded", busy),
          String(answers.length),
          String(answers.filter((a) => a.status === 200 && a.broken).length),
          ms(median(answers.map((a) => a.ms))),
        ],
      ],
    );
    console.log(`Server RSS: ${rssBefore} MB before the flood, ${rssAfter} MB after (+${rssAfter - rssBefore} MB)`);
  } finally {
    await server.stop();
  }
}

async function typeScriptFlood() {
  const server = await startServerProcess({ SEED_DEMO: "false", RATE_LIMIT_RUN_PER_MINUTE: "100000" });
  try {
    const learner = await post(`${server.url}/api/auth/signup`, {
      username: `victim${Date.now().toString(36)}`,
      password: "victim-password-1",
    });
    if (learner.status !== 201) throw new Error(`sign-up: ${learner.status} ${learner.text}`);
    // The checker is warm once the learner's first step has answered.
    const alone: number[] = [];
    for (let i = 0; i < 3; i++) alone.push((await post(`${server.url}${STEP}`, { code: TRIVIAL }, learner.cookie)).ms);
    const rssBefore = await rssMb(server.pid);
    const attackers = Promise.all([1, 2, 3].map(() => post(`${server.url}${STEP}`, { code: PERM })));
    await new Promise((r) => setTimeout(r, 500));
    const during: { status: number; ms: number }[] = [];
    for (let i = 0; i < 3; i++) during.push(await post(`${server.url}${STEP}`, { code: TRIVIAL }, learner.cookie));
    const perm = await attackers;
    const rssAfter = await rssMb(server.pid);
    printTable(
      "Three anonymous Perm type-checks and a signed-in learner's trivial TypeScript step",
      ["", "learner's step (3 runs)", "statuses"],
      [
        ["alone", alone.map(ms).join(", "), ""],
        ["during the Perm checks", during.map((d) => ms(d.ms)).join(", "), during.map((d) => d.status).join(", ")],
        ["the Perm checks themselves", perm.map((p) => ms(p.ms)).join(", "), perm.map((p) => p.status).join(", ")],
      ],
    );
    console.log(
      `Server RSS: ${rssBefore} MB before the Perm checks, ${rssAfter} MB after (+${rssAfter - rssBefore} MB)`,
    );
  } finally {
    await server.stop();
  }
}

async function main() {
  console.log(`Machine: ${os.availableParallelism()} cores, load average ${load()} at start`);
  if (process.env.BENCH_ONLY !== "typescript") await tracerFlood();
  if (process.env.BENCH_ONLY !== "tracer") await typeScriptFlood();
  console.log(`\nLoad average ${load()} at end`);
}

await main();
