import { chmod, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_LIMITS } from "../../../test/execution-harness";
import { createExecutionEngine, type Engine } from "../engine/engine";
import { EXECUTION_JOBS } from "../jobs";
import { RUN_JOB, ZExecutionResult } from "../jobs/run-job";
import { createLocalQueue } from "./queue";

/**
 * A run that does no work must not hold up other users' runs (issue: four sleeping programs
 * made another user's print(42) wait for the sleepers' whole wall time). Real sandbox, the
 * in-process queue with two CPU slots as on a 2-core machine.
 */
describe("fair scheduling of runs", () => {
  let engine: Engine;
  let cacheDir: string;

  beforeAll(async () => {
    cacheDir = await mkdtemp(path.join(os.tmpdir(), "cp-fair-test-"));
    await chmod(cacheDir, 0o755);
    engine = createExecutionEngine({ sandbox: "bwrap", limits: TEST_LIMITS, cacheDir, cacheMaxBytes: 1 << 26 });
    await engine.assertReady();
  });

  afterAll(async () => {
    await engine?.close();
    if (cacheDir) await rm(cacheDir, { recursive: true, force: true });
  });

  it("answers a learner's print(42) while sleeping runs from four other accounts hold the slots", async () => {
    const queue = createLocalQueue({ engine, jobs: EXECUTION_JOBS, concurrency: 2, perUser: 2 });
    const finished: string[] = [];
    const run = (userId: string, source: string) =>
      queue
        .submit({
          name: RUN_JOB,
          result: ZExecutionResult,
          payload: { language: "python", source, limits: { wallMs: 8000 } },
          userId,
        })
        .then((result) => {
          finished.push(userId);
          return result;
        });
    const sleepers = ["s1", "s2", "s3", "s4"].map((user) => run(user, "import time\ntime.sleep(4)\nprint('awake')"));
    // The sleepers are queued (and the first ones running) before the learner asks.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const learner = await run("learner", "print(42)");
    expect(learner).toMatchObject({ verdict: "Accepted", stdout: "42\n" });
    // The learner was answered before any sleeper woke up: nobody waited for a sleeping program.
    expect(finished[0]).toBe("learner");
    const woke = await Promise.all(sleepers);
    expect(woke.map((r) => r.stdout)).toEqual(["awake\n", "awake\n", "awake\n", "awake\n"]);
  }, 60_000);
});
