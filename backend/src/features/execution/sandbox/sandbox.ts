import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { CgroupSupport, JobCgroup } from "./cgroup";
import type { Launcher } from "./launcher";
import { SLOT_DIR } from "./sandbox-pool";
import { type Bind, buildBwrapArgs, memoryMounts, SANDBOX_PATH_ENV, SANDBOX_PATHS, TMPFS_INODES } from "./sandbox-view";
import type { ProgramStdin, SandboxOutcome } from "./spawn-measured";
import { createZygotePlanner } from "./zygote-plan";

export type SandboxMode = "bwrap" | "none";

/**
 * A job's stack limit (RLIMIT_STACK). glibc gives each new thread a stack of this size, so a large
 * finite limit leaves no room for threads in the job's address space; "unlimited" lets the main
 * thread grow within the memory limit while threads get glibc's default (2 MB on x86-64).
 */
export type StackLimit = number | "unlimited" | null;

export type SandboxLimits = {
  cpuMs: number;
  wallMs: number;
  memoryBytes: number;
  processes: number;
  outputBytes: number;
  fileBytes: number;
  openFiles: number;
  /** RLIMIT_STACK; null keeps 8 MB, "unlimited" takes the host's hard limit. */
  stackBytes: StackLimit;
  /**
   * Also cap the address space (memory + slack). Only for runtimes that do not reserve large
   * virtual ranges up front; the JVM, mono and node are limited by RSS polling or cgroups.
   */
  addressSpace: boolean;
};

/** Paths a command line may refer to: they differ between the sandbox and SANDBOX=none. */
export type SandboxDirs = { box: string; app: string };

export type SandboxCommand = {
  argv: (dirs: SandboxDirs) => string[];
  /** Host folder with the artifact or script, read-only at `dirs.app`. */
  appDir?: string;
  /** Host folder mounted read-write as the working folder (compiles); otherwise a fresh tmpfs. */
  workDir?: string;
  binds?: Bind[];
  env?: Record<string, string>;
  stdin?: ProgramStdin;
  limits: SandboxLimits;
  onStdout?: (chunk: string) => void;
  /**
   * The Python interpreter of a command that is `python -s <app>/main.py`: such a run may be
   * forked from a started interpreter into a sandbox of its own (python-zygote.c).
   */
  python?: string;
};

export type { SandboxOutcome };

export type Sandbox = {
  mode: SandboxMode;
  run(command: SandboxCommand): Promise<SandboxOutcome>;
  /** Stops the launcher process (and with it any sandbox still running). */
  close(): Promise<void>;
};

export type SandboxOptions = {
  mode: SandboxMode;
  helperPath: string;
  bwrapPath: string;
  systemView: string[];
  sizedTmpfs: boolean;
  tmpfsBytes: number;
  /** Host uid/gid the sandbox runs as when the server is root (RLIMIT_NPROC never applies to root). */
  user: { uid: number; gid: number } | null;
  cgroup: CgroupSupport | null;
  launcher: Launcher;
  /** The launcher sits in an empty network namespace of its own, which sandboxes may share. */
  privateNetwork: boolean;
  /**
   * Host folder for the prepared sandboxes' /app folders (sandbox-pool.ts); null sets up every
   * sandbox when its run asks. The pool serves runs of an artifact (appDir, no workDir) when the
   * job's limits are rlimits and RSS polling: a per-job cgroup is joined before bwrap starts.
   */
  poolDir: string | null;
  /** Builds the Python zygote for an interpreter; null runs Python like any command. */
  buildZygote: ((python: string) => Promise<string>) | null;
};

/** Address-space head room over the memory limit: shared libraries and the interpreter image. */
const ADDRESS_SPACE_SLACK = 64 * 1024 * 1024;
function helperArgs(
  limits: SandboxLimits,
  options: { wholeNamespace: boolean; pollMemory: boolean; memoryMounts: string[] },
): string[] {
  // No nice value: bwrap's --new-session gives each job a session of its own, and with the
  // kernel's autogroup scheduling (on by default) a session shares the CPU as one unit, so a fork
  // bomb weighs no more than the server. Measured here, nice +5 doubled a Python run's wall time
  // on a busy machine.
  const args = ["-r", "3", "-S"];
  if (options.wholeNamespace) args.push("-k");
  args.push("-t", String(limits.cpuMs), "-w", String(limits.wallMs));
  // Files in the job's tmpfs mounts are memory too: with -m, counted with the processes' RSS
  // (a cgroup charges them itself). Their number is bounded either way: empty files cost kernel
  // memory that neither sees.
  if (options.pollMemory) args.push("-m", String(Math.floor(limits.memoryBytes / 1024)));
  for (const mount of options.memoryMounts) args.push("-M", mount);
  if (options.memoryMounts.length > 0) args.push("-i", String(TMPFS_INODES));
  if (limits.addressSpace) args.push("-a", String(limits.memoryBytes + ADDRESS_SPACE_SLACK));
  args.push("-f", String(limits.fileBytes), "-n", String(limits.openFiles), "-p", String(limits.processes));
  if (limits.stackBytes !== null) args.push("-s", String(limits.stackBytes));
  return args;
}

