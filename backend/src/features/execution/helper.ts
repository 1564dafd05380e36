import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { access, chmod, mkdir, readFile, rename, rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

const run = promisify(execFile);
const SOURCE = fileURLToPath(new URL("./sandbox-helper.c", import.meta.url));

/**
 * Builds the sandbox helper (rlimits, seccomp, CPU/RSS watch, usage report) once per source
 * version and caches the binary under `dir`. Static when libc.a is installed, so the same
 * binary works inside any sandbox view. Throws with the compiler's message when no C compiler
 * works: the engine cannot measure or limit programs without it.
 */
export async function buildHelper(dir: string): Promise<string> {
  const source = await readFile(SOURCE);
  const hash = createHash("sha256").update(source).digest("hex").slice(0, 16);
  const target = path.join(dir, `sandbox-helper-${hash}`);
  try {
    await access(target);
    return target;
  } catch {
    // not built yet
  }
  await mkdir(dir, { recursive: true });
  await chmod(dir, 0o711);
  const partial = `${target}.${process.pid}.tmp`;
  let lastError: unknown;
  for (const compiler of ["cc", "gcc", "clang"]) {
    for (const linkage of [["-static"], []]) {
      try {
        await run(compiler, ["-O2", ...linkage, "-o", partial, SOURCE], { timeout: 60_000 });
        // 0755: the sandbox user (not root) executes it
        await chmod(partial, 0o755);
        await rename(partial, target);
        return target;
      } catch (error) {
        lastError = error;
      }
    }
  }
  await rm(partial, { force: true });
  const detail = lastError instanceof Error ? lastError.message.split("\n")[0] : String(lastError);
  throw new Error(`Cannot build the sandbox helper (a C compiler is needed, e.g. apt-get install gcc): ${detail}`);
}
