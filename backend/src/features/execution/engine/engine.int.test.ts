import { chmod, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { TEST_LIMITS } from "../../../test/execution-harness";
import { createExecutionEngine, SandboxUnavailableError } from "./engine";
import { LANGUAGE_DEFINITIONS } from "./languages";

const dirs: string[] = [];
async function cacheDir() {
  const dir = await mkdtemp(path.join(os.tmpdir(), "cp-engine-test-"));
  await chmod(dir, 0o755);
  dirs.push(dir);
  return dir;
}
/** Every engine a test starts, closed after it: its launcher keeps refilling the sandbox pool inside the folder otherwise. */
const engines: ReturnType<typeof createExecutionEngine>[] = [];
function engineFor(options: Parameters<typeof createExecutionEngine>[0]) {
  const engine = createExecutionEngine(options);
  engines.push(engine);
  return engine;
}
afterEach(async () => {
  for (const engine of engines.splice(0)) await engine.close();
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

describe("createExecutionEngine", () => {
  it("refuses to run code without bubblewrap and says how to fix it", async () => {
    const engine = engineFor({
      sandbox: "bwrap",
      bwrapPath: "/nonexistent/bwrap",
      limits: TEST_LIMITS,
      cacheDir: await cacheDir(),
      cacheMaxBytes: 1 << 20,
    });
    await expect(engine.assertReady()).rejects.toThrow(SandboxUnavailableError);
    await expect(engine.assertReady()).rejects.toThrow(/bubblewrap \(bwrap\) is not installed.*SANDBOX=none/);
    await expect(engine.execute({ language: "python", source: "print(1)" })).rejects.toThrow(/not installed/);
  });

  it("runs unsandboxed only with SANDBOX=none, warning at every run", async () => {
    const warnings: string[] = [];
    const engine = engineFor({
      sandbox: "none",
      limits: TEST_LIMITS,
      cacheDir: await cacheDir(),
      cacheMaxBytes: 1 << 20,
      logger: { warn: (m) => warnings.push(m), info: () => undefined },
    });
    const first = await engine.execute({ language: "python", source: "print('unsandboxed')" });
    await engine.execute({ language: "python", source: "print('again')" });
    expect(first).toMatchObject({ verdict: "Accepted", stdout: "unsandboxed\n" });
    expect(warnings.filter((w) => w.includes("SANDBOX=none"))).toHaveLength(2);
  });

  it("streams stdout chunks while the program runs", async () => {
    const engine = engineFor({
      sandbox: "bwrap",
      limits: TEST_LIMITS,
      cacheDir: await cacheDir(),
      cacheMaxBytes: 1 << 20,
    });
    const chunks: { text: string; at: number }[] = [];
    const started = performance.now();
    const result = await engine.execute(
      { language: "python", source: "import time\nprint('first', flush=True)\ntime.sleep(0.3)\nprint('second')" },
      { onStdout: (text) => chunks.push({ text, at: performance.now() - started }) },
    );
    expect(result.stdout).toBe("first\nsecond\n");
    expect(chunks.map((c) => c.text).join("")).toBe("first\nsecond\n");
    expect(chunks[0]?.text).toBe("first\n");
    // the first line arrived before the program finished sleeping
    expect((chunks.at(-1)?.at ?? 0) - (chunks[0]?.at ?? 0)).toBeGreaterThan(200);
  });

  it("fits the JVM and mono into small memory limits", async () => {
    const engine = engineFor({
      sandbox: "bwrap",
      limits: TEST_LIMITS,
      cacheDir: await cacheDir(),
      cacheMaxBytes: 8 << 20,
    });
    for (const memoryMb of [64, 512]) {
      const limits = { memoryBytes: memoryMb * 1024 * 1024 };
      const java = await engine.execute({ language: "java", source: LANGUAGE_DEFINITIONS.java.starterCode, limits });
      const csharp = await engine.execute({
        language: "csharp",
        source: LANGUAGE_DEFINITIONS.csharp.starterCode,
        limits,
      });
      for (const result of [java, csharp]) {
        expect(result.stderr).not.toMatch(/Could not reserve|heap/i);
        expect(result).toMatchObject({ verdict: "Accepted", stdout: "Hello, World!\n" });
        expect(result.memoryKb).toBeLessThan(memoryMb * 1024);
      }
    }
  });

  it("starts Python threads and recurses deep through C outside the zygote too", async () => {
    // Threads, and a recursion through C (lru_cache) 100,000 levels deep: both run in a prepared
    // sandbox and in one set up for the run alone, as in the zygote (python-zygote.int.test.ts).
    const source = `import functools, sys, threading
sys.setrecursionlimit(250_000)
results = []
workers = [threading.Thread(target=lambda i=i: results.append(i * i)) for i in range(8)]
for worker in workers: worker.start()
for worker in workers: worker.join()
@functools.lru_cache(None)
def depth(n): return 0 if n == 0 else 1 + depth(n - 1)
print(sorted(results), depth(100_000))`;
    for (const options of [{ pythonZygote: false }, { sandboxPool: false }]) {
      const engine = engineFor({
        sandbox: "bwrap",
        limits: TEST_LIMITS,
        cacheDir: await cacheDir(),
        cacheMaxBytes: 1 << 20,
        ...options,
      });
      try {
        const result = await engine.execute({ language: "python", source });
        expect(result.stderr, JSON.stringify(options)).toBe("");
        expect(result).toMatchObject({ verdict: "Accepted", stdout: "[0, 1, 4, 9, 16, 25, 36, 49] 100000\n" });
      } finally {
        await engine.close();
      }
    }
  });

  it("shows a cached build's compiler warnings with every run, after a restart too", async () => {
    const dir = await cacheDir();
    const source = '#include <stdio.h>\nint unused(void) {}\nint main(void) { puts("hi"); return 0; }\n';
    const outputs = [];
    // Two engines on one cache folder: the second starts with nothing in memory, as after a restart.
    for (const round of [1, 2]) {
      const engine = engineFor({
        sandbox: "bwrap",
        limits: TEST_LIMITS,
        cacheDir: dir,
        cacheMaxBytes: 8 << 20,
      });
      try {
        for (const run of [1, 2]) {
          const result = await engine.execute({ language: "c", source });
          expect(result, `engine ${round}, run ${run}`).toMatchObject({ verdict: "Accepted", stdout: "hi\n" });
          outputs.push({ cached: result.cached, output: result.compileOutput });
        }
      } finally {
        await engine.close();
      }
    }
    expect(outputs.map((o) => o.cached)).toEqual([false, true, true, true]);
    expect(outputs[0]?.output).toMatch(/warning: non-void function does not return a value/);
    for (const later of outputs.slice(1)) expect(later.output).toBe(outputs[0]?.output);
  });

  it("measures CPU time and peak memory", async () => {
    const engine = engineFor({
      sandbox: "bwrap",
      limits: TEST_LIMITS,
      cacheDir: await cacheDir(),
      cacheMaxBytes: 1 << 20,
    });
    const result = await engine.execute({
      language: "python",
      source: "data = bytearray(60 * 1024 * 1024)\nx = 0\nfor i in range(3_000_000):\n    x += i\nprint(x > 0)",
    });
    expect(result.verdict).toBe("Accepted");
    expect(result.memoryKb).toBeGreaterThan(60 * 1024);
    expect(result.memoryKb).toBeLessThan(128 * 1024);
    expect(result.timeMs).toBeGreaterThan(50);
  });

  it("gives every run a sandbox of its own, prepared ahead: nothing one run leaves reaches the next", async () => {
    const engine = engineFor({
      sandbox: "bwrap",
      limits: TEST_LIMITS,
      cacheDir: await cacheDir(),
      cacheMaxBytes: 8 << 20,
    });
    // Each run lists what it finds, then leaves a file wherever it can write and tries /app.
    const probe = (tag: string) => `import os
found = sorted(os.listdir("/box") + os.listdir("/tmp") + os.listdir("/dev/shm") + os.listdir("/app"))
for folder in ("/box", "/tmp", "/dev/shm"):
    open(folder + "/left-by-${tag}", "w").write("x")
try:
    open("/app/left-by-${tag}", "w").write("x")
    app = "writable"
except OSError:
    app = "read-only"
print(found, app, os.environ.get("RUN_TAG"))`;
    const runs = [];
    // Sequential runs of one language reuse the pool's shape: the second and third get prepared sandboxes.
    for (const tag of ["first", "second", "third"]) {
      runs.push(await engine.execute({ language: "python", source: probe(tag) }));
    }
    for (const result of runs) {
      expect(result.verdict).toBe("Accepted");
      // Only its own script, in its own /app, which it cannot change.
      expect(result.stdout).toBe("['main.py'] read-only None\n");
    }
    // The job's environment still comes from the run (the prepared sandbox has none of its own).
    const env = await engine.execute({
      language: "python",
      source: "import os\nprint(sorted(k for k in os.environ if k not in ('PWD',)))",
    });
    expect(env.stdout).toBe("['HOME', 'LANG', 'MALLOC_ARENA_MAX', 'PATH', 'PYTHONDONTWRITEBYTECODE', 'TMPDIR']\n");
    // And stdin reaches a prepared sandbox, given after it was set up.
    const echo = await engine.execute({ language: "python", source: "print(input()[::-1])", stdin: "pool\n" });
    expect(echo.stdout).toBe("loop\n");
  });
});
