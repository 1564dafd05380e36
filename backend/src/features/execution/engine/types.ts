import type { TLanguageKey, TVerdict } from "@cp/contracts";
import type { ProgramStdin } from "../sandbox/spawn-measured";

/** Resource limits of one sandboxed job. Defaults come from config (5 s CPU, 10 s wall, 256 MB, 64 procs, 1 MB output). */
export type ExecutionLimits = {
  cpuMs: number;
  wallMs: number;
  memoryBytes: number;
  processes: number;
  outputBytes: number;
};

/** A whole program to compile (when the language needs it) and run once. */
export type ExecutionRequest = {
  language: TLanguageKey;
  /**
   * The complete source. Conventions: Java's entry class is `public class Main` (file Main.java);
   * C# compiles a single file; C/C++ a single translation unit; Python/JavaScript run as a script.
   */
  source: string;
  /** Text, or `{ base64 }` for exact bytes (a Judge0 client's stdin that is not UTF-8). */
  stdin?: ProgramStdin;
  limits?: Partial<ExecutionLimits>;
  /** Command-line arguments after the program, passed as argv (no shell). */
  args?: string[];
  /** Extra compiler flags for compiled languages, appended to the compile command (part of the cache key). */
  compilerOptions?: string[];
  /** stderr goes into stdout, interleaved as the program writes (Judge0's redirect_stderr_to_stdout). */
  mergeStderr?: boolean;
};

export type ExecutionPhaseResult = {
  stdout: string;
  stderr: string;
  exitCode: number | null;
  signal: string | null;
  timeMs: number;
  memoryKb: number | null;
};

/**
 * Where one execution's time went, in ms: `prepare` (toolchain, cache lookup, work folders),
 * `compile` (0 on a cache hit), `sandbox` (setting up and tearing down the sandbox around the
 * program) and `run` (the program itself, as the helper measured it).
 */
export type ExecutionPhases = { prepare: number; compile: number; sandbox: number; run: number };

export type ExecutionResult = {
  verdict: TVerdict;
  /** Judge0 status id (3 Accepted, 5 TLE, 6 CE, 7-12 runtime errors, 13 internal). */
  statusId: number;
  stdout: string;
  stderr: string;
  compileOutput: string;
  /** Human-readable reason when the verdict is not Accepted, e.g. "Exited with code 1" or "Killed after 10 s". */
  message: string | null;
  /** CPU time of the run (user + system, all processes), like Judge0's `time`. */
  timeMs: number;
  /** Wall-clock time of the run. */
  wallTimeMs?: number;
  /** Peak resident memory of the run in KB. */
  memoryKb: number | null;
  exitCode: number | null;
  signal: string | null;
  /** True when the compiled artifact came from the cache. */
  cached: boolean;
  /** stdout/stderr bytes as base64 when they are not valid UTF-8 (stdout/stderr above are then lossy). */
  rawStdout?: string;
  rawStderr?: string;
  /** Where the time went (engines that measure it). */
  phases?: ExecutionPhases;
};

export type ExecutionHooks = {
  /** Called with each chunk of the program's stdout as it arrives (the judge streams results this way). */
  onStdout?: (chunk: string) => void;
};

/** Runs untrusted code in the sandbox. Implemented by the execution feature. */
export type ExecutionEngine = {
  execute(request: ExecutionRequest, hooks?: ExecutionHooks): Promise<ExecutionResult>;
};
