import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
// @ts-expect-error: a plain .mjs script without type declarations
import { BACKEND_BUILD, ensureBackendBuild } from "../build-backend.mjs";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export type ServerProcess = { url: string; pid: number; child: ChildProcess; stop(): Promise<void> };

/**
 * Starts the compiled server (`backend/build/main.js`, built first if stale) as its own process,
 * as `npm start` does, on a free port and a fresh data folder.
 */
export async function startServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  // BENCH_TSX=1: the TypeScript sources through tsx instead, as production ran them before.
  const fromSource = process.env.BENCH_TSX === "1";
  if (!fromSource) await ensureBackendBuild();
  const entry = fromSource
    ? ["--import", "tsx", path.join(ROOT, "backend/src/main.ts")]
    : ["--enable-source-maps", path.join(BACKEND_BUILD, "main.js")];
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "cp-bench-"));
  const port = 20000 + Math.floor(Math.random() * 20000);
  const child = spawn(process.execPath, entry, {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("server did not start within 120 s");
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    pid: child.pid ?? 0,
    child,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Resident memory of a process, in MB. */
export async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** A fresh database on the PostgreSQL server for one benchmark run, dropped afterwards. */
export async function freshPostgresDatabase(
  base = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test",
) {
  const name = `cp_bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export async function signUpCookie(url: string, username: string): Promise<{ cookie: string; id: string }> {
  const response = await fetch(`${url}/api/auth/signup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password: "bench-password" }),
  });
  if (response.status !== 201) throw new Error(`signup failed: ${response.status} ${await response.text()}`);
  const cookie = (response.headers.getSetCookie()[0] ?? "").split(";")[0] ?? "";
  const body = (await response.json()) as { id: string };
  return { cookie, id: body.id };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}
