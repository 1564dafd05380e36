import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { chmod, lstat, mkdir, readFile, rename, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

const run = promisify(execFile);
const SOURCE = fileURLToPath(new URL("./sandbox-helper.c", import.meta.url));

/**
 * True when `target` can be trusted to run as this user: it is not a symlink, belongs to us,
 * and neither it nor its folder is writable by anyone else (a shared temp folder is only used
 * when another user cannot have planted something there).
 */
async function trusted(target: string, kind: "file" | "dir"): Promise<boolean> {
  const info = await lstat(target).catch(() => null);
  if (!info || info.isSymbolicLink()) return false;
  if (kind === "dir" ? !info.isDirectory() : !info.isFile()) return false;
  return info.uid === process.getuid?.() && (info.mode & 0o022) === 0;
}

async function compileInto(target: string): Promise<void> {
  const partial = `${target}.${process.pid}.tmp`;
  let lastError: unknown;
  for (const compiler of ["cc", "gcc", "clang"]) {
    for (const linkage of [["-static"], []]) {
      try {
        await run(compiler, ["-O2", ...linkage, "-o", partial, SOURCE], { timeout: 60_000 });
        // 0755: the sandbox user (not root) executes it
        await chmod(partial, 0o755);
        await rename(partial, target);
        return;
      } catch (error) {
        lastError = error;
      }
    }
  }
  await rm(partial, { force: true });
  const detail = lastError instanceof Error ? lastError.message.split("\n")[0] : String(lastError);
  throw new Error(`Cannot build the sandbox helper (a C compiler is needed, e.g. apt-get install gcc): ${detail}`);
}

/**
 * Builds the sandbox helper (rlimits, seccomp, CPU/RSS watch, usage report) once per source
 * version. Static when libc.a is installed, so the same binary works inside any sandbox view.
 * It is kept in a per-user folder of the temp folder (so every data folder on the machine, and
 * every test run, shares one build), or under `dir` when that folder cannot be trusted. Throws
 * with the compiler's message when no C compiler works: the engine cannot measure or limit
 * programs without it.
 */
export async function buildHelper(dir: string): Promise<string> {
  const hash = createHash("sha256")
    .update(await readFile(SOURCE))
    .digest("hex")
    .slice(0, 16);
  const name = `sandbox-helper-${hash}`;
  const shared = path.join(os.tmpdir(), `cp-sandbox-helper-${process.getuid?.() ?? "user"}`);
  await mkdir(shared, { mode: 0o755 }).catch(() => undefined);
  const folder = (await trusted(shared, "dir")) ? shared : dir;
  await mkdir(folder, { recursive: true });
  // reachable by the sandbox user, not listable
  if (folder === dir) await chmod(folder, 0o711);
  const target = path.join(folder, name);
  if (await trusted(target, "file")) return target;
  await rm(target, { force: true });
  await compileInto(target);
  return target;
}
