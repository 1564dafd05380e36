import { randomBytes } from "node:crypto";
import { chmod, mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { bodyParser } from "@koa/bodyparser";
import Router from "@koa/router";
import Koa from "koa";
import { afterAll, beforeAll } from "vitest";
import { createCompilerFeature } from "../features/compiler";
import {
  createExecutionEngine,
  createLocalQueue,
  type Engine,
  EXECUTION_JOBS,
  type ExecutionLimits,
} from "../features/execution";
import { errorMiddleware } from "../http/errors";
import type { AppState } from "../http/state";
import { createLogger } from "../logger";

/**
 * Secrets planted in this test process's environment: no sandboxed program may ever print them.
 * bwrap gets an empty environment, so /proc/1/environ and the program's own environment are clean.
 */
export const CANARY = `canary-xyz-${randomBytes(6).toString("hex")}`;
process.env.SESSION_SECRET = CANARY;
process.env.DATABASE_URL = `postgres://user:${CANARY}@localhost:5432/db`;

/** Small limits keep the hostile suite fast; every test still sees the real mechanisms. */
export const TEST_LIMITS: ExecutionLimits = {
  cpuMs: 1500,
  wallMs: 3000,
  memoryBytes: 128 * 1024 * 1024,
  processes: 32,
  outputBytes: 256 * 1024,
};

/**
 * A real engine in the bwrap sandbox for one test file: started before its tests, closed (with its
 * compile cache removed) after them. Returns how to reach it from a test.
 */
export function useSandboxedEngine(limits: ExecutionLimits = TEST_LIMITS): () => Engine {
  let engine: Engine | undefined;
  let cacheDir = "";
  beforeAll(async () => {
    cacheDir = await mkdtemp(path.join(os.tmpdir(), "cp-engine-"));
    await chmod(cacheDir, 0o755);
    engine = createExecutionEngine({ sandbox: "bwrap", limits, cacheDir, cacheMaxBytes: 1 << 26 });
    await engine.assertReady();
  });
  afterAll(async () => {
    await engine?.close();
    if (cacheDir) await rm(cacheDir, { recursive: true, force: true });
  });
  return () => {
    if (!engine) throw new Error("the sandboxed engine starts in beforeAll");
    return engine;
  };
}

export type RunAnswer = {
  status: number;
  body: Record<string, unknown> & { stdout?: string | null; stderr?: string | null };
};

/**
 * The server still answers while a hostile program runs: a liveness bound, not a speed figure
 * (a frozen event loop stalls for the whole wall limit; a loaded 2-core machine may take a few hundred ms).
 */
export const RESPONSIVE_MS = 1500;

/**
 * A small server for integration tests: the real error middleware, body parser and compiler
 * router over an in-process queue and a real sandboxed engine, plus GET /api/health.
 */
export async function startHarness(
  options: { limits?: Partial<ExecutionLimits>; perUser?: number; compileLimits?: Partial<ExecutionLimits> } = {},
) {
  const cacheDir = await mkdtemp(path.join(os.tmpdir(), "cp-exec-test-"));
  await chmod(cacheDir, 0o755);
  const engine: Engine = createExecutionEngine({
    sandbox: "bwrap",
    limits: { ...TEST_LIMITS, ...options.limits },
    cacheDir,
    cacheMaxBytes: 64 * 1024 * 1024,
    compileLimits: { cpuMs: 10_000, wallMs: 20_000, ...options.compileLimits },
  });
  await engine.assertReady();
  const queue = createLocalQueue({ engine, jobs: EXECUTION_JOBS, concurrency: 2, perUser: options.perUser ?? 8 });
  const app = new Koa<AppState>();
  app.use(errorMiddleware(createLogger("silent")));
  app.use(bodyParser({ enableTypes: ["json"] }));
  const health = new Router<AppState>();
  health.get("/api/health", (ctx) => {
    ctx.body = { status: "ok" };
  });
  app.use(health.routes());
  const compiler = createCompilerFeature({ queue, engine, limits: { ...TEST_LIMITS, ...options.limits } });
  app.use(compiler.router.routes());
  const server = http.createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;

  async function post(pathname: string, body: unknown): Promise<RunAnswer> {
    const response = await fetch(url + pathname, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as RunAnswer["body"] };
  }

  /**
   * Runs a program through POST /api/compiler/run while GET /api/health is called every 20 ms;
   * returns the answer and the slowest health answer seen during the run.
   */
  async function runWatched(language: string, code: string, stdin?: string) {
    let done = false;
    const latencies: number[] = [];
    const run = post("/api/compiler/run", { language, code, stdin }).finally(() => {
      done = true;
    });
    while (!done) {
      const started = performance.now();
      const response = await fetch(`${url}/api/health`);
      await response.text();
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const answer = await run;
    return { ...answer, slowestHealthMs: Math.max(...latencies), healthChecks: latencies.length };
  }

  // Python runs are forked from a started interpreter once its zygote is up (python-zygote.c):
  // the tests' Python programs run there, as the server's would.
  await untilPythonZygote((code) => post("/api/compiler/run", { language: "python", code }));

  return {
    url,
    port,
    engine,
    cacheDir,
    post,
    run: (language: string, code: string, stdin?: string) => post("/api/compiler/run", { language, code, stdin }),
    runWatched,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await queue.close();
      await engine.close();
      await rm(cacheDir, { recursive: true, force: true });
    },
  };
}

export type Harness = Awaited<ReturnType<typeof startHarness>>;

/** A Python program that prints whether it runs in the zygote (whose runs see its hidden /control). */
export const IN_ZYGOTE = `print(" /control " in open("/proc/self/mountinfo").read())`;

/** Runs Python until a run comes from the zygote (it is built and started on the first runs). */
export async function untilPythonZygote(run: (code: string) => Promise<RunAnswer>): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const answer = await run(IN_ZYGOTE);
    if (answer.body.stdout === "True\n") return;
    if (answer.body.stdout !== "False\n") throw new Error(`Python does not run: ${JSON.stringify(answer.body)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("The Python zygote did not start within 60 s");
}

/** Every text the server answered, to search for leaked secrets. */
export function allText(answer: RunAnswer): string {
  return JSON.stringify(answer.body);
}
