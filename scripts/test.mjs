// `npm test`: installs what it needs, then typecheck, lint, unit tests, integration tests
// (twice in CI: PGlite, then the real PostgreSQL and Redis), and browser tests.
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ensureCiServices } from "./ci-services.mjs";
import { ensureDependencies, ensureFrontendBuild, mustRun, run } from "./lib.mjs";
import { checkSystem } from "./setup-system.mjs";

const CI = process.env.CI === "true" || process.env.CI === "1";
const isRoot = process.getuid?.() === 0;
const started = Date.now();
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
// Each failed test's file and name, printed again at the end so that the tail of a long run says
// what failed (vitest's own report of it scrolls far above).
const failedTests = [];

function collectFailed(suite, report) {
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status !== "failed") continue;
      const where = path.relative(process.cwd(), file.name);
      const message = (test.failureMessages?.[0] ?? "").split("\n")[0].slice(0, 300);
      failedTests.push(`[${suite}] ${where} > ${test.fullName}\n    ${message}`);
    }
    if ((file.assertionResults ?? []).length === 0 && file.status === "failed") {
      failedTests.push(`[${suite}] ${path.relative(process.cwd(), file.name)}: ${(file.message ?? "").slice(0, 300)}`);
    }
  }
}

function step(title) {
  console.log(`\n━━ ${title} ━━ (${((Date.now() - started) / 1000).toFixed(0)} s)`);
}

ensureDependencies();
const missing = checkSystem({ install: isRoot, browser: true });
if (missing.length > 0) {
  console.error(`Missing system packages; run: sudo apt-get install -y ${missing.join(" ")}`);
  process.exit(1);
}

step("Typecheck (tsc -b)");
mustRun("npx", ["tsc", "-b"]);

step("Lint and format (biome) + import boundaries");
mustRun("npx", ["biome", "check", "."]);
mustRun("node", ["scripts/check-boundaries.mjs"]);

const reportDir = mkdtempSync(path.join(os.tmpdir(), "cp-vitest-"));
function vitest(label, project, env = {}, extraArgs = []) {
  const outputFile = path.join(reportDir, `${label.replace(/\W+/g, "-")}.json`);
  const status = run(
    "npx",
    [
      "vitest",
      "run",
      "--project",
      project,
      "--reporter=default",
      "--reporter=json",
      `--outputFile=${outputFile}`,
      ...extraArgs,
    ],
    {
      env: { ...process.env, ...env },
    },
  );
  if (existsSync(outputFile)) {
    const report = JSON.parse(readFileSync(outputFile, "utf8"));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
    collectFailed(label, report);
  }
  if (status !== 0) failures.push(label);
}

step("Unit tests");
vitest("unit", "unit");

step("Integration tests (PGlite, in-process services)");
vitest("integration-pglite", "int");

// Files that open neither a database nor Redis (the sandbox, the judge and the content proofs
// that run through them alone): a second pass against PostgreSQL + Redis would repeat them
// exactly, so it leaves them out.
const NO_DATABASE_FILES = [
  "backend/src/features/challenges/catalog.int.test.ts",
  "backend/src/features/quizzes/quiz-snippets.int.test.ts",
  "backend/src/features/execution/judge/*.int.test.ts",
  "backend/src/features/execution/engine/*.int.test.ts",
  "backend/src/features/execution/sandbox/*.int.test.ts",
  "backend/src/features/execution/queue/fairness.int.test.ts",
  "backend/src/features/compiler/*.int.test.ts",
  "backend/src/features/tutorials/typescript-compiler.int.test.ts",
  "backend/src/features/ai/provider/openai-compatible.int.test.ts",
];

if (CI) {
  step("Integration tests (PostgreSQL 127.0.0.1:5432 + Redis 127.0.0.1:6379)");
  ensureCiServices();
  vitest(
    "integration-postgres-redis",
    "int",
    {
      TEST_DATABASE_URL: "postgres://postgres@127.0.0.1:5432/test",
      TEST_REDIS_URL: "redis://127.0.0.1:6379",
    },
    NO_DATABASE_FILES.flatMap((glob) => ["--exclude", glob]),
  );
}

step("Browser tests (headless Chromium)");
ensureFrontendBuild();
// Each screen's JavaScript against its budget (from the build's manifest).
if (run("node", ["scripts/check-bundle-budget.mjs"]) !== 0) failures.push("bundle budget");
const e2eReport = path.join(reportDir, "e2e.json");
const e2eStatus = run("node", ["scripts/e2e.mjs", `--json=${e2eReport}`]);
if (existsSync(e2eReport)) {
  const report = JSON.parse(readFileSync(e2eReport, "utf8"));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  collectFailed("browser", report);
}
if (e2eStatus !== 0) failures.push("browser");

if (failedTests.length > 0) console.log(`\nFailed tests:\n${failedTests.join("\n")}`);
console.log(
  `\nTotal time ${((Date.now() - started) / 1000).toFixed(0)} s${failures.length ? `; failed: ${failures.join(", ")}` : ""}`,
);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length > 0 || totals.failed > 0 ? 1 : 0);
