// `npm run bench:web`: the JavaScript the Home page downloads (gzip), and requests per second /
// p99 of GET /api/auth/me (a primary-key read) and GET /api/challenges (a database-backed list)
// under 50 concurrent connections, on PGlite and on PostgreSQL, plus the server's idle RSS.
import { execFileSync } from "node:child_process";
import autocannon from "autocannon";
import { chromium } from "playwright-core";
import { freshPostgresDatabase, ROOT, rssMb, signUpCookie, startServerProcess } from "./server-process";

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);

async function homeScriptBytes(url: string) {
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  try {
    const page = await browser.newPage();
    const scripts: { url: string; bytes: number }[] = [];
    page.on("response", async (response) => {
      if (response.request().resourceType() !== "script") return;
      const sizes = await response.request().sizes();
      scripts.push({ url: response.url(), bytes: sizes.responseBodySize });
    });
    await page.goto(url, { waitUntil: "networkidle" });
    return scripts;
  } finally {
    await browser.close();
  }
}

async function load(url: string, cookie?: string) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: cookie ? { cookie } : {},
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
}

async function benchMode(mode: "pglite" | "postgres") {
  const database = mode === "postgres" ? await freshPostgresDatabase() : undefined;
  const server = await startServerProcess({
    RATE_LIMIT_SIGNUPS_PER_HOUR: "100000",
    RATE_LIMIT_LOGIN_FAILURES_PER_ADDRESS: "100000",
    SEED_DEMO: "false",
    ...(database ? { DATABASE_URL: database.url } : {}),
  });
  try {
    await new Promise((r) => setTimeout(r, 2000));
    const idle = await rssMb(server.pid);
    const { cookie } = await signUpCookie(server.url, "bench-me");
    const me = await load(`${server.url}/api/auth/me`, cookie);
    const list = await load(`${server.url}/api/challenges`, cookie);
    const loaded = await rssMb(server.pid);
    return { mode, idle, loaded, me, list };
  } finally {
    await server.stop();
    await database?.drop();
  }
}

execFileSync("node", ["-e", "import('./scripts/lib.mjs').then(m => m.ensureFrontendBuild())"], {
  cwd: ROOT,
  stdio: "inherit",
});

const server = await startServerProcess({ SEED_DEMO: "false" });
let scripts: { url: string; bytes: number }[];
try {
  scripts = await homeScriptBytes(server.url);
} finally {
  await server.stop();
}
const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
console.log("\nHome page (/) JavaScript, as downloaded (gzip):");
for (const s of scripts) console.log(`  ${(s.bytes / 1024).toFixed(1).padStart(7)} KB  ${new URL(s.url).pathname}`);
console.log(
  `  ${(total / 1024).toFixed(1).padStart(7)} KB  total (target < 200 KB; the editor is ${scripts.some((s) => /monaco|editor/i.test(s.url)) ? "PRESENT" : "not"} part of it)`,
);

const rows = [await benchMode("pglite"), await benchMode("postgres")];
console.log(
  `\nHTTP under ${CONNECTIONS} concurrent connections, ${DURATION_S} s each (autocannon, separate process from the server):`,
);
console.log("| database | endpoint | req/s | p50 ms | p99 ms | non-2xx |");
console.log("|---|---|---:|---:|---:|---:|");
for (const row of rows) {
  console.log(`| ${row.mode} | GET /api/auth/me | ${row.me.rps} | ${row.me.p50} | ${row.me.p99} | ${row.me.non2xx} |`);
  console.log(
    `| ${row.mode} | GET /api/challenges (catalog list) | ${row.list.rps} | ${row.list.p50} | ${row.list.p99} | ${row.list.non2xx} |`,
  );
}
console.log("\nServer memory (RSS):");
for (const row of rows) console.log(`  ${row.mode}: idle ${row.idle} MB, after load ${row.loaded} MB`);
