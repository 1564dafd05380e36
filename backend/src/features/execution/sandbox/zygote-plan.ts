import path from "node:path";
import type { SandboxCommand, SandboxDirs, SandboxOptions, StackLimit } from "./sandbox";
import { buildBwrapArgs, SANDBOX_PATHS, TMPFS_INODES } from "./sandbox-view";
import { CONTROL_DIR, type ZygoteJob } from "./zygote-client";

type PlannerOptions = Pick<
  SandboxOptions,
  "systemView" | "sizedTmpfs" | "tmpfsBytes" | "bwrapPath" | "user" | "privateNetwork"
> & { buildZygote: (python: string) => Promise<string> };

/**
 * The server's side of the Python zygote (python-zygote.c): which runs it may take, and the bwrap
 * command that starts one for them. The zygote is built the first time a Python run asks (that
 * run and those until the build is done use a prepared sandbox); a build that fails is logged
 * once and Python keeps starting its own interpreter.
 */
export function createZygotePlanner(options: PlannerOptions) {
  const builds = new Map<string, Promise<string | null>>();
  /** The bwrap command of each zygote shape, built once: a Python run only looks it up. */
  const starts = new Map<string, ZygoteJob["start"]>();

  /** The zygote binary for `python` once built; null before (the build starts then) and when it cannot be. */
  function binary(python: string): Promise<string | null> | null {
    const build = builds.get(python);
    if (build) return build;
    builds.set(
      python,
      options.buildZygote(python).catch((error: Error) => {
        console.error(
          `Python runs start their own interpreter: the zygote was not built (${error.message.split("\n")[0]})`,
        );
        return null;
      }),
    );
    return null;
  }

  return {
    /**
     * How the zygote would run this command, or undefined when it cannot: another command line,
     * extra binds, a script folder outside the pool's parent (the zygote's /runs), no zygote yet.
     * `env` is the job's environment: the zygote starts its interpreter with exactly that one.
     */
    async plan(
      command: SandboxCommand,
      appDir: string,
      poolDir: string,
      dirs: SandboxDirs,
      env: Record<string, string>,
    ): Promise<ZygoteJob | undefined> {
      const { python, limits } = command;
      const argv = command.argv(dirs);
      const runs = path.dirname(poolDir);
      if (!python || command.binds?.length || path.dirname(appDir) !== runs) return undefined;
      if (argv.length !== 3 || argv[0] !== python || argv[1] !== "-s" || argv[2] !== `${dirs.app}/main.py`)
        return undefined;
      const zygote = await binary(python);
      if (!zygote) return undefined;
      const shape = JSON.stringify([zygote, python, runs, limits.stackBytes, env]);
      const start = starts.get(shape) ?? {
        file: options.bwrapPath,
        args: zygoteArgs(zygote, python, runs, limits.stackBytes, env),
        env: {},
        user: options.user,
      };
      starts.set(shape, start);
      return {
        start,
        name: path.basename(appDir),
        tmpfsBytes: Math.min(options.tmpfsBytes, limits.memoryBytes),
        tmpfsInodes: TMPFS_INODES,
      };
    },
  };

  function zygoteArgs(
    zygote: string,
    python: string,
    runs: string,
    stackBytes: StackLimit,
    env: Record<string, string>,
  ): string[] {
    return buildBwrapArgs({
      systemView: options.systemView,
      binds: [
        { source: runs, target: "/runs" },
        // where each run binds its own folder
        { source: runs, target: SANDBOX_PATHS.app },
        { source: CONTROL_DIR, target: "/control", writable: true },
      ],
      // The zygote itself writes nothing; each run mounts its own /box, /tmp and /dev/shm.
      tmpfsBytes: 1024 * 1024,
      sizedTmpfs: options.sizedTmpfs,
      helperPath: zygote,
      env,
      command: [SANDBOX_PATHS.helper, "/control/sock", python, ...(stackBytes ? [String(stackBytes)] : [])],
      shareEmptyNetwork: options.privateNetwork,
    });
  }
}
