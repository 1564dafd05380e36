import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { bodyParser } from "@koa/bodyparser";
import Koa from "koa";
import { createCompilerFeature } from "../../backend/src/features/compiler";
import {
  createLocalQueue,
  type Engine,
  EXECUTION_JOBS,
  LANGUAGE_DEFINITIONS,
  type LanguageStatus,
  runJobFor,
} from "../../backend/src/features/execution";
import { errorMiddleware } from "../../backend/src/http/errors";
import { createLogger } from "../../backend/src/logger";
import { prepareBare, printTable, startBenchEngine } from "./bare";
import { type ServerProcess, startServerProcess } from "./server-process";

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const COLD_RUNS = Number(process.env.BENCH_COLD_RUNS ?? 5);
const THROUGHPUT_JOBS = Number(process.env.BENCH_THROUGHPUT_JOBS ?? 40);
const LIMITS = { cpuMs: 5000, wallMs: 10_000, memoryBytes: 256 * 1024 * 1024, processes: 64, outputBytes: 1024 * 1024 };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};
const ms = (value: number) => value.toFixed(1);

/**
 * Untimed pause before each sample (BENCH_PAUSE_MS, default 25): runs reach a server apart, and
 * the sandbox pool refills between them. The throughput figures below have no pause.
 */
const PAUSE_MS = Number(process.env.BENCH_PAUSE_MS ?? 25);

/**
 * Times several ways of doing the same thing, interleaved run by run, so that a change in the
 * machine's load during the benchmark affects every column alike. One warm-up round first.
 */
async function timedTogether(ways: (() => Promise<unknown>)[], times: number): Promise<number[][]> {
  for (const run of ways) await run();
  const samples = ways.map(() => [] as number[]);
  for (let i = 0; i < times; i++) {
    for (const [index, run] of ways.entries()) {
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
      const started = performance.now();
      await run();
      samples[index]?.push(performance.now() - started);
    }
  }
  return samples;
}