/** Runs commands in bubblewrap (or, with SANDBOX=none, directly) under the helper's limits and measurements. */
export function createSandbox(options: SandboxOptions): Sandbox {
  const zygotes = options.buildZygote ? createZygotePlanner({ ...options, buildZygote: options.buildZygote }) : null;
  async function run(command: SandboxCommand): Promise<SandboxOutcome> {
    const { limits } = command;
    const bwrap = options.mode === "bwrap";
    // Without a namespace the tmpfs becomes a throwaway host folder.
    const scratch = !bwrap && !command.workDir ? await mkdtemp(path.join(os.tmpdir(), "cp-run-")) : null;
    const dirs: SandboxDirs = bwrap
      ? { box: SANDBOX_PATHS.box, app: SANDBOX_PATHS.app }
      : { box: command.workDir ?? scratch ?? "", app: command.appDir ?? "" };
    // Two malloc arenas at most: glibc otherwise reserves 64 MB of address space per arena for each
    // thread that allocates at once (up to 8 per core), which the memory limit (RLIMIT_AS) counts,
    // so a program with threads could lose its stack's room to recurse deep, at random.
    const env = {
      PATH: SANDBOX_PATH_ENV,
      HOME: dirs.box,
      TMPDIR: "/tmp",
      LANG: "C.UTF-8",
      MALLOC_ARENA_MAX: "2",
      ...command.env,
    };
    if (bwrap && options.poolDir && !options.cgroup && command.appDir && !command.workDir) {
      return runPooled(command, command.appDir, options.poolDir, dirs, env);
    }
    let cgroup: JobCgroup | null = null;
    try {
      if (options.cgroup && bwrap) {
        cgroup = await options.cgroup.create({ memoryBytes: limits.memoryBytes, processes: limits.processes });
      }
      const inner = [
        bwrap ? SANDBOX_PATHS.helper : options.helperPath,
        ...helperArgs(limits, {
          wholeNamespace: bwrap,
          pollMemory: cgroup === null,
          memoryMounts: bwrap ? memoryMounts(Boolean(command.workDir)) : [],
        }),
        "--",
        ...command.argv(dirs),
      ];
      let file = inner[0] as string;
      let args = inner.slice(1);
      if (bwrap) {
        const binds = [...(command.binds ?? [])];
        if (command.appDir) binds.push({ source: command.appDir, target: SANDBOX_PATHS.app });
        file = options.bwrapPath;
        args = buildBwrapArgs({
          systemView: options.systemView,
          binds,
          workDir: command.workDir,
          // No writable folder may hold more than the job's whole memory budget.
          tmpfsBytes: Math.min(options.tmpfsBytes, limits.memoryBytes),
          sizedTmpfs: options.sizedTmpfs,
          helperPath: options.helperPath,
          env,
          command: inner,
          shareEmptyNetwork: options.privateNetwork,
          helperMounts: true,
        });
      }
      let user = bwrap ? options.user : null;
      if (cgroup && user) {
        // The helper (exec mode) joins the cgroup as root, then drops to the sandbox user and execs bwrap.
        args = ["-x", "-c", cgroup.procsFile, "-G", String(user.gid), "-U", String(user.uid), "--", file, ...args];
        file = options.helperPath;
        user = null;
      } else if (cgroup) {
        args = ["-x", "-c", cgroup.procsFile, "--", file, ...args];
        file = options.helperPath;
      }
      const outcome = await options.launcher.spawn(
        {
          file,
          args,
          env: bwrap ? {} : env,
          cwd: bwrap ? undefined : dirs.box,
          user,
          stdin: command.stdin,
          wallMs: limits.wallMs,
          outputBytes: limits.outputBytes,
        },
        command.onStdout,
      );
      if (cgroup && outcome.failure === null) {
        const [peak, oom] = await Promise.all([cgroup.peakKb(), cgroup.oomKilled()]);
        if (peak !== null) outcome.memoryKb = Math.max(outcome.memoryKb ?? 0, peak);
        if (oom && outcome.limit === null) outcome.limit = "memory";
      }
      return outcome;
    } finally {
      await cgroup?.remove();
      if (scratch) await rm(scratch, { recursive: true, force: true });
    }
  }
  /** A run in a prepared sandbox: the same view, limits and user, its command handed over on a pipe. */
  async function runPooled(
    command: SandboxCommand,
    appDir: string,
    poolDir: string,
    dirs: SandboxDirs,
    env: Record<string, string>,
  ): Promise<SandboxOutcome> {
    const { limits } = command;
    const args = buildBwrapArgs({
      systemView: options.systemView,
      binds: [...(command.binds ?? []), { source: SLOT_DIR, target: SANDBOX_PATHS.app }],
      tmpfsBytes: Math.min(options.tmpfsBytes, limits.memoryBytes),
      sizedTmpfs: options.sizedTmpfs,
      helperPath: options.helperPath,
      // The helper sets the job's environment from its message.
      env: {},
      // The job message on fd 4, the job's stdout and stderr on 5 and 6 (see startMeasured).
      command: [SANDBOX_PATHS.helper, "-W", "4", "5"],
      shareEmptyNetwork: options.privateNetwork,
      helperMounts: true,
    });
    const helper = helperArgs(limits, { wholeNamespace: true, pollMemory: true, memoryMounts: memoryMounts(false) });
    // What bwrap's --chdir sets for a sandbox of its own making.
    const jobEnv = { ...env, PWD: dirs.box };
    const zygote = await zygotes?.plan(command, appDir, poolDir, dirs, jobEnv);
    return options.launcher.spawnPooled(
      {
        start: { file: options.bwrapPath, args, env: {}, user: options.user },
        appDir,
        helperArgs: [...helper, "--", ...command.argv(dirs)],
        env: jobEnv,
        stdin: command.stdin,
        wallMs: limits.wallMs,
        outputBytes: limits.outputBytes,
      },
      poolDir,
      command.onStdout,
      zygote,
    );
  }

  return { mode: options.mode, run, close: () => options.launcher.close() };
}
