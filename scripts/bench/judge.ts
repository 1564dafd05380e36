import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TLanguageKey, TTestCase } from "@cp/contracts";
import { loadCatalog } from "../../backend/src/features/challenges";
import {
  buildArgs,
  buildStdin,
  createJudge,
  generateProgram,
  LANGUAGE_DEFINITIONS,
  TWO_SUM,
} from "../../backend/src/features/execution";
import { prepareBare, printTable, startBenchEngine } from "./bare";
import { median, rssMb } from "./server-process";
import { isTimed, type Phases, startSubmitServer } from "./submit-server";

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const COLD_RUNS = Number(process.env.BENCH_COLD_RUNS ?? 20);
/** Optional comma-separated language keys to measure, e.g. BENCH_LANGUAGES=python,cpp. */
const ONLY = process.env.BENCH_LANGUAGES?.split(",");
const LIMITS = { cpuMs: 5000, wallMs: 10_000, memoryBytes: 256 * 1024 * 1024, processes: 64, outputBytes: 1024 * 1024 };
/** BENCH_DB=postgres: the server on a fresh PostgreSQL database and Redis (BENCH_DATABASE_URL, BENCH_REDIS_URL). */
const POSTGRES = process.env.BENCH_DB === "postgres";
/** Submissions sent before the web process's memory is read again (0 skips it). */
const MEMORY_SUBMISSIONS = Number(process.env.BENCH_MEMORY_SUBMISSIONS ?? 1000);
/** The fast-path targets (issue "Judge fast path"), in ms. */
const TARGET = { httpOverBare: 15, helloOverBare: 4, coldCpp: 1500 };
/** Phases in the order a submission goes through them (Server-Timing names). */
const PHASES = [
  "session",
  "queue",
  "prepare",
  "compile",
  "sandbox",
  "run",
  "verdict",
  "feedback",
  "record",
  "standing",
] as const;

/**
 * The median of each phase over samples, and of what each sample left outside its phases: with
 * the server's own total (Server-Timing "total"), split into the server's time outside the
 * phases ("server other": checks, loading the challenge) and the rest ("HTTP": both sides of
 * the connection, middleware, writing the answer); else "other".
 */
function medianPhases(samples: Phases[], totals: number[]): string {
  const parts = PHASES.filter((name) => samples.some((s) => s[name] !== undefined)).map(
    (name) => [name, median(samples.map((s) => s[name] ?? 0))] as const,
  );
  const covered = samples.map((s) => PHASES.reduce((sum, name) => sum + (s[name] ?? 0), 0));
  const left = (values: number[]) => Math.max(0, median(values)).toFixed(1);
  const rest = samples.every((s) => s.total !== undefined)
    ? [
        `server other ${left(samples.map((s, i) => (s.total ?? 0) - (covered[i] ?? 0)))}`,
        `HTTP ${left(samples.map((s, i) => (totals[i] ?? 0) - (s.total ?? 0)))}`,
      ]
    : [`other ${left(totals.map((total, i) => total - (covered[i] ?? 0)))}`];
  return [...parts.map(([name, ms]) => `${name} ${ms.toFixed(1)}`), ...rest].join(" · ");
}

const check = (value: number | null, target: number) =>
  value === null ? "-" : `${value.toFixed(1)} (≤ ${target}: ${value <= target ? "yes" : "NO"})`;

const ms = (value: number | null) => (value === null ? "-" : value.toFixed(1));

/**
 * Untimed pause before each sample (BENCH_PAUSE_MS, default 25): submissions reach a server
 * apart, and the sandbox pool refills between them. 0 times them back to back, faster than
 * the pool can prepare sandboxes for the fastest languages (C: about 7 ms of set-up per 2 ms run).
 */
const PAUSE_MS = Number(process.env.BENCH_PAUSE_MS ?? 25);
const pause = () => new Promise((resolve) => setTimeout(resolve, PAUSE_MS));

async function samples(times: number, run: (i: number) => Promise<unknown>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < times; i++) {
    await pause();
    const started = performance.now();
    const result = await run(i);
    out.push(isTimed(result) ? result.ms : performance.now() - started);
  }
  return out;
}

/** A comment that changes the source (and so the compile-cache key) without changing behaviour. */
function fresh(language: TLanguageKey, code: string, i: number): string {
  return `${code}\n${language === "python" ? "#" : "//"} cold ${process.pid}-${Date.now()}-${i}\n`;
}

