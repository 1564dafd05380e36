import os from "node:os";
import { printTable } from "./bare";
import { median, startServerProcess } from "./server-process";

const RUNS = Number(process.env.BENCH_RUNS ?? 15);

/** Twenty lines each: arithmetic with precedence, a loop, a function with recursion, a branch and output. */
const PROGRAMS = {
  python: `def fact(n):
    if n <= 1:
        return 1
    return n * fact(n - 1)


def average(values):
    total = 0
    for v in values:
        total += v
    return total / len(values)


a, b, c, d = 2, 4, 5, 2
x = a + b * (c - d)
scores = [x, x * 2, x - 3, 7]
mean = average(scores)
label = "high" if mean > 10 else "low"
print(x, fact(6), mean, label)
print(sum(i * i for i in range(10)))
`,
  javascript: `function fact(n) {
  if (n <= 1) return 1;
  return n * fact(n - 1);
}

function average(values) {
  let total = 0;
  for (const v of values) {
    total += v;
  }
  return total / values.length;
}

const a = 2, b = 4, c = 5, d = 2;
const x = a + b * (c - d);
const scores = [x, x * 2, x - 3, 7];
const mean = average(scores);
const label = mean > 10 ? "high" : "low";
console.log(x, fact(6), mean, label);
console.log([...Array(10).keys()].reduce((s, i) => s + i * i, 0));
`,
} as const;

async function post(url: string, path: string, language: string, code: string) {
  const response = await fetch(`${url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ language, code }),
  });
  const body = (await response.json()) as { status?: { id: number }; steps?: unknown[]; error?: string | null };
  if (response.status !== 200) throw new Error(`${path} ${language}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/**
 * Median time of a flow analysis (POST /api/compiler/flow) of a 20-line Python and JavaScript
 * program next to a plain run of the same program (POST /api/compiler/run), through the real
 * server, interleaved run by run so that load changes affect both columns alike.
 */
async function main() {
  const server = await startServerProcess({
    EXEC_PER_USER: "64",
    RATE_LIMIT_RUN_PER_MINUTE: "1000000",
    SEED_DEMO: "false",
  });
  console.log(
    `Machine: ${os.availableParallelism()} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
  const rows: string[][] = [];
  try {
    for (const [language, code] of Object.entries(PROGRAMS)) {
      const first = await post(server.url, "/api/compiler/flow", language, code);
      if (first.error) throw new Error(`${language} flow failed: ${first.error}`);
      const steps = first.steps?.length ?? 0;
      await post(server.url, "/api/compiler/run", language, code);
      const run: number[] = [];
      const flow: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        let started = performance.now();
        const plain = await post(server.url, "/api/compiler/run", language, code);
        if (plain.status?.id !== 3) throw new Error(`${language} run failed: ${JSON.stringify(plain)}`);
        run.push(performance.now() - started);
        started = performance.now();
        await post(server.url, "/api/compiler/flow", language, code);
        flow.push(performance.now() - started);
      }
      const r = median(run);
      const f = median(flow);
      rows.push([language, String(steps), r.toFixed(1), f.toFixed(1), `${(f / r).toFixed(2)}x`]);
    }
  } finally {
    await server.stop();
  }
  printTable(
    `20-line program, median of ${RUNS} (ms): plain run vs flow analysis, both through the real server and sandbox (target: flow <= 3x run)`,
    ["language", "steps traced", "run", "flow", "flow / run"],
    rows,
  );
}

await main();
process.exit(0);
