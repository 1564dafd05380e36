import { type ChildProcess, spawn } from "node:child_process";
import { readlink } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { BUILD_DIR } from "../../../build-info";
import type { PooledRequest } from "./sandbox-pool";
import type { SandboxOutcome, SpawnRequest } from "./spawn-measured";
import type { ZygoteJob } from "./zygote-client";

/** The launcher's own process: compiled next to the server's build, or the source through tsx. */
const LAUNCHER_COMMAND = BUILD_DIR
  ? [path.join(BUILD_DIR, "launcher-process.js")]
  : ["--import", "tsx", fileURLToPath(new URL("./launcher-process.ts", import.meta.url))];

type Pending = { resolve(outcome: SandboxOutcome): void; onStdout?: (chunk: string) => void };

/** Messages to the launcher process: a process to start now, or a run through a prepared sandbox. */
export type LauncherRequest =
  | { id: number; request: SpawnRequest; stream: boolean }
  | { id: number; pooled: PooledRequest; poolDir: string; zygote?: ZygoteJob; stream: boolean };

/** The outcome of a run the sandbox could not start. */
export function failedOutcome(failure: string): SandboxOutcome {
  return {
    stdout: "",
    stderr: "",
    exitCode: null,
    signal: null,
    cpuMs: 0,
    wallMs: 0,
    memoryKb: null,
    limit: null,
    failure,
  };
}

/** Messages from the launcher process. */
export type LauncherMessage =
  | { id: number; chunk: string }
  | { id: number; outcome: SandboxOutcome }
  | { network: string };

export type Launcher = {
  spawn(request: SpawnRequest, onStdout?: (chunk: string) => void): Promise<SandboxOutcome>;
  /**
   * Runs a job in a prepared sandbox of the pool kept under `poolDir` (see sandbox-pool.ts), or,
   * given `zygote` and once one of its shape is ready, in the Python zygote (zygote-client.ts).
   */
  spawnPooled(
    request: PooledRequest,
    poolDir: string,
    onStdout?: (chunk: string) => void,
    zygote?: ZygoteJob,
  ): Promise<SandboxOutcome>;
  /**
   * Starts the process and tells whether it lives in a network namespace of its own (empty:
   * no interface is up), which its sandboxes may then share instead of creating one per run.
   */
  start(): Promise<{ privateNetwork: boolean }>;
  /** Stops the process; resolves once it has exited, so nothing it started still writes to the job folders. */
  close(): Promise<void>;
};

/**
 * Starts sandboxes from a small helper Node process instead of the server itself. Node forks to
 * spawn, and fork time grows with the parent's memory: from a server holding a few hundred MB
 * (PGlite, caches) every spawn would cost 10–25 ms, from this ~50 MB process about 1 ms. The
 * process is started on first use, restarted if it dies, and exits with the server.
 *
 * When the server is root the launcher also moves into an empty network namespace of its own;
 * sandboxes then share it (bwrap --share-net) instead of creating a network namespace per run,
 * which costs 0.3 ms on an idle machine but 10 ms and more once the CPUs are busy (RCU grace
 * periods). Either way a sandbox has no network: no interface, not even loopback, is up.
 */
export function createLauncher(options: { helperPath: string; isolateNetwork: boolean }): Launcher {
  let child: ChildProcess | null = null;
  let network: Promise<string> | null = null;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  const refresh = () => {
    // Idle, the launcher must not keep the server (or a test) alive.
    if (pending.size === 0) child?.channel?.unref();
    else child?.channel?.ref();
  };

  function start(): ChildProcess {
    const command = [process.execPath, ...LAUNCHER_COMMAND];
    // The helper runs the launcher as a small init (-I) that reaps the processes of sandboxes
    // killed mid-run (they are re-parented to it, not left as zombies of the host's pid 1).
    // Root can also give the launcher an empty network namespace of its own (the helper's -E).
    const wrapped = [options.helperPath, "-I", ...(options.isolateNetwork ? ["-E"] : []), "--", ...command];
    const started = spawn(wrapped[0] as string, wrapped.slice(1), {
      stdio: ["ignore", "inherit", "inherit", "ipc"],
      env: { PATH: process.env.PATH ?? "/usr/bin:/bin" },
    });
    let reportNetwork: (value: string) => void = () => undefined;
    network = new Promise((resolve) => {
      reportNetwork = resolve;
    });
    started.on("message", (message: LauncherMessage) => {
      if ("network" in message) {
        reportNetwork(message.network);
        return;
      }
      const job = pending.get(message.id);
      if (!job) return;
      if ("chunk" in message) {
        job.onStdout?.(message.chunk);
        return;
      }
      pending.delete(message.id);
      refresh();
      job.resolve(message.outcome);
    });
    started.on("exit", (code, signal) => {
      reportNetwork("");
      if (child === started) child = null;
      for (const [id, job] of pending) {
        pending.delete(id);
        job.resolve(failedOutcome(`The sandbox launcher exited (${signal ?? code})`));
      }
    });
    started.unref();
    return started;
  }

  function send(message: (id: number) => LauncherRequest, onStdout?: (chunk: string) => void): Promise<SandboxOutcome> {
    child ??= start();
    const id = nextId++;
    const running = child;
    return new Promise((resolve) => {
      pending.set(id, { resolve, onStdout });
      refresh();
      running.send(message(id));
    });
  }

  return {
    async start() {
      child ??= start();
      const [theirs, ours] = await Promise.all([network, readlink("/proc/self/ns/net").catch(() => "")]);
      return { privateNetwork: Boolean(theirs) && theirs !== ours };
    },
    spawn(request, onStdout) {
      return send((id) => ({ id, request, stream: onStdout !== undefined }), onStdout);
    },
    spawnPooled(pooled, poolDir, onStdout, zygote) {
      return send((id) => ({ id, pooled, poolDir, zygote, stream: onStdout !== undefined }), onStdout);
    },
    close() {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null || running.signalCode !== null) return Promise.resolve();
      return new Promise<void>((resolve) => {
        running.once("exit", () => resolve());
        // Unreferenced while idle: referenced again, so the caller's process waits for the exit it awaits.
        running.ref();
        running.kill();
      });
    },
  };
}
