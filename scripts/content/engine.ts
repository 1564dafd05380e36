import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { loadConfig } from "../../backend/src/config";
import { createExecutionEngine, createJudge, type Judge } from "../../backend/src/features/execution";

/** The real sandbox with the production limits, as a judge, for the content scripts. */
export async function startContentJudge(): Promise<{ judge: Judge; close(): Promise<void> }> {
  const cacheDir = await mkdtemp(path.join(os.tmpdir(), "cp-content-"));
  const config = loadConfig({});
  const engine = createExecutionEngine({
    sandbox: "bwrap",
    limits: config.exec.limits,
    cacheDir,
    cacheMaxBytes: 512 * 1024 * 1024,
  });
  await engine.assertReady();
  return {
    judge: createJudge(engine),
    close: async () => {
      await engine.close();
      await rm(cacheDir, { recursive: true, force: true });
    },
  };
}
