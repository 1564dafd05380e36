import { lstat, readdir, readlink } from "node:fs/promises";
import path from "node:path";

/** A host path made visible inside the sandbox (read-only unless `writable`). */
export type Bind = { source: string; target: string; writable?: boolean };

/**
 * The writable in-memory mounts of a job (the helper's -M option): the helper bounds the files
 * each may hold (TMPFS_INODES) and, when it polls memory, counts what is stored there against
 * the job's memory limit. /box is one only when it is a tmpfs.
 */
export function memoryMounts(hasWorkDir: boolean): string[] {
  return hasWorkDir ? ["/tmp", "/dev/shm"] : ["/tmp", "/dev/shm", "/box"];
}

/**
 * Files and folders each writable in-memory mount of a job may hold (tmpfs nr_inodes). An empty
 * file costs no byte of the mount's size but an inode and a dentry of kernel memory (about 1 KB
 * with a long name) that no rlimit, RSS figure or size sees; without a bound a run could fill
 * the host's slab with hundreds of thousands of them in seconds.
 */
export const TMPFS_INODES = 4096;

/** Where things are inside the sandbox. */
export const SANDBOX_PATHS = {
  /** The job's writable folder and working directory. */
  box: "/box",
  /** The compiled artifact or the script, read-only. */
  app: "/app",
  helper: "/sandbox/helper",
} as const;

export const SANDBOX_PATH_ENV = "/usr/local/bin:/usr/bin:/bin";

/**
 * Pieces of /etc that runtimes read. Everything else of /etc (shadow, passwd, hosts, ssl keys,
 * the server's own configuration) stays invisible.
 */
const ETC_ALLOWED = ["alternatives", "ld.so.cache", "ld.so.conf", "ld.so.conf.d", "localtime", "mono"];

/**
 * Computes the read-only system view once: /usr, the /bin and /lib* entries (symlinks on
 * merged-/usr systems, binds otherwise) and the allowed /etc pieces, including /etc/java-*
 * (the JDK's conf/ links there).
 */
export async function buildSystemView(): Promise<string[]> {
  const args = ["--ro-bind", "/usr", "/usr"];
  for (const top of ["/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"]) {
    const stat = await lstat(top).catch(() => null);
    if (!stat) continue;
    if (stat.isSymbolicLink()) args.push("--symlink", await readlink(top), top);
    else if (stat.isDirectory()) args.push("--ro-bind", top, top);
  }
  const etc = await readdir("/etc").catch(() => [] as string[]);
  for (const name of etc.sort()) {
    if (ETC_ALLOWED.includes(name) || /^java(-\d+)?(-openjdk)?$/.test(name)) {
      args.push("--ro-bind", path.join("/etc", name), path.join("/etc", name));
    }
  }
  return args;
}

export type BwrapPlan = {
  systemView: string[];
  binds: Bind[];
  /** Host folder bound read-write at /box; without it /box is a fresh tmpfs of `tmpfsBytes`. */
  workDir?: string;
  tmpfsBytes: number;
  /** bwrap ≥ 0.7 understands --size; older ones get an unbounded tmpfs (files still capped by RLIMIT_FSIZE). */
  sizedTmpfs: boolean;
  helperPath: string;
  env: Record<string, string>;
  command: string[];
  /** Share the launcher's empty network namespace instead of creating one (see launcher.ts). */
  shareEmptyNetwork?: boolean;
  /**
   * The command is the sandbox helper, which mounts the job's inode-bounded tmpfs over bwrap's
   * (it has no nr_inodes option) and then drops every capability: bwrap leaves it CAP_SYS_ADMIN
   * in the sandbox's user namespace for the mounts, and CAP_SETPCAP to empty its bounding set.
   */
  helperMounts?: boolean;
};

/**
 * The bubblewrap command line: every namespace unshared (no network), no capabilities (but those
 * of `helperMounts`, which the helper drops before the job starts), a new session (no TIOCSTI
 * into the server's terminal), killed with its parent, a minimal /dev and a fresh /proc of its
 * own pid namespace, a clean environment. Every writable folder is a tmpfs of at most
 * `tmpfsBytes` (the caller keeps that within the job's memory limit).
 */
export function buildBwrapArgs(plan: BwrapPlan): string[] {
  const sized = (bytes: number) => (plan.sizedTmpfs ? ["--size", String(bytes)] : []);
  const args = [
    "--unshare-all",
    ...(plan.shareEmptyNetwork ? ["--share-net"] : []),
    // The helper is pid 1: a job's kill(-1) cannot reach it, and when it exits the namespace ends.
    "--as-pid-1",
    "--die-with-parent",
    "--new-session",
    "--cap-drop",
    "ALL",
    ...(plan.helperMounts ? ["--cap-add", "CAP_SYS_ADMIN", "--cap-add", "CAP_SETPCAP"] : []),
    "--hostname",
    "sandbox",
    ...plan.systemView,
    "--proc",
    "/proc",
    "--dev",
    "/dev",
    // POSIX shared memory lives in /dev/shm: a sized tmpfs of its own, and the rest of /dev
    // (a tmpfs the job's user owns) read-only, so no file can be stored there unaccounted.
    ...sized(plan.tmpfsBytes),
    "--tmpfs",
    "/dev/shm",
    "--remount-ro",
    "/dev",
    ...sized(plan.tmpfsBytes),
    "--tmpfs",
    "/tmp",
  ];
  if (plan.workDir) args.push("--bind", plan.workDir, SANDBOX_PATHS.box);
  else args.push(...sized(plan.tmpfsBytes), "--tmpfs", SANDBOX_PATHS.box);
  for (const bind of plan.binds) args.push(bind.writable ? "--bind" : "--ro-bind", bind.source, bind.target);
  args.push("--ro-bind", plan.helperPath, SANDBOX_PATHS.helper);
  // bwrap builds the view on a tmpfs root; sealing it leaves /box and /tmp as the only writable
  // (and size-limited) places.
  args.push("--remount-ro", "/", "--chdir", SANDBOX_PATHS.box, "--clearenv");
  for (const [key, value] of Object.entries(plan.env)) args.push("--setenv", key, value);
  args.push("--", ...plan.command);
  return args;
}
