import { chmod, mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, startHarness, TEST_LIMITS } from "../../../test/execution-harness";
import { createExecutionEngine } from "../engine/engine";
import { generateProgram } from "./drivers";
import { buildArgs } from "./signature";
import { SIGNATURES, TESTS } from "./testing/cases";
import { TWO_SUM } from "./testing/two-sum";

/**
 * Every file under a folder, by path relative to it, outside its jobs/ folder: the sandbox pool
 * prepares and removes its slots there meanwhile, so a listing could meet one half gone.
 */
async function filesUnder(dir: string): Promise<string[]> {
  const files: string[] = [];
  for (const top of await readdir(dir, { withFileTypes: true })) {
    if (top.name === "jobs") continue;
    const at = path.join(dir, top.name);
    if (top.isFile()) files.push(top.name);
    else if (top.isDirectory()) {
      const entries = await readdir(at, { recursive: true, withFileTypes: true });
      files.push(...entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name))));
    }
  }
  return files;
}

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
}, 120_000);
afterAll(async () => {
  await harness?.close();
});

describe("the judge's C++ runtime", () => {
  it("is compiled once beside the precompiled prelude and linked; without them the program compiles it itself, with the same answers", async () => {
    const program = generateProgram(SIGNATURES.twoSum, "cpp", TWO_SUM.cpp);
    const args = TESTS.twoSum.map((test) => buildArgs(SIGNATURES.twoSum, test.input));
    const stdin = `nonce\n${JSON.stringify(args)}\n`;
    const linked = await harness.engine.execute({ language: "cpp", source: program.source, stdin });
    expect(linked.verdict).toBe("Accepted");
    const files = await filesUnder(harness.cacheDir);
    expect(files.some((file) => file.endsWith("judge-runtime.o"))).toBe(true);
    expect(files.some((file) => file.endsWith("prelude.h.pch"))).toBe(true);

    // A compile with options of its own goes without the prelude: the runtime is compiled from the program.
    const alone = await harness.engine.execute({
      language: "cpp",
      source: program.source,
      stdin,
      compilerOptions: ["-Wall"],
    });
    expect(alone.verdict).toBe("Accepted");
    // The same results line for line (each test's own time aside).
    const results = (stdout: string) => stdout.replace(/"t":[\d.]+/g, '"t":0');
    expect(results(alone.stdout)).toBe(results(linked.stdout));
    expect(alone.stdout.split("\n").filter((line) => line.startsWith("\u001enonce ")).length).toBe(args.length);
  }, 120_000);
});

describe("prebuilding the C++ prelude at start", () => {
  const program = generateProgram(SIGNATURES.twoSum, "cpp", TWO_SUM.cpp);
  const stdin = `nonce\n${JSON.stringify(TESTS.twoSum.map((test) => buildArgs(SIGNATURES.twoSum, test.input)))}\n`;
  let cacheDir: string;
  const engineOverCache = () =>
    createExecutionEngine({
      sandbox: "bwrap",
      limits: TEST_LIMITS,
      cacheDir,
      cacheMaxBytes: 256 * 1024 * 1024,
      compileLimits: { cpuMs: 10_000, wallMs: 20_000 },
    });
  beforeAll(async () => {
    cacheDir = await mkdtemp(path.join(os.tmpdir(), "cp-prebuild-"));
    await chmod(cacheDir, 0o755);
  });
  afterAll(() => rm(cacheDir, { recursive: true, force: true }));

  it("builds it once, shared with a C++ run that starts meanwhile, and a restart over the same cache builds nothing", async () => {
    const first = engineOverCache();
    try {
      await first.assertReady();
      // A learner's run arrives while the server is still building: it waits for the same build.
      const building = first.prebuild();
      const run = await first.execute({ language: "cpp", source: program.source, stdin });
      expect(run.verdict).toBe("Accepted");
      expect(await building).toEqual([{ language: "cpp", ready: true, ms: expect.any(Number) }]);
      expect(first.stats()).toMatchObject({ preludesBuilt: 1, compiles: 1 });
    } finally {
      await first.close();
    }
    const restarted = engineOverCache();
    try {
      await restarted.assertReady();
      expect(await restarted.prebuild()).toEqual([{ language: "cpp", ready: true, ms: expect.any(Number) }]);
      // Found in the compile cache: nothing built, and the same program is a cache hit.
      const run = await restarted.execute({ language: "cpp", source: program.source, stdin });
      expect(run).toMatchObject({ verdict: "Accepted", cached: true });
      expect(restarted.stats()).toMatchObject({ preludesBuilt: 0, compiles: 0 });
    } finally {
      await restarted.close();
    }
  }, 180_000);
});
