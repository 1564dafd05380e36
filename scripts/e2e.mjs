// Browser tests: builds the web app if stale, starts the real server (API + Socket.IO + the
// built app) on a free port with a throw-away PGlite database, runs frontend/e2e/*.e2e.ts
// in headless Chromium through Vitest, and stops the server. Exit code: Vitest's.
// A whole run splits the files in two groups of about equal time (E2E_GROUPS, default 2), each
// with a server of its own, side by side: most of a browser test's time is spent waiting (on the
// sandbox, on animations, on the network), so two groups share the two cores well, and separate
// databases keep one group's data (a new challenge, a leaderboard row) out of the other's.
// Options: --json=<file> also writes Vitest's JSON report; other arguments go to Vitest
// (e.g. a file filter: `node scripts/e2e.mjs theme`, which runs in one group).
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
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
const jsonFile = jsonArg?.slice("--json=".length);
const vitestArgs = args.filter((a) => a !== jsonArg);
const E2E_DIR = path.join(ROOT, "frontend", "e2e");

/**
 * Seconds each file took in a full run (CI, 2 cores): the groups are balanced on these. A file
 * not listed counts as 20 s.
 */
const SECONDS = {
  "accessibility.e2e.ts": 295,
  "tutorials-preview.e2e.ts": 200,
  "tutorials.e2e.ts": 58,
  "challenges.e2e.ts": 30,
  "editor-settings.e2e.ts": 39,
  "challenge-feedback.e2e.ts": 29,
  "compiler.e2e.ts": 28,
  "navigation.e2e.ts": 27,
  "challenge-submissions.e2e.ts": 26,
  "layout-stability.e2e.ts": 26,
};
const DEFAULT_SECONDS = 15;

/** Splits the test files into `count` groups of about equal time (longest first, into the lightest group). */
function groups(count) {
  const files = readdirSync(E2E_DIR)
    .filter((name) => name.endsWith(".e2e.ts"))
    .sort((a, b) => (SECONDS[b] ?? DEFAULT_SECONDS) - (SECONDS[a] ?? DEFAULT_SECONDS) || a.localeCompare(b));
  const bins = Array.from({ length: count }, () => ({ seconds: 0, files: [] }));
  for (const file of files) {
    const lightest = bins.reduce((a, b) => (b.seconds < a.seconds ? b : a));
    lightest.files.push(file);
    lightest.seconds += SECONDS[file] ?? DEFAULT_SECONDS;
  }
  return bins.filter((bin) => bin.files.length > 0).map((bin) => bin.files);
}

