import { isUtf8 } from "node:buffer";
import { spawn } from "node:child_process";
import os from "node:os";
import type { Duplex, Readable, Writable } from "node:stream";
import { StringDecoder } from "node:string_decoder";

/**
 * A program's standard input: text (written as UTF-8), or exact bytes carried as base64 (a
 * Judge0 client's base64 stdin that is not UTF-8). Plain data either way: it crosses the job
 * queue (JSON through Redis) and the launcher's IPC channel.
 */
export type ProgramStdin = string | { base64: string };

/** What to write to the program's stdin: the text, or the bytes the base64 stands for. */
export function stdinBytes(stdin: ProgramStdin | undefined): string | Buffer {
  if (stdin === undefined) return "";
  return typeof stdin === "string" ? stdin : Buffer.from(stdin.base64, "base64");
}

/** How one sandboxed command ended. */
export type SandboxOutcome = {
  stdout: string;
  stderr: string;
  exitCode: number | null;
  signal: string | null;
  cpuMs: number;
  wallMs: number;
  memoryKb: number | null;
  /** The limit that ended the job, if one did. */
  limit: "cpu" | "wall" | "memory" | "output" | null;
  /** Set when the sandbox itself could not run the command (an internal error, not the program's fault). */
  failure: string | null;
  /** stdout/stderr bytes as base64, only when they are not valid UTF-8 (the texts above are then lossy). */
  rawStdout?: string;
  rawStderr?: string;
};

/** One process to start: plain data, so that it can cross the launcher's IPC channel. */
export type SpawnRequest = {
  file: string;
  args: string[];
  env: Record<string, string>;
  cwd?: string;
  /** Host identity to switch to before exec (the server is root). */
  user: { uid: number; gid: number } | null;
  stdin?: ProgramStdin;
  wallMs: number;
  outputBytes: number;
};

/** The helper enforces the wall limit itself and reports; this is the backstop if it cannot. */
export const BACKSTOP_MS = 1500;
const SIGNAL_NAMES = new Map(Object.entries(os.constants.signals).map(([name, num]) => [num, name]));
const ERRNO_NAMES = new Map(Object.entries(os.constants.errno).map(([name, num]) => [num, name]));

type Report = {
  exit: number;
  signal: number;
  cpuUs: number;
  wallUs: number;
  rssKb: number;
  limit: string;
  execErrno: number;
};

/** Parses the helper's one-line report ("exit=0 signal=0 cpu_us=… limit=none exec_errno=0"). */
export function parseReport(text: string): Report | null {
  const fields = Object.fromEntries(
    text
      .trim()
      .split(/\s+/)
      .map((pair) => pair.split("=") as [string, string]),
  );
  if (fields.exit === undefined || fields.limit === undefined) return null;
  return {
    exit: Number(fields.exit),
    signal: Number(fields.signal),
    cpuUs: Number(fields.cpu_us),
    wallUs: Number(fields.wall_us),
    rssKb: Number(fields.rss_kb),
    limit: fields.limit,
    execErrno: Number(fields.exec_errno),
  };
}

/**
 * How a run ended, from what it wrote, the helper's report and what the caller saw: the limit it
 * enforced itself (output cap, backstop) and an error starting the sandbox at all.
 */
export function outcomeFrom(parts: {
  stdout: Buffer;
  stderr: Buffer;
  report: string;
  wallMs: number;
  limit: SandboxOutcome["limit"];
  startError: string | null;
}): SandboxOutcome {
  const { stdout, stderr, limit } = parts;
  const errText = stderr.toString("utf8");
  const parsed = parseReport(parts.report);
  const base = {
    stdout: stdout.toString("utf8"),
    stderr: errText,
    ...(isUtf8(stdout) ? {} : { rawStdout: stdout.toString("base64") }),
    ...(isUtf8(stderr) ? {} : { rawStderr: stderr.toString("base64") }),
    exitCode: null,
    signal: null,
    cpuMs: 0,
    wallMs: parts.wallMs,
    memoryKb: null,
  };
  if (parts.startError) return { ...base, limit: null, failure: parts.startError };
  if (!parsed) {
    // Killed by the caller (output cap, backstop) before the helper could report, or the sandbox failed to set up.
    return {
      ...base,
      cpuMs: base.wallMs,
      limit,
      failure: limit ? null : `Sandbox failed: ${errText.trim() || "no report"}`,
    };
  }
  if (parsed.execErrno !== 0) {
    const reason = ERRNO_NAMES.get(parsed.execErrno) ?? `errno ${parsed.execErrno}`;
    return { ...base, limit: null, failure: `Cannot start the program: ${reason}` };
  }
  return {
    ...base,
    exitCode: parsed.exit >= 0 ? parsed.exit : null,
    signal: parsed.signal > 0 ? (SIGNAL_NAMES.get(parsed.signal) ?? `SIG${parsed.signal}`) : null,
    cpuMs: Math.round(parsed.cpuUs / 1000),
    wallMs: Math.round(parsed.wallUs / 1000),
    memoryKb: parsed.rssKb,
    limit: limit ?? (parsed.limit === "none" ? null : (parsed.limit as SandboxOutcome["limit"])),
    failure: null,
  };
}

