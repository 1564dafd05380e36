import { copyFileSync, linkSync, mkdirSync, readdirSync } from "node:fs";
import { chmod, mkdir, mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import {
  type JobInput,
  type ProgramStdin,
  type SandboxOutcome,
  type SpawnRequest,
  type StartedProcess,
  startMeasured,
} from "./spawn-measured";

/** Stands for the prepared sandbox's own app folder in its bwrap command line. */
export const SLOT_DIR = "@SLOT@";

/** A run through a prepared sandbox: how to start one of its shape, and the job to give it. */
export type PooledRequest = {
  /** bwrap and its arguments, with SLOT_DIR where the read-only /app folder's host path goes. */
  start: Pick<SpawnRequest, "file" | "args" | "env" | "user">;
  /** Host folder whose files the job sees at /app (linked into the sandbox's own folder). */
  appDir: string;
  /** The helper's options and command (sandbox-helper -W), and the job's environment. */
  helperArgs: string[];
  env: Record<string, string>;
  stdin?: ProgramStdin;
  wallMs: number;
  outputBytes: number;
};

type Slot = { dir: string; process: StartedProcess };

/** Sandboxes kept ready per shape: one per CPU slot of the execution pool. */
const READY_PER_SHAPE = 2;
/** Shapes (language, memory limit) kept ready at once; the least recently used one is let go. */
const MAX_SHAPES = 12;

/** The job message of sandbox-helper -W: options and command, an empty string, then KEY=VALUE, each NUL-terminated. */
export function jobMessage(helperArgs: string[], env: Record<string, string>): Buffer {
  const strings = [...helperArgs, "", ...Object.entries(env).map(([key, value]) => `${key}=${value}`)];
  return Buffer.from(strings.map((s) => `${s}\0`).join(""));
}

/**
 * Hard-links (or, across file systems, copies) every file of `from` into `to`. Synchronous: this
 * runs in the launcher process, which has nothing else to do meanwhile, and a program is a
 * handful of files (a Java program a few class files), each a few microseconds' system call,
 * where a round trip to libuv's threads costs a tenth of a millisecond or more.
 */
function linkTree(from: string, to: string): void {
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) {
      mkdirSync(target, { mode: 0o755 });
      linkTree(source, target);
    } else if (entry.isFile()) {
      try {
        linkSync(source, target);
      } catch {
        copyFileSync(source, target);
      }
    }
  }
}

/**
 * Sandboxes prepared before they are asked for (go-judge keeps such a pool): bwrap has built
 * the namespaces and mounts and the helper waits for its job on a pipe, so a run pays only for
 * handing over its command. Each sandbox gets a fresh, empty host folder as its read-only /app;
 * the job's files are linked into it when the job arrives. A sandbox serves one run and is then
 * thrown away with its folder, never reused across runs or users. The pool is refilled after a
 * run ends, so preparing the next sandbox does not compete with the run being measured.
 */
export function createSandboxPool(root: string) {
  const ready = new Map<string, Slot[]>();
  const preparing = new Map<string, number>();
  let rootMade: Promise<unknown> | null = null;

  async function prepare(start: PooledRequest["start"]): Promise<Slot> {
    rootMade ??= mkdir(root, { recursive: true, mode: 0o711 });
    await rootMade;
    const dir = await mkdtemp(path.join(root, "slot-"));
    await chmod(dir, 0o755);
    const args = start.args.map((arg) => (arg === SLOT_DIR ? dir : arg));
    return { dir, process: startMeasured({ ...start, args }, true) };
  }

  function discard(slot: Slot): void {
    slot.process.kill();
    void rm(slot.dir, { recursive: true, force: true });
  }

  function refill(key: string, start: PooledRequest["start"]): void {
    // Most recently used last: the first key is the one to let go.
    const slots = ready.get(key) ?? [];
    ready.delete(key);
    ready.set(key, slots);
    while (ready.size > MAX_SHAPES) {
      const [oldest] = ready.keys();
      for (const slot of ready.get(oldest as string) ?? []) discard(slot);
      ready.delete(oldest as string);
    }
    const missing = READY_PER_SHAPE - slots.length - (preparing.get(key) ?? 0);
    for (let i = 0; i < missing; i++) {
      preparing.set(key, (preparing.get(key) ?? 0) + 1);
      void prepare(start)
        .then(
          (slot) => {
            if (ready.get(key) === slots) slots.push(slot);
            else discard(slot);
          },
          () => undefined,
        )
        .finally(() => preparing.set(key, (preparing.get(key) ?? 1) - 1));
    }
  }

  /** A set-up sandbox if there is one, else the one that started setting up first, else a new one. */
  async function take(key: string, start: PooledRequest["start"]): Promise<Slot> {
    const slots = ready.get(key) ?? [];
    for (const slot of slots.filter((s) => s.process.exited)) {
      slots.splice(slots.indexOf(slot), 1);
      discard(slot);
    }
    const chosen = slots.find((s) => s.process.ready) ?? slots[0];
    if (chosen) {
      slots.splice(slots.indexOf(chosen), 1);
      return chosen;
    }
    return prepare(start);
  }

  return {
    async run(request: PooledRequest, onStdout?: (chunk: string) => void): Promise<SandboxOutcome> {
      const key = JSON.stringify(request.start);
      const slot = await take(key, request.start);
      try {
        linkTree(request.appDir, slot.dir);
        const input: JobInput = {
          stdin: request.stdin,
          message: jobMessage(request.helperArgs, request.env),
          wallMs: request.wallMs,
          outputBytes: request.outputBytes,
        };
        return await slot.process.run(input, onStdout);
      } finally {
        // After the outcome has gone back: throwing the sandbox away and starting the next one
        // are not the run's business.
        setImmediate(() => {
          discard(slot);
          refill(key, request.start);
        });
      }
    },
    /** Stops every waiting sandbox. */
    close(): void {
      for (const slots of ready.values()) for (const slot of slots) discard(slot);
      ready.clear();
    },
  };
}
