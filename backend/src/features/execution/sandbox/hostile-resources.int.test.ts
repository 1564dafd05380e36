import { execFileSync } from "node:child_process";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allText, CANARY, type Harness, RESPONSIVE_MS, startHarness } from "../../../test/execution-harness";

/**
 * Programs that try to exhaust the machine. Each must end with the expected verdict, the
 * server must keep answering /api/health in under 100 ms meanwhile, and nothing may be left
 * running afterwards.
 */
let harness: Harness;

beforeAll(async () => {
  harness = await startHarness({ compileLimits: { cpuMs: 3000, wallMs: 6000, memoryBytes: 512 * 1024 * 1024 } });
});
afterAll(async () => {
  await harness?.close();
});

/**
 * Sandboxes of this test server still alive: their bwrap command line names the cache folder.
 * A sandbox's pid namespace ends with its pid 1, so no bwrap left means no job process left.
 */
function sandboxProcesses(): string {
  try {
    return execFileSync("pgrep", ["-a", "-f", harness.cacheDir], { encoding: "utf8" }).trim();
  } catch {
    return ""; // pgrep exits 1 when nothing matches
  }
}

async function expectVerdict(language: string, code: string, verdict: string, statusId?: number) {
  const answer = await harness.runWatched(language, code);
  expect(answer.status).toBe(200);
  expect(answer.body.verdict, JSON.stringify(answer.body)).toBe(verdict);
  if (statusId !== undefined) expect((answer.body.status as { id: number }).id).toBe(statusId);
  expect(answer.healthChecks).toBeGreaterThan(0);
  expect(answer.slowestHealthMs).toBeLessThan(RESPONSIVE_MS);
  expect(allText(answer)).not.toContain(CANARY);
  expect(sandboxProcesses()).toBe("");
  return answer.body;
}

describe("hostile programs: resources", () => {
  it("stops a fork bomb in C", async () => {
    await expectVerdict("c", "#include <unistd.h>\nint main(void) { for (;;) fork(); }\n", "Time Limit Exceeded", 5);
  });

  it("stops a fork bomb in Python", async () => {
    const body = await harness.runWatched(
      "python",
      "import os\nwhile True:\n    try:\n        os.fork()\n    except OSError:\n        pass\n",
    );
    // Depending on speed it hits the summed memory of its copies or the CPU limit first.
    expect(["Memory Limit Exceeded", "Time Limit Exceeded"]).toContain(body.body.verdict);
    expect(body.slowestHealthMs).toBeLessThan(RESPONSIVE_MS);
    expect(sandboxProcesses()).toBe("");
  });

  it("stops a memory bomb (C under RLIMIT_AS, JavaScript under RSS polling)", async () => {
    const c = await expectVerdict(
      "c",
      "#include <stdlib.h>\n#include <string.h>\nint main(void) { for (;;) { char *p = malloc(1 << 20); memset(p, 1, 1 << 20); } }\n",
      "Memory Limit Exceeded",
    );
    expect(c.message).toContain("Memory limit exceeded");
    await expectVerdict(
      "javascript",
      "const a = []; for (;;) a.push(new Array(1e6).fill(1.5));\n",
      "Memory Limit Exceeded",
    );
  });

  it("stops an infinite loop at the CPU limit", async () => {
    const body = await expectVerdict("c", "int main(void) { for (;;) {} }\n", "Time Limit Exceeded", 5);
    // Stopped at 1.5 s of CPU (or at the 3 s wall limit on a machine too busy to give it that much).
    expect(Number(body.time)).toBeGreaterThan(0.5);
    expect(Number(body.time)).toBeLessThan(2);
  });

  it("kills a program sleeping past the wall limit", async () => {
    const body = await expectVerdict("python", "import time\ntime.sleep(60)\n", "Time Limit Exceeded", 5);
    expect(body.message).toContain("wall");
  });

  it("caps 100 MB of output", async () => {
    const body = await expectVerdict(
      "python",
      "import sys\nchunk = 'x' * 65536\nfor _ in range(1600):\n    sys.stdout.write(chunk)\n",
      "Output Limit Exceeded",
    );
    expect(String(body.stdout).length).toBe(256 * 1024);
  });

  it("keeps a program filling the disk inside its own small tmpfs", async () => {
    const jobs = path.join(harness.cacheDir, "jobs", String(process.pid));
    const before = await readdir(jobs);
    const body = await expectVerdict(
      "python",
      "i = 0\nwhile True:\n    with open(f'fill{i}', 'wb') as f:\n        f.write(b'0' * (1 << 20))\n    i += 1\n",
      "Runtime Error",
      11,
    );
    expect(String(body.stderr)).toMatch(/No space left on device/);
    expect(await readdir(jobs)).toEqual(before);
  });

  it("ends a Java thread bomb", async () => {
    const body = await harness.runWatched(
      "java",
      "public class Main { public static void main(String[] a) { while (true) { new Thread(() -> { try { Thread.sleep(100000); } catch (Exception e) {} }).start(); } } }\n",
    );
    // Thread creation fails at the process limit; the sleeping threads keep the JVM up until the wall limit.
    expect(body.body.verdict).toBe("Time Limit Exceeded");
    expect(body.slowestHealthMs).toBeLessThan(RESPONSIVE_MS);
    expect(sandboxProcesses()).toBe("");
  });

  it("reports a stack overflow in C as SIGSEGV", async () => {
    await expectVerdict(
      "c",
      "int f(int n) { volatile int x[16]; x[0] = n; return f(n + 1) + x[0]; }\nint main(void) { return f(0); }\n",
      "Runtime Error",
      7,
    );
  });

  it("reports a stack overflow in Python as a runtime error", async () => {
    const body = await expectVerdict("python", "def f(n):\n    return f(n + 1)\nf(0)\n", "Runtime Error", 11);
    expect(String(body.stderr)).toContain("RecursionError");
  });

  it("refuses #include </dev/random> at compile time", async () => {
    const body = await expectVerdict(
      "c",
      "#include </dev/random>\nint main(void) { return 0; }\n",
      "Compilation Error",
      6,
    );
    expect(body.message).toMatch(/Compilation (memory|time) limit exceeded/);
  });

  it("stops a C++ template bomb at compile time", async () => {
    const body = await expectVerdict(
      "cpp",
      "template <int D, int N> struct T { static const long v = T<D - 1, 2 * N>::v + T<D - 1, 2 * N + 1>::v; };\n" +
        "template <int N> struct T<0, N> { static const long v = N; };\nint main() { return T<24, 0>::v != 0; }\n",
      "Compilation Error",
      6,
    );
    expect(body.message).toMatch(/Compilation (memory|time) limit exceeded/);
  });
});