/** Starts a server on a free port with a throw-away database; resolves once it answers. */
async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "cp-e2e-"));
  const baseUrl = `http://localhost:${port}`;
  const admin = { username: "e2e-admin", password: randomBytes(12).toString("base64url") };
  let log = "";
  const child = spawn(process.execPath, ["--import", "tsx", "backend/src/main.ts"], {
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
  child.stdout.on("data", (chunk) => {
    log += chunk;
  });
  child.stderr.on("data", (chunk) => {
    log += chunk;
  });
  const server = {
    baseUrl,
    admin,
    dataDir,
    log: () => log,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((resolve) => {
        const timer = setTimeout(() => {
          child.kill("SIGKILL");
          resolve();
        }, 10_000);
        if (child.exitCode !== null) resolve();
        child.once("exit", () => {
          clearTimeout(timer);
          resolve();
        });
      });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  console.log(`→ Starting the server on ${baseUrl} (data in ${dataDir})…`);
  try {
    await waitForServer(baseUrl, child, () => log);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

/** Runs Vitest on `files` (all when empty) against `server`; resolves with its exit code and output. */
function runVitest(server, files, { reportFile, prefix }) {
  const inherit = prefix === undefined;
  const reporters = reportFile ? ["--reporter=default", "--reporter=json", `--outputFile=${reportFile}`] : [];
  return new Promise((resolve) => {
    const child = spawn(
      "npx",
      ["vitest", "run", "--config", "frontend/e2e/vitest.config.ts", ...reporters, ...vitestArgs],
      {
        cwd: ROOT,
        stdio: inherit ? "inherit" : ["ignore", "pipe", "pipe"],
        env: {
          ...process.env,
          E2E_BASE_URL: server.baseUrl,
          E2E_ADMIN_USERNAME: server.admin.username,
          E2E_ADMIN_PASSWORD: server.admin.password,
          // The group's files, exactly (the config's include): a file argument would match as a
          // substring, and navigation.e2e.ts would also run challenge-navigation.e2e.ts.
          ...(files.length > 0 ? { E2E_FILES: files.join(",") } : {}),
        },
      },
    );
    // Each line as it comes, marked with its group.
    for (const stream of [child.stdout, child.stderr]) {
      let partial = "";
      stream?.on("data", (chunk) => {
        const lines = (partial + chunk).split("\n");
        partial = lines.pop() ?? "";
        for (const line of lines) console.log(`${prefix}${line}`);
      });
      stream?.on("end", () => {
        if (partial) console.log(`${prefix}${partial}`);
      });
    }
    child.on("close", (code) => resolve(code ?? 1));
  });
}

/** One JSON report for the groups: the counts summed, the files' results side by side. */
function mergeReports(files, target) {
  const reports = files.map((file) => {
    try {
      return JSON.parse(readFileSync(file, "utf8"));
    } catch {
      return null;
    }
  });
  const merged = { numPassedTests: 0, numFailedTests: 0, numPendingTests: 0, numTodoTests: 0, testResults: [] };
  for (const report of reports) {
    if (!report) continue;
    for (const key of ["numPassedTests", "numFailedTests", "numPendingTests", "numTodoTests"])
      merged[key] += report[key] ?? 0;
    merged.testResults.push(...(report.testResults ?? []));
  }
  merged.success = reports.every((report) => report?.success === true);
  writeFileSync(target, JSON.stringify(merged));
}

ensureFrontendBuild();

// A file filter (any argument not starting with '-') or -t runs in one group.
const filtered = vitestArgs.length > 0;
const count = filtered ? 1 : Math.max(1, Number(process.env.E2E_GROUPS ?? 2));
const plan = count === 1 ? [[]] : groups(count);
const servers = [];
let status = 1;
try {
  const started = await Promise.allSettled(plan.map(() => startServer()));
  for (const result of started) if (result.status === "fulfilled") servers.push(result.value);
  const failed = started.find((result) => result.status === "rejected");
  if (failed) throw failed.reason;
  if (plan.length === 1) {
    status = await runVitest(servers[0], [], { reportFile: jsonFile });
  } else {
    console.log(
      `→ ${plan.length} groups side by side:\n${plan.map((files, i) => `  ${i + 1}. ${files.join(", ")}`).join("\n")}`,
    );
    const reportFiles = plan.map((_, i) => path.join(os.tmpdir(), `cp-e2e-report-${process.pid}-${i}.json`));
    const statuses = await Promise.all(
      plan.map((files, i) => runVitest(servers[i], files, { reportFile: reportFiles[i], prefix: `[${i + 1}] ` })),
    );
    console.log(
      `\n${statuses.map((code, i) => `Group ${i + 1}: ${code === 0 ? "passed" : `failed (exit ${code})`}`).join("\n")}`,
    );
    status = statuses.every((code) => code === 0) ? 0 : 1;
    if (jsonFile) mergeReports(reportFiles, jsonFile);
    for (const file of reportFiles) rmSync(file, { force: true });
  }
} catch (error) {
  console.error(`✗ ${error instanceof Error ? error.message : String(error)}`);
} finally {
  for (const server of servers) {
    await server.stop();
    if (status !== 0 && server.log())
      console.error(`\nServer output (${server.baseUrl}):\n${server.log().slice(-4000)}`);
  }
}
process.exit(status);
