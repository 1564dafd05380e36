// npm run bench:first-run
// What the first learner after a fresh start waits for a C++ Run Code on a challenge, with the
// one-time C++ prelude and judge runtime built in the background at start (EXEC_PREBUILD=on, the
// default) and without (off: the first C++ compile builds them while the learner waits). The
// learner arrives BENCH_ARRIVE_MS after the server answers its health check (default 10 s: a
// class opening the page after a deploy); then a second learner's different C++ program shows
// what a plain cold compile costs once the prelude exists.
import os from "node:os";
import { API } from "@cp/contracts";
import { TWO_SUM } from "../../backend/src/features/execution";
import { startServerProcess } from "./server-process";

const ARRIVE_MS = Number(process.env.BENCH_ARRIVE_MS ?? 10_000);
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");

async function call(url: string, method: string, body?: unknown, cookie = "") {
  const response = await fetch(url, {
    method,
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const setCookie = response.headers.getSetCookie()[0]?.split(";")[0] ?? "";
  return { status: response.status, cookie: setCookie, json: (await response.json()) as unknown };
}

async function firstRuns(prebuild: "on" | "off") {
  const server = await startServerProcess({ SEED_DEMO: "false", EXEC_PREBUILD: prebuild });
  try {
    const tag = Date.now().toString(36);
    const { cookie } = await call(`${server.url}${API.auth.signup}`, "POST", {
      username: `b${tag}`,
      password: `pw-${tag}-first`,
    });
    const list = (await call(`${server.url}${API.challenges.list}`, "GET", undefined, cookie)).json as {
      id: string;
      slug: string;
    }[];
    const twoSum = list.find((c) => c.slug === "two-sum");
    if (!twoSum) throw new Error("the catalog has no two-sum");
    await new Promise((resolve) => setTimeout(resolve, ARRIVE_MS));
    const run = async (code: string) => {
      const started = performance.now();
      const answer = await call(
        `${server.url}/api/challenges/${twoSum.id}/run`,
        "POST",
        { code, language: "C++" },
        cookie,
      );
      const ms = performance.now() - started;
      if (answer.status !== 200 || !(answer.json as { allPassed?: boolean }).allPassed) {
        throw new Error(`run answered ${answer.status}: ${JSON.stringify(answer.json).slice(0, 300)}`);
      }
      return ms;
    };
    const first = await run(TWO_SUM.cpp);
    const cold = await run(`${TWO_SUM.cpp}\n// another learner's program: a cold compile\n`);
    return { first, cold };
  } finally {
    await server.stop();
  }
}

console.log(`Machine: ${os.availableParallelism()} cores, load average ${load()}`);
console.log(`A learner runs C++ Two Sum ${ARRIVE_MS / 1000} s after a fresh start (empty compile cache)`);
for (const prebuild of ["off", "on"] as const) {
  const { first, cold } = await firstRuns(prebuild);
  console.log(
    `EXEC_PREBUILD=${prebuild.padEnd(3)}  first C++ run ${(first / 1000).toFixed(2)} s   next cold compile and run ${(cold / 1000).toFixed(2)} s   (load ${load()})`,
  );
}
