// Browser tests: builds the web app if stale, starts the real server (API + Socket.IO + the
// built app) on a free port with a throw-away PGlite database, runs frontend/e2e/*.e2e.ts
// in headless Chromium through Vitest, and stops the server. Exit code: Vitest's.
// Options: --json=<file> also writes Vitest's JSON report; other arguments go to Vitest
// (e.g. a file filter: `node scripts/e2e.mjs theme`).
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { ensureFrontendBuild, ROOT } from "./lib.mjs";

const STARTUP_TIMEOUT_MS = 120_000;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once GET /api/health answers, rejects if the server exits or takes too long. */
function waitForServer(url, child, output) {
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + STARTUP_TIMEOUT_MS;
    const onExit = (code) => reject(new Error(`server exited with code ${code} before serving:\n${output()}`));
    child.once("exit", onExit);
    const poll = async () => {
      try {
        const response = await fetch(`${url}/api/health`);
        if (response.ok) {
          child.off("exit", onExit);
          return resolve();
        }
      } catch {
        // Not listening yet.
      }
      if (Date.now() > deadline) {
        child.off("exit", onExit);
        return reject(new Error(`server did not answer within ${STARTUP_TIMEOUT_MS / 1000} s:\n${output()}`));
      }
      setTimeout(poll, 250);
    };
    void poll();
  });
}

const args = process.argv.slice(2);
const jsonArg = args.find((a) => a.startsWith("--json="));
const vitestArgs = args.filter((a) => a !== jsonArg);

ensureFrontendBuild();

const port = await freePort();
const dataDir = mkdtempSync(path.join(os.tmpdir(), "cp-e2e-"));
const baseUrl = `http://localhost:${port}`;
const admin = { username: "e2e-admin", password: randomBytes(12).toString("base64url") };

let log = "";
const server = spawn(process.execPath, ["--import", "tsx", "backend/src/main.ts"], {
  cwd: ROOT,
  env: {
    ...process.env,
    NODE_ENV: "test",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    REDIS_URL: "",
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
    // Every test signs up or logs in from the same address: the per-address limits would trip.
    RATE_LIMIT_SIGNUPS_PER_HOUR: "100000",
    RATE_LIMIT_LOGIN_FAILURES_PER_ADDRESS: "100000",
    RATE_LIMIT_QUIZ_PER_MINUTE: "10000",
    LOG_LEVEL: "warn",
    CONTRACT_CHECKS: "true",
  },
  stdio: ["ignore", "pipe", "pipe"],
});
server.stdout.on("data", (chunk) => {
  log += chunk;
});
server.stderr.on("data", (chunk) => {
  log += chunk;
});

let status = 1;
try {
  console.log(`→ Starting the server on ${baseUrl} (data in ${dataDir})…`);
  await waitForServer(baseUrl, server, () => log);
  const reporters = jsonArg
    ? ["--reporter=default", "--reporter=json", `--outputFile=${jsonArg.slice("--json=".length)}`]
    : [];
  const result = spawnSync(
    "npx",
    ["vitest", "run", "--config", "frontend/e2e/vitest.config.ts", ...reporters, ...vitestArgs],
    {
      cwd: ROOT,
      stdio: "inherit",
      env: {
        ...process.env,
        E2E_BASE_URL: baseUrl,
        E2E_ADMIN_USERNAME: admin.username,
        E2E_ADMIN_PASSWORD: admin.password,
      },
    },
  );
  status = result.status ?? 1;
} catch (error) {
  console.error(`✗ ${error instanceof Error ? error.message : String(error)}`);
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => {
    const timer = setTimeout(() => {
      server.kill("SIGKILL");
      resolve();
    }, 10_000);
    if (server.exitCode !== null) resolve();
    server.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
  });
  rmSync(dataDir, { recursive: true, force: true });
  if (status !== 0 && log) console.error(`\nServer output:\n${log.slice(-4000)}`);
}
process.exit(status);
