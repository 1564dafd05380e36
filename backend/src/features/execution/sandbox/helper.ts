import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { chmod, lstat, mkdir, readFile, realpath, rename, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

const run = promisify(execFile);
const SOURCE = fileURLToPath(new URL("./sandbox-helper.c", import.meta.url));
const ZYGOTE_SOURCE = fileURLToPath(new URL("./python-zygote.c", import.meta.url));

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

/** Compiles into `target` with the first C compiler and flags that work; throws the last error. */
async function compileInto(target: string, attempts: string[][]): Promise<void> {
  const partial = `${target}.${process.pid}.tmp`;
  let lastError: unknown;
  for (const attempt of attempts) {
    try {
      await run(attempt[0] as string, [...attempt.slice(1), "-o", partial], { timeout: 60_000 });
      // 0755: the sandbox user (not root) executes it
      await chmod(partial, 0o755);
      await rename(partial, target);
      return;
    } catch (error) {
      lastError = error;
    }
  }
  await rm(partial, { force: true });
  throw lastError;
}

/**
 * A build kept once per version of its inputs: in a per-user folder of the temp folder (so every
 * data folder on the machine, and every test run, shares one build), or under `dir` when that
 * folder cannot be trusted.
 */
async function buildCached(dir: string, name: string, inputs: (string | Buffer)[], attempts: string[][]) {
  const hash = createHash("sha256");
  for (const input of inputs) hash.update(input);
  const shared = path.join(os.tmpdir(), `cp-sandbox-helper-${process.getuid?.() ?? "user"}`);
  await mkdir(shared, { mode: 0o755 }).catch(() => undefined);
  const folder = (await trusted(shared, "dir")) ? shared : dir;
  await mkdir(folder, { recursive: true });
  // reachable by the sandbox user, not listable
  if (folder === dir) await chmod(folder, 0o711);
  const target = path.join(folder, `${name}-${hash.digest("hex").slice(0, 16)}`);
  if (await trusted(target, "file")) return target;
  await rm(target, { force: true });
  await compileInto(target, attempts);
  return target;
}

/**
 * Builds the sandbox helper (rlimits, seccomp, CPU/RSS watch, usage report) once per source
 * version. Static when libc.a is installed, so the same binary works inside any sandbox view.
 * Throws with the compiler's message when no C compiler works: the engine cannot measure or
 * limit programs without it.
 */
export async function buildHelper(dir: string): Promise<string> {
  const attempts = ["cc", "gcc", "clang"].flatMap((compiler) => [
    [compiler, "-O2", "-static", SOURCE],
    [compiler, "-O2", SOURCE],
  ]);
  try {
    return await buildCached(dir, "sandbox-helper", [await readFile(SOURCE)], attempts);
  } catch (error) {
    const detail = error instanceof Error ? error.message.split("\n")[0] : String(error);
    throw new Error(`Cannot build the sandbox helper (a C compiler is needed, e.g. apt-get install gcc): ${detail}`);
  }
}

/**
 * Builds the Python zygote (python-zygote.c, which includes the helper) against the interpreter
 * `python` runs: its python3.X-config gives the headers and the library to embed. Throws when
 * they are missing (Debian: python3-dev); Python then runs without a zygote.
 */
export async function buildZygote(dir: string, python: string): Promise<string> {
  const config = `${await realpath(python)}-config`;
  const [includes, link] = await Promise.all([
    run(config, ["--includes"], { timeout: 10_000 }),
    run(config, ["--embed", "--ldflags"], { timeout: 10_000 }),
  ]);
  const flags = [...includes.stdout.trim().split(/\s+/), ZYGOTE_SOURCE, ...link.stdout.trim().split(/\s+/)];
  const inputs = [await readFile(ZYGOTE_SOURCE), await readFile(SOURCE), config, flags.join(" ")];
  return buildCached(
    dir,
    "python-zygote",
    inputs,
    ["cc", "gcc", "clang"].map((compiler) => [compiler, "-O2", ...flags.filter(Boolean)]),
  );
}