/**
 * A run's stdout and stderr, kept up to one cap for both (set `cap` once the job is known); past
 * it `onOverflow` stops the run. stdout's text goes to `onStdout` as it comes.
 */
export function createOutputCapture(onOverflow: () => void) {
  const stdout: Buffer[] = [];
  const stderr: Buffer[] = [];
  const decoder = new StringDecoder("utf8");
  let bytes = 0;
  const capture = {
    cap: Number.POSITIVE_INFINITY,
    onStdout: undefined as ((chunk: string) => void) | undefined,
    overflowed: false,
    get bytes() {
      return bytes;
    },
    keep(isStdout: boolean, chunk: Buffer) {
      if (capture.overflowed) return;
      const room = capture.cap - bytes;
      const kept = chunk.length > room ? chunk.subarray(0, room) : chunk;
      (isStdout ? stdout : stderr).push(kept);
      bytes += kept.length;
      if (isStdout && capture.onStdout && kept.length > 0) capture.onStdout(decoder.write(kept));
      if (chunk.length > room) {
        capture.overflowed = true;
        onOverflow();
      }
    },
    /** Streams what is left of a character cut between chunks, and gives both outputs whole. */
    end(): { stdout: Buffer; stderr: Buffer } {
      const rest = decoder.end();
      if (rest && capture.onStdout) capture.onStdout(rest);
      return { stdout: Buffer.concat(stdout), stderr: Buffer.concat(stderr) };
    },
  };
  return capture;
}

/** What a started process needs to run its job: its input, and for a prepared sandbox the job message. */
export type JobInput = {
  stdin?: ProgramStdin;
  /** The prepared helper's job message (sandbox-helper -W): written to fd 4, then closed. */
  message?: Buffer;
  wallMs: number;
  outputBytes: number;
};

/** A started process waiting for its input (a prepared sandbox), or about to get it at once. */
export type StartedProcess = {
  /** Gives the process its input and resolves with how it ended. Call once. */
  run(input: JobInput, onStdout?: (chunk: string) => void): Promise<SandboxOutcome>;
  /** Kills the whole process group (a prepared sandbox nobody will use). */
  kill(): void;
  /** True once the process has exited (a prepared sandbox that died waiting is unusable). */
  readonly exited: boolean;
  /** A prepared sandbox: true once its helper waits for the job (the namespaces and mounts are set up). */
  readonly ready: boolean;
};

/**
 * Starts the sandbox (or the helper alone) in its own process group with an empty environment;
 * `run` then feeds stdin (and the job message on fd 4 when `prepared`), captures stdout/stderr
 * up to the output cap (killing the whole group past it), reads the helper's report from fd 3
 * and turns it all into an outcome. Output before `run` (a sandbox that failed to set up) is
 * kept and reported by it.
 *
 * A prepared sandbox's job writes to fds 5 and 6 (the helper's `-W 4 5`), which bwrap does not
 * keep open itself: once the report and both outputs have ended, the outcome is known and the
 * run is over, without waiting for the sandbox's namespaces to be torn down (1.5 to 2.5 ms on a
 * 2-core machine, more when busy). bwrap's own stdout and stderr (a set-up failure) are kept too.
 */
