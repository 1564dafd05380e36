// `npm run bench:web-vitals`: Lighthouse (mobile: a mid-range phone, simulated slow 4G and a 4x
// slower CPU) over every screen of the built app, served by the compiled server: the performance
// score, LCP, TBT and CLS of each, printed next to the targets. One run per screen by default
// (BENCH_RUNS=3 takes the median of three; BENCH_SCREENS=challenge,compiler measures only those;
// BENCH_VERBOSE=1 names each screen's largest paint; BENCH_LHR_DIR=folder keeps each run's full
// Lighthouse report as JSON, to read its network waterfall). Nothing is asserted: the figures are printed.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { median, ROOT, signUpCookie, startServerProcess } from "./server-process";

const RUNS = Number(process.env.BENCH_RUNS ?? 1);
const ADMIN = { username: "bench-admin", password: "bench-admin-password" };

type Who = "visitor" | "student" | "admin";
type Screen = { name: string; path: string; who: Who; heavy?: boolean };

execFileSync("node", ["-e", "import('./scripts/lib.mjs').then(m => m.ensureFrontendBuild())"], {
  cwd: ROOT,
  stdio: "inherit",
});

const server = await startServerProcess({
  RATE_LIMIT_SIGNUPS_PER_HOUR: "100000",
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
});
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});

try {
  const student = await signUpCookie(server.url, `vitals_${Date.now().toString(36)}`);
  const adminLogin = await fetch(`${server.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  const adminCookie = (adminLogin.headers.getSetCookie()[0] ?? "").split(";")[0] ?? "";
  const cookies: Record<Who, string | undefined> = { visitor: undefined, student: student.cookie, admin: adminCookie };
  const challenges = (await (
    await fetch(`${server.url}/api/challenges`, { headers: { cookie: student.cookie } })
  ).json()) as Array<{ id: string; slug: string }>;
  const twoSum = challenges.find((c) => c.slug === "two-sum")?.id ?? "";
  const posts = (await (await fetch(`${server.url}/api/forum/posts`)).json()) as Array<{ id: string }>;

  const allScreens: Screen[] = [
    { name: "home", path: "/", who: "visitor" },
    { name: "login", path: "/login", who: "visitor" },
    { name: "leaderboard", path: "/leaderboard", who: "visitor" },
    { name: "community", path: "/community", who: "visitor" },
    { name: "community post", path: `/community/${posts[0]?.id ?? ""}`, who: "visitor" },
    { name: "tutorials", path: "/tutorials", who: "visitor" },
    { name: "tutorial", path: "/tutorials/python-first-steps", who: "student" },
    { name: "quizzes", path: "/quizzes", who: "visitor" },
    { name: "quiz", path: "/quizzes/fundamentals-control-flow-loops", who: "visitor" },
    { name: "compiler", path: "/compiler/python", who: "visitor", heavy: true },
    { name: "challenges", path: "/challenges", who: "student" },
    { name: "challenge", path: `/challenges/${twoSum}`, who: "student", heavy: true },
    { name: "dashboard", path: "/dashboard", who: "student" },
    { name: "my progress", path: "/student-progress", who: "student" },
    { name: "admin", path: "/admin", who: "admin" },
  ];

  // BENCH_SCREENS=challenge,compiler measures only those screens.
  const only = process.env.BENCH_SCREENS?.split(",").map((name) => name.trim());
  const screens = only ? allScreens.filter((screen) => only.includes(screen.name)) : allScreens;
  const rows: string[] = [];
  let misses = 0;
  for (const screen of screens) {
    const samples: Array<{ score: number; lcp: number; tbt: number; cls: number; fcp: number }> = [];
    let lcpElement = "";
    for (let run = 0; run < RUNS; run++) {
      const cookie = cookies[screen.who];
      const measure = () =>
        lighthouse(`${server.url}${screen.path}`, {
          port: chrome.port,
          onlyCategories: ["performance"],
          output: "json",
          logLevel: "error",
          ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
        });
      let result = await measure();
      // Now and then a run ends without metrics (a runtime error such as no paint seen): it is
      // measured again rather than counted as a score of 0.
      const failed = () =>
        !result?.lhr ||
        Boolean(result.lhr.runtimeError) ||
        typeof result.lhr.categories.performance?.score !== "number";
      for (let retry = 0; retry < 2 && failed(); retry++) {
        console.log(
          `    ${screen.name}: run failed (${result?.lhr?.runtimeError?.code ?? "no result"}), measuring again`,
        );
        result = await measure();
      }
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse gave no result for ${screen.path}`);
      if (process.env.BENCH_LHR_DIR) {
        mkdirSync(process.env.BENCH_LHR_DIR, { recursive: true });
        const file = `${screen.name.replaceAll(" ", "-")}-${run + 1}.json`;
        writeFileSync(path.join(process.env.BENCH_LHR_DIR, file), JSON.stringify(lhr));
      }
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      // The element of the largest paint, as Lighthouse reports it (a table whose first row names it).
      const lcpDetails = lhr.audits["largest-contentful-paint-element"]?.details as
        | { items?: Array<{ items?: Array<{ node?: { snippet?: string } }> }> }
        | undefined;
      lcpElement = lcpDetails?.items?.[0]?.items?.[0]?.node?.snippet ?? "";
      samples.push({
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcp: audit("largest-contentful-paint"),
        tbt: audit("total-blocking-time"),
        cls: audit("cumulative-layout-shift"),
        fcp: audit("first-contentful-paint"),
      });
    }
    const m = (key: keyof (typeof samples)[number]) => median(samples.map((s) => s[key]));
    const [score, lcp, tbt, cls, fcp] = [m("score"), m("lcp"), m("tbt"), m("cls"), m("fcp")];
    const scoreTarget = screen.heavy ? 80 : 90;
    const met = score >= scoreTarget && cls < 0.1 && (!screen.heavy || lcp <= 2500);
    if (!met) misses++;
    rows.push(
      `| ${screen.name} | ${screen.who} | ${score} (≥ ${scoreTarget}) | ${(fcp / 1000).toFixed(1)} s | ${(lcp / 1000).toFixed(1)} s${screen.heavy ? " (≤ 2.5)" : ""} | ${Math.round(tbt)} ms | ${cls.toFixed(3)} (< 0.1) | ${met ? "yes" : "NO"} |`,
    );
    console.log(rows[rows.length - 1]);
    if (process.env.BENCH_VERBOSE) console.log(`    largest paint: ${lcpElement.slice(0, 160)}`);
  }
  console.log(
    `\nLighthouse ${"12"} mobile (simulated throttling), ${RUNS === 1 ? "one run" : `median of ${RUNS} runs`} per screen:`,
  );
  console.log("| screen | as | performance | FCP | LCP | TBT | CLS | target met |");
  console.log("|---|---|---:|---:|---:|---:|---:|---|");
  for (const row of rows) console.log(row);
  console.log(`\n${screens.length - misses} of ${screens.length} screens meet their targets.`);
} finally {
  chrome.kill();
  await server.stop();
}
