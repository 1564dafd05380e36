import type { TVerdict } from "@cp/contracts";
import type { SandboxOutcome } from "../sandbox/sandbox";
import type { ExecutionResult } from "./types";

/** Judge0 status ids used by the engine. */
export const STATUS = {
  accepted: 3,
  timeLimit: 5,
  compilationError: 6,
  sigsegv: 7,
  sigxfsz: 8,
  sigfpe: 9,
  sigabrt: 10,
  nzec: 11,
  otherRuntime: 12,
  internal: 13,
} as const;

export type Classification = { verdict: TVerdict; statusId: number; message: string | null };

const SIGNAL_STATUS: Record<string, number> = {
  SIGSEGV: STATUS.sigsegv,
  SIGBUS: STATUS.sigsegv,
  SIGXFSZ: STATUS.sigxfsz,
  SIGFPE: STATUS.sigfpe,
  SIGABRT: STATUS.sigabrt,
};

const SIGNAL_TEXT: Record<string, string> = {
  SIGSEGV: "segmentation fault",
  SIGBUS: "bus error",
  SIGXFSZ: "file size limit exceeded",
  SIGFPE: "floating point exception",
  SIGABRT: "aborted",
  SIGKILL: "killed",
  SIGPIPE: "broken pipe",
};

const seconds = (ms: number) => `${Number((ms / 1000).toFixed(2))} s`;
const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/**
 * Maps how a program ended to Judge0's status id and the platform's verdict. Memory and output
 * limits have no Judge0 status of their own: they keep the runtime-error id Judge0 would show
 * (12 for a kill, 8 for output like isolate's file-size limit) and the verdict tells them apart.
 */
export function classifyRun(
  outcome: SandboxOutcome,
  limits: { cpuMs: number; wallMs: number; memoryBytes: number; outputBytes: number },
  outOfMemory?: RegExp,
): Classification {
  if (outcome.failure) return { verdict: "Internal Error", statusId: STATUS.internal, message: outcome.failure };
  switch (outcome.limit) {
    case "cpu":
      return {
        verdict: "Time Limit Exceeded",
        statusId: STATUS.timeLimit,
        message: `Time limit exceeded (${seconds(limits.cpuMs)} CPU)`,
      };
    case "wall":
      return {
        verdict: "Time Limit Exceeded",
        statusId: STATUS.timeLimit,
        message: `Killed after ${seconds(limits.wallMs)} wall time`,
      };
    case "output":
      return {
        verdict: "Output Limit Exceeded",
        statusId: STATUS.sigxfsz,
        message: `Output limit exceeded (${sizeText(limits.outputBytes)})`,
      };
    case "memory":
      return {
        verdict: "Memory Limit Exceeded",
        statusId: STATUS.otherRuntime,
        message: `Memory limit exceeded (${megabytes(limits.memoryBytes)})`,
      };
    default:
      break;
  }
  if (outcome.signal === null && outcome.exitCode === 0)
    return { verdict: "Accepted", statusId: STATUS.accepted, message: null };
  // A program that died near the limit (allocation refused by RLIMIT_AS, or the runtime's own
  // out-of-memory error) ran out of memory, whatever signal or exit code that produced.
  const nearLimit = outcome.memoryKb !== null && outcome.memoryKb * 1024 >= limits.memoryBytes * 0.9;
  const runtimeSaysOom = outOfMemory?.test(outcome.stderr) ?? false;
  const memory = nearLimit || runtimeSaysOom;
  if (outcome.signal === "SIGXCPU") {
    return {
      verdict: "Time Limit Exceeded",
      statusId: STATUS.timeLimit,
      message: `Time limit exceeded (${seconds(limits.cpuMs)} CPU)`,
    };
  }
  if (outcome.signal !== null) {
    const statusId = SIGNAL_STATUS[outcome.signal] ?? STATUS.otherRuntime;
    const text = SIGNAL_TEXT[outcome.signal];
    const message = `Killed by signal ${outcome.signal}${text ? ` (${text})` : ""}`;
    if (memory)
      return {
        verdict: "Memory Limit Exceeded",
        statusId,
        message: `Memory limit exceeded (${megabytes(limits.memoryBytes)})`,
      };
    return { verdict: "Runtime Error", statusId, message };
  }
  if (memory)
    return {
      verdict: "Memory Limit Exceeded",
      statusId: STATUS.nzec,
      message: `Memory limit exceeded (${megabytes(limits.memoryBytes)})`,
    };
  return { verdict: "Runtime Error", statusId: STATUS.nzec, message: `Exited with code ${outcome.exitCode}` };
}

/**
 * A compile that did not produce an artifact. Limits hit while compiling still count as
 * compilation errors. A compiler refused memory by RLIMIT_AS (before the RSS watch saw it) says
 * so in its output and counts as hitting the memory limit too.
 */
export function classifyCompile(outcome: SandboxOutcome, limits: { memoryBytes: number }): Classification {
  if (outcome.failure) return { verdict: "Internal Error", statusId: STATUS.internal, message: outcome.failure };
  const text = `${outcome.stdout}${outcome.stderr}`;
  const outOfMemory =
    outcome.limit === "memory" ||
    /out of memory|memory exhausted|cannot allocate memory/i.test(text) ||
    (outcome.memoryKb !== null && outcome.memoryKb * 1024 >= limits.memoryBytes * 0.9);
  const message =
    outcome.limit === "cpu" || outcome.limit === "wall"
      ? "Compilation time limit exceeded"
      : outOfMemory
        ? "Compilation memory limit exceeded"
        : outcome.limit === "output"
          ? "Compiler output limit exceeded"
          : outcome.signal
            ? `Compiler killed by signal ${outcome.signal}`
            : `Compiler exited with code ${outcome.exitCode}`;
  return { verdict: "Compilation Error", statusId: STATUS.compilationError, message };
}

/** The result of a job that ended before its program ran (compilation error, internal error). */
export function failedResult(
  statusId: number,
  verdict: TVerdict,
  message: string,
  extra: Partial<ExecutionResult> = {},
): ExecutionResult {
  return {
    verdict,
    statusId,
    stdout: "",
    stderr: "",
    compileOutput: "",
    message,
    timeMs: 0,
    wallTimeMs: 0,
    memoryKb: null,
    exitCode: null,
    signal: null,
    cached: false,
    ...extra,
  };
}

/** A byte count as people write limits: "1 MB", "256 KB". */
function sizeText(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return bytes >= 1024 * 1024 && Number.isInteger(mb) ? `${mb} MB` : `${Math.round(bytes / 1024)} KB`;
}