export function startMeasured(
  request: Pick<SpawnRequest, "file" | "args" | "env" | "cwd" | "user">,
  prepared = false,
): StartedProcess {
  const child = spawn(request.file, request.args, {
    // Nothing of the server's environment reaches bwrap: its processes are readable in /proc.
    env: request.env,
    cwd: request.cwd,
    detached: true,
    stdio: prepared ? ["pipe", "pipe", "pipe", "pipe", "pipe", "pipe", "pipe"] : ["pipe", "pipe", "pipe", "pipe"],
    ...(request.user ? { uid: request.user.uid, gid: request.user.gid } : {}),
  });
  const report: Buffer[] = [];
  let limit: SandboxOutcome["limit"] = null;
  let spawnError: Error | null = null;
  let exited = false;
  let closed: (() => void) | null = null;
  const killGroup = () => {
    try {
      if (child.pid) process.kill(-child.pid, "SIGKILL");
    } catch {
      // already gone
    }
  };
  const output = createOutputCapture(() => {
    limit = "output";
    killGroup();
  });
  // Node types stdio as five entries; a prepared sandbox has seven.
  const fds: readonly (Readable | Writable | null | undefined)[] = child.stdio;
  const reportStream = (fds[3] ?? null) as Readable | null;
  const jobStreams = prepared ? [(fds[5] ?? null) as Readable | null, (fds[6] ?? null) as Readable | null] : [];
  for (const [stream, isStdout] of [
    [child.stdout, true],
    [child.stderr, false],
    [jobStreams[0], true],
    [jobStreams[1], false],
  ] as const) {
    stream?.on("data", (chunk: Buffer) => output.keep(isStdout, chunk));
  }
  reportStream?.on("data", (chunk: Buffer) => report.push(chunk));
  // The job's side has ended when the report and the job's own outputs have (prepared sandboxes).
  let jobEnded: Promise<unknown> | null = null;
  if (prepared) {
    jobEnded = Promise.all(
      [reportStream, ...jobStreams].map(
        (stream) => new Promise((resolve) => (stream ? stream.once("close", resolve) : resolve(null))),
      ),
    );
  }
  child.stdin?.on("error", () => undefined); // programs that never read stdin close it early
  // The job message goes out on fd 4, a socket pair: the helper answers "R" on it once it waits.
  let ready = false;
  const control = child.stdio[4] as Duplex | null;
  control?.on("error", () => undefined); // a sandbox that died waiting
  control?.once("data", () => {
    ready = true;
  });
  child.on("error", (error) => {
    spawnError = error;
  });
  child.on("exit", () => {
    exited = true;
  });
  let isClosed = false;
  child.on("close", () => {
    exited = true;
    isClosed = true;
    closed?.();
  });

  function run(input: JobInput, onStdout?: (chunk: string) => void): Promise<SandboxOutcome> {
    const started = performance.now();
    output.cap = input.outputBytes;
    output.onStdout = onStdout;
    return new Promise((resolve) => {
      let finished = false;
      const finish = () => {
        if (finished) return;
        finished = true;
        clearTimeout(backstop);
        resolve(
          outcomeFrom({
            ...output.end(),
            report: Buffer.concat(report).toString("utf8"),
            wallMs: Math.round(performance.now() - started),
            limit,
            startError: spawnError
              ? `Cannot start the sandbox (${request.file}): ${(spawnError as Error).message}`
              : null,
          }),
        );
      };
      const backstop = setTimeout(() => {
        limit ??= "wall";
        killGroup();
      }, input.wallMs + BACKSTOP_MS);
      if (isClosed) {
        // Gone before its job (a prepared sandbox that failed to set up or was killed).
        setImmediate(finish);
        return;
      }
      closed = finish;
      // A report means the helper ended the job and everything it started: its output is whole.
      void jobEnded?.then(() => {
        if (parseReport(Buffer.concat(report).toString("utf8"))) finish();
      });
      if (input.message) control?.end(input.message);
      child.stdin?.end(stdinBytes(input.stdin));
    });
  }

  return {
    run,
    kill: killGroup,
    get exited() {
      return exited;
    },
    get ready() {
      return ready;
    },
  };
}

/** Starts a process and runs its job at once (see startMeasured). */
export function spawnMeasured(request: SpawnRequest, onStdout?: (chunk: string) => void): Promise<SandboxOutcome> {
  return startMeasured(request).run(
    { stdin: request.stdin, wallMs: request.wallMs, outputBytes: request.outputBytes },
    onStdout,
  );
}
