// `npm run bench:tutorials`: the median time from a tutorial step's Run request to its output,
// for a Python step and a TypeScript step (type-checked and compiled by the real compiler, then
// run in the sandbox). Starts the real server as its own process (as `npm start` does) and posts
// each step's reference solution RUNS times, one at a time, after one warm-up run.
// Knobs: BENCH_RUNS (20).
import { readFile } from "node:fs/promises";
import path from "node:path";
import { parse } from "yaml";
import { ROOT, startServerProcess } from "./server-process";

const RUNS = Number(process.env.BENCH_RUNS ?? 20);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

async function solutionOf(file: string, index: number): Promise<{ slug: string; code: string }> {
  const tutorial = parse(await readFile(path.join(ROOT, "content/tutorials", file), "utf8")) as {
    slug: string;
    steps: { solution: string }[];
  };
  return { slug: tutorial.slug, code: tutorial.steps[index]?.solution ?? "" };
}

const server = await startServerProcess({ RATE_LIMIT_RUN_PER_MINUTE: "100000" });
try {
  const rows: string[][] = [];
  for (const [label, file] of [
    ["Python", "python/01-first-steps.yaml"],
    ["TypeScript", "typescript/01-types-and-inference.yaml"],
  ] as const) {
    const { slug, code } = await solutionOf(file, 0);
    const runOnce = async () => {
      const started = performance.now();
      const response = await fetch(`${server.url}/api/tutorials/${slug}/steps/0/run`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ code }),
      });
      const body = (await response.json()) as { passed?: boolean; message?: string };
      if (!response.ok || !body.passed)
        throw new Error(`${label} run failed: ${response.status} ${JSON.stringify(body)}`);
      return performance.now() - started;
    };
    await runOnce();
    const samples: number[] = [];
    for (let i = 0; i < RUNS; i++) samples.push(await runOnce());
    rows.push([label, median(samples).toFixed(0), Math.min(...samples).toFixed(0), Math.max(...samples).toFixed(0)]);
  }
  console.log(`Tutorial step Run → output (${RUNS} runs each, after one warm-up), ms:`);
  console.log(["step", "median", "min", "max"].map((h) => h.padEnd(12)).join(""));
  for (const row of rows) console.log(row.map((c) => c.padEnd(12)).join(""));
} finally {
  await server.stop();
}
