import { type ChildProcess, spawn } from "node:child_process";
import { chown, mkdir, mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import type { PooledRequest } from "./sandbox-pool";
import { BACKSTOP_MS, createOutputCapture, outcomeFrom, type SandboxOutcome, stdinBytes } from "./spawn-measured";

/** Stands for the zygote's control folder (its socket) in its bwrap command line. */
export const CONTROL_DIR = "@CONTROL@";

/** A run of the Python zygote (python-zygote.c): how to start a zygote of its shape, and the run's own parts. */
export type ZygoteJob = {
  /** bwrap and its arguments, with CONTROL_DIR where the control folder's host path goes. */
  start: PooledRequest["start"];
  /** The host folder the zygote sees at /runs; the job's /app is its sub-folder `name`. */
  name: string;
  /** Size and most files and folders of each of the run's writable tmpfs mounts (the zygote mounts them). */
  tmpfsBytes: number;
  tmpfsInodes: number;
};

type Zygote = { process: ChildProcess; socket: string; ready: boolean };

/** Zygotes kept at once (one per shape: interpreter, environment, limits of the view); the least recently used goes. */
const MAX_ZYGOTES = 4;
/** A shape whose zygote failed is not tried again before this long. */
const RETRY_MS = 60_000;

const u32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32LE(value);
  return bytes;
};
const field = (value: Buffer | string) => {
  const bytes = Buffer.from(value);
  return Buffer.concat([u32(bytes.length), bytes]);
};

/**
 * The launcher's side of the Python zygotes: each is started (in bwrap, as the sandbox user) the
 * first time a run of its shape asks, and serves runs once it says it is ready; until then, and
 * whenever it fails, `run` answers null and the caller runs the job in a prepared sandbox instead.
 * A zygote that fails is stopped and its shape left alone for a minute.
 */
export function createZygotes(root: string, onFailure: (message: string) => void = () => undefined) {
  const zygotes = new Map<string, Zygote>();
  const failedAt = new Map<string, number>();

  function stop(key: string, zygote: Zygote) {
    if (zygotes.get(key) === zygote) zygotes.delete(key);
    try {
      if (zygote.process.pid) process.kill(-zygote.process.pid, "SIGKILL");
    } catch {
      // already gone
    }
  }

  function fail(key: string, zygote: Zygote, message: string) {
    failedAt.set(key, Date.now());
    stop(key, zygote);
    onFailure(message);
  }

  async function start(key: string, job: ZygoteJob): Promise<void> {
    await mkdir(root, { recursive: true, mode: 0o711 });
    const control = await mkdtemp(path.join(root, "zygote-"));
    // The zygote (the sandbox user) creates its socket there; nobody else can.
    if (job.start.user) await chown(control, job.start.user.uid, job.start.user.gid);
    const args = job.start.args.map((arg) => (arg === CONTROL_DIR ? control : arg));
    const child = spawn(job.start.file, args, {
      env: job.start.env,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      ...(job.start.user ? { uid: job.start.user.uid, gid: job.start.user.gid } : {}),
    });
    const zygote: Zygote = { process: child, socket: path.join(control, "sock"), ready: false };
    zygotes.set(key, zygote);
    let errors = "";
    child.stderr?.on("data", (chunk: Buffer) => {
      errors = (errors + chunk.toString()).slice(-2000);
    });
    child.stdout?.once("data", () => {
      zygote.ready = true;
    });
    child.on("error", (error) => fail(key, zygote, `The Python zygote did not start: ${error.message}`));
    child.on("exit", (code, signal) => {
      if (zygotes.get(key) === zygote)
        fail(key, zygote, `The Python zygote exited (${signal ?? code}): ${errors.trim() || "no message"}`);
      void rm(control, { recursive: true, force: true });
    });
    child.unref();
  }

  /**
   * Runs the job in its zygote. Null when none is ready to take it, or when the zygote failed the
   * run before it wrote anything (the zygote is then stopped): the caller runs it elsewhere.
   */
  async function run(
    job: ZygoteJob,
    request: PooledRequest,
    message: Buffer,
    onStdout?: (chunk: string) => void,
  ): Promise<SandboxOutcome | null> {
    const key = JSON.stringify(job.start);
    const zygote = zygotes.get(key);
    if (!zygote) {
      if (Date.now() - (failedAt.get(key) ?? 0) > RETRY_MS) {
        while (zygotes.size >= MAX_ZYGOTES) {
          const [oldest, first] = zygotes.entries().next().value as [string, Zygote];
          stop(oldest, first);
        }
        void start(key, job).catch((error: Error) => {
          failedAt.set(key, Date.now());
          onFailure(`The Python zygote did not start: ${error.message}`);
        });
      }
      return null;
    }
    if (!zygote.ready) return null;
    // Most recently used last.
    zygotes.delete(key);
    zygotes.set(key, zygote);
    const ended = await exchange(zygote, job, request, message, onStdout);
    if ("outcome" in ended && ended.outcome.failure === null) return ended.outcome;
    fail(key, zygote, `A run of the Python zygote failed: ${"failed" in ended ? ended.failed : ended.outcome.failure}`);
    return "outcome" in ended ? ended.outcome : null;
  }

  /**
   * One run over its own connection: its outcome, or why the zygote could not start it (it set up
   * no sandbox, or the run ended without a word and was not stopped here).
   */
  function exchange(
    zygote: Zygote,
    job: ZygoteJob,
    request: PooledRequest,
    message: Buffer,
    onStdout?: (chunk: string) => void,
  ): Promise<{ outcome: SandboxOutcome } | { failed: string }> {
    const started = performance.now();
    return new Promise((resolve) => {
      const socket = net.connect(zygote.socket);
      let report = "";
      let setUpError = "";
      let limit: SandboxOutcome["limit"] = null;
      let pending: Buffer = Buffer.alloc(0);
      const output = createOutputCapture(() => {
        limit = "output";
        socket.destroy(); // the run's pid 1 sees its connection close and kills the job
      });
      output.cap = request.outputBytes;
      output.onStdout = onStdout;
      const backstop = setTimeout(() => {
        limit ??= "wall";
        socket.destroy();
      }, request.wallMs + BACKSTOP_MS);
      socket.on("data", (chunk: Buffer) => {
        pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
        while (pending.length >= 5) {
          const length = pending.readUInt32LE(1);
          if (pending.length < 5 + length) break;
          const kind = pending[0];
          const body = pending.subarray(5, 5 + length);
          pending = pending.subarray(5 + length);
          if (kind === 0x4f) output.keep(true, body);
          else if (kind === 0x45) output.keep(false, body);
          else if (kind === 0x52) report += body.toString("utf8");
          else if (kind === 0x46) setUpError = body.toString("utf8");
        }
      });
      socket.on("error", () => undefined);
      socket.on("close", () => {
        clearTimeout(backstop);
        const written = output.end();
        if (setUpError || (!report && !limit && output.bytes === 0)) {
          resolve({ failed: setUpError.trim() || "no report" });
          return;
        }
        resolve({
          outcome: outcomeFrom({
            ...written,
            report,
            wallMs: Math.round(performance.now() - started),
            limit,
            startError: null,
          }),
        });
      });
      socket.write(
        Buffer.concat([
          field(job.name),
          field(message),
          field(`${job.tmpfsBytes} ${job.tmpfsInodes}`),
          field(stdinBytes(request.stdin)),
        ]),
      );
    });
  }

  return {
    run,
    close() {
      for (const [key, zygote] of zygotes) stop(key, zygote);
    },
  };
}
