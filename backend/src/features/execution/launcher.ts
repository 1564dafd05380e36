import { type ChildProcess, fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { SandboxOutcome, SpawnRequest } from "./spawn-measured";

const ENTRY = fileURLToPath(new URL("./launcher-process.ts", import.meta.url));

type Pending = { resolve(outcome: SandboxOutcome): void; onStdout?: (chunk: string) => void };

/** Messages from the launcher process. */
export type LauncherMessage = { id: number; chunk: string } | { id: number; outcome: SandboxOutcome };

export type Launcher = {
  spawn(request: SpawnRequest, onStdout?: (chunk: string) => void): Promise<SandboxOutcome>;
  close(): void;
};

/**
 * Starts sandboxes from a small helper Node process instead of the server itself. Node forks to
 * spawn, and fork time grows with the parent's memory: from a server holding a few hundred MB
 * (PGlite, caches) every spawn would cost 10–25 ms, from this ~50 MB process about 1 ms. The
 * process is started on first use, restarted if it dies, and exits with the server.
 */
export function createLauncher(): Launcher {
  let child: ChildProcess | null = null;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  const refresh = () => {
    // Idle, the launcher must not keep the server (or a test) alive.
    if (pending.size === 0) child?.channel?.unref();
    else child?.channel?.ref();
  };

  function start(): ChildProcess {
    const started = fork(ENTRY, [], {
      execArgv: ["--import", "tsx"],
      stdio: ["ignore", "inherit", "inherit", "ipc"],
      env: { PATH: process.env.PATH ?? "/usr/bin:/bin" },
    });
    started.on("message", (message: LauncherMessage) => {
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
      if (child === started) child = null;
      for (const [id, job] of pending) {
        pending.delete(id);
        job.resolve({
          stdout: "",
          stderr: "",
          exitCode: null,
          signal: null,
          cpuMs: 0,
          wallMs: 0,
          memoryKb: null,
          limit: null,
          failure: `The sandbox launcher exited (${signal ?? code})`,
        });
      }
    });
    started.unref();
    return started;
  }

  return {
    spawn(request, onStdout) {
      child ??= start();
      const id = nextId++;
      const running = child;
      return new Promise((resolve) => {
        pending.set(id, { resolve, onStdout });
        refresh();
        running.send({ id, request, stream: onStdout !== undefined });
      });
    },
    close() {
      child?.kill();
      child = null;
    },
  };
}
