import { execFile } from "node:child_process";
import { constants } from "node:fs";
import { access, chmod, mkdir, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { DomainError } from "../../../errors";
import { probeCgroup } from "./cgroup";
import { buildHelper, buildZygote } from "./helper";
import { createLauncher } from "./launcher";
import { createSandbox, type Sandbox, type SandboxMode } from "./sandbox";
import { buildSystemView, TMPFS_INODES } from "./sandbox-view";

const execFileAsync = promisify(execFile);

/** Code cannot run safely on this machine; the message says what to install or set. */
/** Code cannot run safely on this machine (no bubblewrap, say): callers get a 503 with the fix in the message. */
export class SandboxUnavailableError extends DomainError {
  constructor(message: string) {
    super("unavailable", message);
  }
}

export type SandboxSetup = {
  sandbox: Sandbox;
  /** Human-readable list of the protections in force, logged at start-up. */
  active: string[];
  /** The host identity jobs run as, when it differs from the server's. */
  user: { uid: number; gid: number } | null;
};

/** uid/gid of "nobody": the sandbox's host identity when the server runs as root. */
const NOBODY = 65534;

async function findBwrap(explicit?: string): Promise<string | null> {
  const dirs = [...(process.env.PATH ?? "").split(path.delimiter).filter(Boolean), "/usr/bin", "/bin"];
  for (const candidate of explicit ? [explicit] : dirs.map((dir) => path.join(dir, "bwrap"))) {
    try {
      await access(candidate, constants.X_OK);
      return candidate;
    } catch {
      // keep looking
    }
  }
  return null;
}

/**
 * bubblewrap resolves bind sources as the sandbox user, so every folder above the cache must be
 * searchable by others. Folders this process owns between the cache and the nearest boundary
 * (the temp folder, the working directory, the home folder) get o+x (search, not listing): a
 * fresh DATA_DIR from mkdtemp is 0700. Folders at or above a boundary are never changed; if
 * one blocks the way, the start-up probe fails with a message naming the cache folder.
 */
async function ensureSearchable(dir: string): Promise<void> {
  const boundaries = new Set(
    [path.parse(dir).root, os.tmpdir(), process.cwd(), os.homedir()].map((d) => path.resolve(d)),
  );
  const uid = process.getuid?.();
  for (let current = path.resolve(dir); !boundaries.has(current); current = path.dirname(current)) {
    const info = await stat(current);
    if (info.uid === uid && (info.mode & 0o001) === 0) await chmod(current, (info.mode & 0o7777) | 0o001);
    if (path.dirname(current) === current) break;
  }
}

/**
 * Prepares the sandbox: finds bubblewrap (refusing to go on without it unless the mode is
 * "none"), builds the helper, computes the read-only system view, detects cgroup v2 and picks
 * the unprivileged host user; then proves the whole chain with one real sandboxed command.
 */
export async function setUpSandbox(options: {
  mode: SandboxMode;
  cacheDir: string;
  workBytes: number;
  user?: { uid: number; gid: number } | null;
  /** A specific bwrap binary instead of the one on PATH. */
  bwrapPath?: string;
  /** The folder of the prepared sandboxes' /app folders; null runs every job in a sandbox of its own making. */
  poolDir?: string | null;
  /** Python runs of the pool may be forked from a started interpreter (python-zygote.c). */
  pythonZygote?: boolean;
}): Promise<SandboxSetup> {
  const bwrapPath = options.mode === "bwrap" ? await findBwrap(options.bwrapPath) : null;
  if (options.mode === "bwrap" && !bwrapPath) {
    throw new SandboxUnavailableError(
      "Code execution is disabled: bubblewrap (bwrap) is not installed. Install it (apt-get install bubblewrap, or npm run setup:system), or set SANDBOX=none for local development only.",
    );
  }
  await mkdir(options.cacheDir, { recursive: true });
  if (options.mode === "bwrap" && process.getuid?.() === 0) await ensureSearchable(options.cacheDir);
  let helperPath: string;
  try {
    helperPath = await buildHelper(path.join(options.cacheDir, "helper"));
  } catch (error) {
    throw new SandboxUnavailableError(`Code execution is disabled: ${(error as Error).message}`);
  }
  const active: string[] = [];
  let sizedTmpfs = false;
  let systemView: string[] = [];
  const isRoot = process.getuid?.() === 0;
  const user =
    options.mode === "bwrap" && isRoot
      ? options.user === undefined
        ? { uid: NOBODY, gid: NOBODY }
        : options.user
      : null;
  const cgroupProbe = options.mode === "bwrap" ? await probeCgroup() : { support: null, reason: "no sandbox" };
  if (bwrapPath) {
    const help = await execFileAsync(bwrapPath, ["--help"]).then(
      (r) => r.stdout,
      (e: { stdout?: string }) => e.stdout ?? "",
    );
    sizedTmpfs = help.includes("--size");
    systemView = await buildSystemView();
    active.push("bubblewrap: all namespaces unshared (no network), no capabilities, read-only toolchains");
    const workFolder = sizedTmpfs
      ? `work folder: tmpfs of ${Math.round(options.workBytes / 1048576)} MB`
      : "work folder: tmpfs (bwrap too old for --size)";
    active.push(`${workFolder}; /tmp, /dev/shm and /box hold at most ${TMPFS_INODES} files each`);
    active.push(
      user
        ? `runs as uid ${user.uid} with RLIMIT_NPROC`
        : isRoot
          ? "runs as root: RLIMIT_NPROC is not enforced"
          : "RLIMIT_NPROC per sandbox user namespace",
    );
    active.push(
      cgroupProbe.support
        ? `cgroup memory.max + pids.max (${cgroupProbe.reason})`
        : `memory: RLIMIT_AS (native) + RSS polling; no cgroup (${cgroupProbe.reason})`,
    );
  } else {
    active.push("SANDBOX=none: no isolation, only rlimits and RSS polling");
  }
  active.push("rlimits: CPU, file size, open files, stack; seccomp filter; wall-clock kill; output cap");
  if (bwrapPath && options.poolDir && options.pythonZygote !== false && !cgroupProbe.support)
    active.push("Python: forked from an interpreter started ahead, into a fresh sandbox per run");
  const launcher = createLauncher({ helperPath, isolateNetwork: options.mode === "bwrap" && isRoot });
  const { privateNetwork } = await launcher.start();
  if (bwrapPath) {
    active.push(
      privateNetwork
        ? "network: none (an empty network namespace, no interface up, shared by the sandboxes)"
        : "network: none (a new empty network namespace per run)",
    );
  }
  const sandbox = createSandbox({
    mode: options.mode,
    helperPath,
    bwrapPath: bwrapPath ?? "",
    systemView,
    sizedTmpfs,
    tmpfsBytes: options.workBytes,
    user,
    cgroup: cgroupProbe.support,
    launcher,
    privateNetwork,
    poolDir: options.poolDir ?? null,
    buildZygote:
      bwrapPath && options.poolDir && options.pythonZygote !== false && !cgroupProbe.support
        ? (python) => buildZygote(path.join(options.cacheDir, "helper"), python)
        : null,
  });
  const probe = await sandbox.run({
    argv: () => ["/bin/sh", "-c", "exit 0"],
    limits: {
      cpuMs: 5000,
      wallMs: 10_000,
      memoryBytes: 256 * 1048576,
      processes: 16,
      outputBytes: 65536,
      fileBytes: 1048576,
      openFiles: 64,
      stackBytes: null,
      addressSpace: false,
    },
  });
  if (probe.failure || probe.exitCode !== 0) {
    throw new SandboxUnavailableError(
      `Code execution is disabled: the sandbox does not start on this machine (${probe.failure ?? probe.stderr.trim() ?? `exit ${probe.exitCode}`}). The cache folder ${options.cacheDir} must be reachable by uid ${user?.uid ?? process.getuid?.()}.`,
    );
  }
  return { sandbox, active, user };
}