/**
 * Times each of `runs` `times` times, taking them in turn (one of each per round, after one
 * untimed call of each), and keeps the phases each call returns.
 */
async function sideBySide(
  times: number,
  runs: Record<string, () => Promise<Phases | unknown>>,
): Promise<Record<string, { totals: number[]; phases: Phases[] }>> {
  const out: Record<string, { totals: number[]; phases: Phases[] }> = {};
  for (const [name, run] of Object.entries(runs)) {
    await run();
    out[name] = { totals: [], phases: [] };
  }
  for (let i = 0; i < times; i++) {
    for (const [name, run] of Object.entries(runs)) {
      await pause();
      const started = performance.now();
      const result = await run();
      const ms = performance.now() - started;
      out[name]?.totals.push(isTimed(result) ? result.ms : ms);
      out[name]?.phases.push(
        isTimed(result) ? result.phases : typeof result === "object" && result !== null ? (result as Phases) : {},
      );
    }
  }
  return out;
}

async function main() {
  const challenge = (await loadCatalog()).find((c) => c.slug === "two-sum");
  if (!challenge) throw new Error("two-sum is missing from the catalog");
  const tests: TTestCase[] = [...challenge.samples, ...challenge.hidden];
  const root = await mkdtemp(path.join(os.tmpdir(), "cp-bench-judge-bare-"));
  const { engine, cacheDir } = await startBenchEngine(LIMITS, 512 * 1024 * 1024);
  const judge = createJudge(engine);
  const languages = (await engine.languages()).filter((l) => l.available && (!ONLY || ONLY.includes(l.key)));
  const http = await startSubmitServer(POSTGRES);
  const load = os.loadavg().map((l) => l.toFixed(2));
  console.log(`Machine: ${os.availableParallelism()} cores, load average ${load.join(" ")}`);
  console.log(`Sandbox: ${(await engine.describe()).join("; ")}`);
  console.log(`Two Sum: ${tests.length} tests (samples and hidden) in one process per submission.`);
  console.log(
    typeof http === "string"
      ? `HTTP column skipped: ${http}`
      : `HTTP: ${http.server.url} (${POSTGRES ? "PostgreSQL + Redis" : "embedded PGlite"})`,
  );

  const rows: string[][] = [];
  const targetRows: string[][] = [];
  const phaseRows: string[][] = [];
  let coldCpp: number | null = null;
  try {
    for (const language of languages) {
      const key = language.key;
      const code = TWO_SUM[key];
      const judgeOnce = async (source: string): Promise<Phases> => {
        const { signature, compare } = challenge;
        const outcome = await judge.run({ signature, compare, tests, language: key, code: source, limits: LIMITS });
        if (outcome.verdict !== "Accepted")
          throw new Error(`${key}: ${outcome.verdict} ${outcome.compileOutput ?? ""}`);
        return outcome.phases ?? {};
      };
      const program = generateProgram(challenge.signature, key, code);
      const stdin = buildStdin(
        "0123456789abcdef",
        tests.map((t) => buildArgs(challenge.signature, t.input)),
      );
      const runProgram = await prepareBare(language, root, program.source, LIMITS);
      const bareRun = async () => {
        const reported = (await runProgram(stdin)).split("\n").filter((line) => line.startsWith("\u001e")).length;
        if (reported !== tests.length)
          throw new Error(`${key}: bare run reported ${reported} of ${tests.length} tests`);
      };
      // The floor of any sandboxed run: the language's Hello World, cached, through the same engine.
      const hello = async () => {
        const result = await engine.execute({ language: key, source: LANGUAGE_DEFINITIONS[key].starterCode });
        if (result.verdict !== "Accepted") throw new Error(`${key} hello: ${result.message}`);
      };
      const bareHello = await prepareBare(
        language,
        path.join(root, "hello"),
        LANGUAGE_DEFINITIONS[key].starterCode,
        LIMITS,
      );
      const submitted = typeof http === "string" ? null : http;
      // Warm samples side by side, one of each in turn: a drift of the machine's speed during the
      // run (other tenants, frequency) weighs on the bare run and the sandboxed ones alike.
      const warmSamples = await sideBySide(RUNS, {
        bare: bareRun,
        bareHello: () => bareHello(),
        hello,
        judge: () => judgeOnce(code),
        ...(submitted ? { http: () => submitted.submit(code, key) } : {}),
      });
      const bare = median(warmSamples.bare?.totals ?? []);
      const bareFloor = median(warmSamples.bareHello?.totals ?? []);
      const floor = median(warmSamples.hello?.totals ?? []);
      const judged = { total: median(warmSamples.judge?.totals ?? []), phases: warmSamples.judge?.phases ?? [] };
      const warm = judged.total;
      const compiled = Boolean(LANGUAGE_DEFINITIONS[key].compile);
      const cold = compiled ? median(await samples(COLD_RUNS, (i) => judgeOnce(fresh(key, code, i)))) : null;
      const httpWarm = warmSamples.http ? median(warmSamples.http.totals) : null;
      const httpPhases = warmSamples.http?.phases ?? [];
      const httpCold =
        submitted && compiled
          ? median(await samples(COLD_RUNS, (i) => submitted.submit(fresh(key, code, 1000 + i), key)))
          : null;
      if (key === "cpp") coldCpp = httpCold ?? cold;
      rows.push([language.name, ms(bare), ms(bareFloor), ms(floor), ms(warm), ms(cold), ms(httpWarm), ms(httpCold)]);
      targetRows.push([
        language.name,
        check(httpWarm === null ? null : httpWarm - bare, TARGET.httpOverBare),
        check(floor - bareFloor, TARGET.helloOverBare),
      ]);
      phaseRows.push([
        `${language.name} judge`,
        ms(warm),
        medianPhases(judged.phases, warmSamples.judge?.totals ?? []),
      ]);
      if (httpWarm !== null)
        phaseRows.push([
          `${language.name} HTTP`,
          ms(httpWarm),
          medianPhases(httpPhases, warmSamples.http?.totals ?? []),
        ]);
      console.log(`  ${language.name}: done`);
    }
    if (typeof http !== "string" && MEMORY_SUBMISSIONS > 0) {
      // Two at a time, warm C++ (the cheapest submission), then the web process's resident memory.
      let sent = 0;
      const worker = async () => {
        while (sent < MEMORY_SUBMISSIONS) {
          sent += 1;
          await http.submit(TWO_SUM.cpp, "cpp");
        }
      };
      await Promise.all([worker(), worker()]);
      const afterMb = await rssMb(http.server.pid);
      console.log(
        `\nWeb process memory (RSS): ${http.idleMb} MB idle (after start and one submission), ${afterMb} MB after ${MEMORY_SUBMISSIONS} more submissions.`,
      );
    }
  } finally {
    if (typeof http !== "string") await http.server.stop();
    await rm(root, { recursive: true, force: true });
    await rm(cacheDir, { recursive: true, force: true });
  }
  printTable(
    `Two Sum, ${tests.length} tests, median of ${RUNS} warm and ${COLD_RUNS} cold submissions (ms)`,
    ["language", "bare run", "bare hello", "sandbox hello", "judge warm", "judge cold", "HTTP warm", "HTTP cold"],
    rows,
  );
  printTable(
    "Targets (ms)",
    [
      "language",
      `HTTP warm − bare run (≤ ${TARGET.httpOverBare})`,
      `sandbox hello − bare hello (≤ ${TARGET.helloOverBare})`,
    ],
    targetRows,
  );
  console.log(`Cold C++ submit: ${check(coldCpp, TARGET.coldCpp)}`);
  printTable(
    "Where the time goes (medians, ms; each sample's time outside the phases: judge other; HTTP server other = the server's total − phases, HTTP = the client's total − the server's)",
    ["", "total", "phases"],
    phaseRows,
  );
  console.log(
    "\nbare run: the same generated program and stdin, compiled outside the sandbox, spawned directly." +
      "\nbare hello: the language's Hello World compiled outside the sandbox, spawned directly." +
      "\nsandbox hello: the language's Hello World through the same engine (cached): the floor of any sandboxed run." +
      "\njudge warm/cold: createJudge(engine).run through the bwrap sandbox, cached build / fresh compile." +
      "\nHTTP: POST /api/challenges/:id/submit on the real server (own process), logged in. Phases come from its Server-Timing header." +
      `\nSamples are ${PAUSE_MS} ms apart (BENCH_PAUSE_MS); SANDBOX_POOL=off sets up a sandbox per run, as before the pool.`,
  );
}

await main();
process.exit(0);