/** The real server (`backend/src/main.ts` in its own process) when it serves the compiler API, else the compiler router in-process. */
async function startServer(): Promise<{ url: string; kind: string; stop(): Promise<void> }> {
  let server: ServerProcess | null = null;
  try {
    server = await startServerProcess({
      EXEC_PER_USER: "64",
      RATE_LIMIT_RUN_PER_MINUTE: "1000000",
      SEED_DEMO: "false",
    });
    const probe = await fetch(`${server.url}/api/compiler/run`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ language: "python", code: "print(1)" }),
    });
    if (probe.status === 200)
      return {
        url: server.url,
        kind: "the real server (backend/build/main.js, own process)",
        stop: () => (server as ServerProcess).stop(),
      };
    await server.stop();
  } catch {
    await server?.stop();
  }
  const { engine, cacheDir } = await startBenchEngine(LIMITS, 256 * 1024 * 1024);
  const queue = createLocalQueue({ engine, jobs: EXECUTION_JOBS, concurrency: os.availableParallelism(), perUser: 64 });
  const app = new Koa();
  app.use(errorMiddleware(createLogger("silent")));
  app.use(bodyParser());
  app.use(createCompilerFeature({ queue, engine }).router.routes());
  const httpServer = http.createServer(app.callback());
  await new Promise<void>((resolve) => httpServer.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`,
    kind: "the compiler router in this process (the real server does not serve /api/compiler/run yet)",
    async stop() {
      await new Promise((resolve) => httpServer.close(resolve));
      await rm(cacheDir, { recursive: true, force: true });
    },
  };
}

async function postRun(url: string, language: string, code: string): Promise<void> {
  const response = await fetch(`${url}/api/compiler/run`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ language, code }),
  });
  const body = (await response.json()) as { status?: { id: number }; stdout?: string; message?: string };
  if (body.status?.id !== 3) throw new Error(`${language} run failed: ${JSON.stringify(body)}`);
}

async function throughput(url: string, language: string, code: string, concurrency: number): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < THROUGHPUT_JOBS) await postRun(url, language, code);
    }),
  );
  return THROUGHPUT_JOBS / ((performance.now() - started) / 1000);
}

/** The starter program run bare; it must print exactly Hello, World!. */
async function helloBare(language: LanguageStatus, root: string, code: string) {
  const run = await prepareBare(language, root, code, LIMITS);
  return async () => {
    const output = await run();
    if (output !== "Hello, World!\n") throw new Error(`${language.key}: bare run printed ${JSON.stringify(output)}`);
  };
}

async function main() {
  if (process.argv.includes("--fairness")) {
    // `npm run bench:exec -- --fairness`: only the fair-scheduling figure.
    const { engine, cacheDir } = await startBenchEngine(LIMITS, 256 * 1024 * 1024);
    console.log(
      `Machine: ${os.availableParallelism()} cores, load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")}`,
    );
    console.log(await measureFairness(engine));
    await rm(cacheDir, { recursive: true, force: true });
    return;
  }
  const root = await mkdtemp(path.join(os.tmpdir(), "cp-bench-bare-"));
  const { engine, cacheDir } = await startBenchEngine(LIMITS, 256 * 1024 * 1024);
  const languages = (await engine.languages()).filter((l) => l.available);
  const server = await startServer();
  console.log(
    `Machine: ${os.availableParallelism()} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
  console.log(`Sandbox: ${(await engine.describe()).join("; ")}`);
  console.log(`HTTP runs go through ${server.kind}.`);
  const latency: string[][] = [];
  const compiles: string[][] = [];
  const rates: string[][] = [];
  let fairness = "";
  let pythonRate = "";
  try {
    for (const language of languages) {
      const code = LANGUAGE_DEFINITIONS[language.key].starterCode;
      const [bare = 0, sandboxed = 0, api = 0] = await timedTogether(
        [
          await helloBare(language, root, code),
          async () => {
            const result = await engine.execute({ language: language.key, source: code });
            if (result.statusId !== 3) throw new Error(`${language.key}: ${result.message}`);
          },
          () => postRun(server.url, language.key, code),
        ],
        RUNS,
      ).then((samples) => samples.map(median));
      latency.push([
        language.name,
        language.version ?? "",
        ms(bare),
        ms(sandboxed),
        ms(sandboxed - bare),
        ms(api),
        ms(api - bare),
        `${(api / bare).toFixed(2)}x`,
      ]);
      if (LANGUAGE_DEFINITIONS[language.key].compile) {
        const cold: number[] = [];
        for (let i = 0; i < COLD_RUNS; i++) {
          const fresh = `${code}\n${language.key === "python" ? "#" : "//"} ${Date.now()}-${i}\n`;
          const started = performance.now();
          await postRun(server.url, language.key, fresh);
          cold.push(performance.now() - started);
        }
        compiles.push([language.name, ms(median(cold)), ms(api), `${(median(cold) / api).toFixed(1)}x`]);
      }
      const perSecond = [];
      for (const concurrency of [1, 2, 4])
        perSecond.push((await throughput(server.url, language.key, code, concurrency)).toFixed(1));
      rates.push([language.name, ...perSecond]);
    }
    fairness = await measureFairness(engine);
    const python = languages.find((l) => l.key === "python");
    if (python) {
      const bare = await helloBare(python, path.join(root, "rate"), LANGUAGE_DEFINITIONS.python.starterCode);
      let next = 0;
      const started = performance.now();
      await Promise.all(
        [0, 1].map(async () => {
          while (next++ < THROUGHPUT_JOBS) await bare();
        }),
      );
      const barePerSecond = THROUGHPUT_JOBS / ((performance.now() - started) / 1000);
      const apiPerSecond = await throughput(server.url, "python", LANGUAGE_DEFINITIONS.python.starterCode, 2);
      pythonRate = `Python Hello World at concurrency 2: ${apiPerSecond.toFixed(1)} runs/s through the API, ${barePerSecond.toFixed(1)}/s bare: ${(apiPerSecond / barePerSecond).toFixed(2)} (target ≥ 0.8: ${apiPerSecond / barePerSecond >= 0.8 ? "yes" : "NO"})`;
    }
  } finally {
    await server.stop();
    await rm(root, { recursive: true, force: true });
    await rm(cacheDir, { recursive: true, force: true });
  }
  printTable(
    `Hello World, median of ${RUNS} runs (ms): bare process vs engine (sandbox) vs POST /api/compiler/run (cached build)`,
    ["language", "version", "bare", "sandbox", "sandbox - bare", "API", "API - bare", "API / bare"],
    latency,
  );
  printTable(
    `Compile through the API, median (ms): cold (${COLD_RUNS} fresh sources) vs cached`,
    ["language", "cold", "cached", "cold / cached"],
    compiles,
  );
  printTable(
    `Runs per second through the API (${THROUGHPUT_JOBS} runs each)`,
    ["language", "concurrency 1", "concurrency 2", "concurrency 4"],
    rates,
  );
  console.log(`\n${pythonRate}\n${fairness}`);
}

/**
 * Fair scheduling: four accounts each start a program that sleeps 8 s, then a fifth asks for
 * print(42) through the same in-process queue (as many CPU slots as cores). Before the scheduler
 * the learner waited for the sleepers' wall time.
 */
async function measureFairness(engine: Engine): Promise<string> {
  const queue = createLocalQueue({ engine, jobs: EXECUTION_JOBS, concurrency: os.availableParallelism(), perUser: 2 });
  const run = (userId: string, source: string) =>
    queue.submit(runJobFor({ language: "python", source, limits: { wallMs: 10_000 } }, userId));
  await run("warm-up", "print(42)");
  const sleepers = [1, 2, 3, 4].map((i) => run(`sleeper${i}`, "import time\ntime.sleep(8)"));
  await new Promise((resolve) => setTimeout(resolve, 200));
  const started = performance.now();
  await run("learner", "print(42)");
  const waited = performance.now() - started;
  await Promise.all(sleepers);
  return `print(42) behind four sleeping runs from four other accounts: answered in ${ms(waited)} ms (target < 1000: ${waited < 1000 ? "yes" : "NO"})`;
}

await main();
process.exit(0);
