import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TLanguageKey } from "@cp/contracts";
import { loadCatalog } from "../../backend/src/features/challenges";
import {
  buildArgs,
  buildStdin,
  createJudge,
  generateProgram,
  type JudgeTest,
  LANGUAGE_DEFINITIONS,
  TWO_SUM,
} from "../../backend/src/features/execution";
import { prepareBare, printTable, startBenchEngine } from "./bare";
import { median, type ServerProcess, signUpCookie, startServerProcess } from "./server-process";

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const COLD_RUNS = Number(process.env.BENCH_COLD_RUNS ?? 20);
/** Optional comma-separated language keys to measure, e.g. BENCH_LANGUAGES=python,cpp. */
const ONLY = process.env.BENCH_LANGUAGES?.split(",");
const LIMITS = { cpuMs: 5000, wallMs: 10_000, memoryBytes: 256 * 1024 * 1024, processes: 64, outputBytes: 1024 * 1024 };
/** The targets for a warm submit, in ms. */
const TARGETS: Record<TLanguageKey, number> = { python: 80, javascript: 80, c: 40, cpp: 40, java: 500, csharp: 500 };

const ms = (value: number | null) => (value === null ? "-" : value.toFixed(1));

async function samples(times: number, run: (i: number) => Promise<unknown>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    await run(i);
    out.push(performance.now() - started);
  }
  return out;
}

/** A comment that changes the source (and so the compile-cache key) without changing behaviour. */
function fresh(language: TLanguageKey, code: string, i: number): string {
  return `${code}\n${language === "python" ? "#" : "//"} cold ${process.pid}-${Date.now()}-${i}\n`;
}

/** A running server whose submit route judges Two Sum, or null (with the reason) when it has none yet. */
async function startSubmitServer(): Promise<
  { server: ServerProcess; submit: (code: string, language: string) => Promise<void> } | string
> {
  let server: ServerProcess | null = null;
  try {
    server = await startServerProcess({
      EXEC_PER_USER: "64",
      RATE_LIMIT_RUN_PER_MINUTE: "1000000",
      SEED_DEMO: "false",
    });
    const { cookie } = await signUpCookie(server.url, `bench${Date.now() % 1_000_000}`);
    const list = await fetch(`${server.url}/api/challenges`, { headers: { cookie } });
    if (!list.ok) throw new Error(`GET /api/challenges answered ${list.status}`);
    const items = (await list.json()) as { id: string; slug?: string; title: string }[];
    const twoSum = items.find((c) => c.slug === "two-sum" || c.title === "Two Sum");
    if (!twoSum) throw new Error("Two Sum is not in the served catalog");
    const url = `${server.url}/api/challenges/${twoSum.id}/submit`;
    const submit = async (code: string, language: string) => {
      const response = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json", cookie },
        body: JSON.stringify({ code, language }),
      });
      const body = (await response.json()) as { verdict?: string; message?: string };
      if (response.status !== 200 || body.verdict !== "Accepted") {
        throw new Error(`${language} submit: ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
      }
    };
    await submit(TWO_SUM.python, "python");
    return { server, submit };
  } catch (error) {
    await server?.stop();
    return (error as Error).message;
  }
}

async function main() {
  const challenge = (await loadCatalog()).find((c) => c.slug === "two-sum");
  if (!challenge) throw new Error("two-sum is missing from the catalog");
  const tests: JudgeTest[] = [...challenge.samples, ...challenge.hidden];
  const root = await mkdtemp(path.join(os.tmpdir(), "cp-bench-judge-bare-"));
  const { engine, cacheDir } = await startBenchEngine(LIMITS, 512 * 1024 * 1024);
  const judge = createJudge(engine);
  const languages = (await engine.languages()).filter((l) => l.available && (!ONLY || ONLY.includes(l.key)));
  const http = await startSubmitServer();
  const load = os.loadavg().map((l) => l.toFixed(2));
  console.log(`Machine: ${os.availableParallelism()} cores, load average ${load.join(" ")}`);
  console.log(`Sandbox: ${(await engine.describe()).join("; ")}`);
  console.log(`Two Sum: ${tests.length} tests (samples and hidden) in one process per submission.`);
  console.log(typeof http === "string" ? `HTTP column skipped: ${http}` : `HTTP: ${http.server.url}`);

  const rows: string[][] = [];
  try {
    for (const language of languages) {
      const key = language.key;
      const code = TWO_SUM[key];
      const judgeOnce = async (source: string) => {
        const { signature, compare } = challenge;
        const outcome = await judge.run({ signature, compare, tests, language: key, code: source, limits: LIMITS });
        if (outcome.verdict !== "Accepted")
          throw new Error(`${key}: ${outcome.verdict} ${outcome.compileOutput ?? ""}`);
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
      await bareRun();
      const bare = median(await samples(RUNS, bareRun));
      // The floor of any sandboxed run: the language's Hello World, cached, through the same engine.
      const hello = async () => {
        const result = await engine.execute({ language: key, source: LANGUAGE_DEFINITIONS[key].starterCode });
        if (result.verdict !== "Accepted") throw new Error(`${key} hello: ${result.message}`);
      };
      await hello();
      const floor = median(await samples(RUNS, hello));
      await judgeOnce(code);
      const warm = median(await samples(RUNS, () => judgeOnce(code)));
      const compiled = Boolean(LANGUAGE_DEFINITIONS[key].compile);
      const cold = compiled ? median(await samples(COLD_RUNS, (i) => judgeOnce(fresh(key, code, i)))) : null;
      let httpWarm: number | null = null;
      let httpCold: number | null = null;
      if (typeof http !== "string") {
        await http.submit(code, key);
        httpWarm = median(await samples(RUNS, () => http.submit(code, key)));
        if (compiled) httpCold = median(await samples(COLD_RUNS, (i) => http.submit(fresh(key, code, 1000 + i), key)));
      }
      const measured = httpWarm ?? warm;
      const verdict = measured < TARGETS[key] ? "yes" : "NO";
      rows.push([
        language.name,
        ms(bare),
        ms(floor),
        ms(warm),
        ms(cold),
        ms(httpWarm),
        ms(httpCold),
        `< ${TARGETS[key]}`,
        verdict,
      ]);
      console.log(`  ${language.name}: done`);
    }
  } finally {
    if (typeof http !== "string") await http.server.stop();
    await rm(root, { recursive: true, force: true });
    await rm(cacheDir, { recursive: true, force: true });
  }
  printTable(
    `Two Sum, ${tests.length} tests, median of ${RUNS} warm and ${COLD_RUNS} cold submissions (ms)`,
    [
      "language",
      "bare run",
      "sandbox hello",
      "judge warm",
      "judge cold",
      "HTTP warm",
      "HTTP cold",
      "target (warm)",
      "met",
    ],
    rows,
  );
  console.log(
    "\nbare run: the same generated program and stdin, compiled outside the sandbox, spawned directly." +
      "\nsandbox hello: the language's Hello World through the same engine (cached): the floor of any sandboxed run." +
      "\njudge warm/cold: createJudge(engine).run through the bwrap sandbox, cached build / fresh compile." +
      "\nHTTP: POST /api/challenges/:id/submit on the real server (own process), logged in. The target applies to HTTP warm when measured, else judge warm.",
  );
}

await main();
process.exit(0);
