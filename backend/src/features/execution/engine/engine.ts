import { readFile } from "node:fs/promises";
import path from "node:path";
import { LANGUAGE_KEYS, languageByKey, type TLanguageKey } from "@cp/contracts";
import { createJobFolders, type SandboxUser } from "../sandbox/job-folders";
import type { SandboxLimits, StackLimit } from "../sandbox/sandbox";
import { type SandboxSetup, setUpSandbox } from "../sandbox/setup";
import { cacheKey, createCompileCache } from "./compile-cache";
import { createCompiler } from "./compiler";
import { LANGUAGE_DEFINITIONS } from "./languages";
import { resolveToolchain, type Toolchain } from "./toolchain";
import type {
  ExecutionEngine,
  ExecutionHooks,
  ExecutionLimits,
  ExecutionPhases,
  ExecutionRequest,
  ExecutionResult,
} from "./types";
import { classifyRun, failedResult, STATUS } from "./verdict";

export { SandboxUnavailableError } from "../sandbox/setup";

const MB = 1024 * 1024;

export type LanguageStatus = {
  key: TLanguageKey;
  name: string;
  judgeId: number;
  version: string | null;
  available: boolean;
  /** Why the language is unavailable. */
  reason: string | null;
  starterCode: string;
  /** Resolved tool paths, e.g. { python3: "/usr/bin/python3" } (benchmarks run the same binaries bare). */
  tools: Record<string, string>;
};

export type EngineOptions = {
  sandbox: "bwrap" | "none";
  limits: ExecutionLimits;
  cacheDir: string;
  cacheMaxBytes: number;
  logger?: { warn(msg: string): void; info(msg: string): void };
  /** Limits of compile steps (defaults: 15 s CPU, 30 s wall, 1 GB, 64 processes, 256 KB of compiler output). */
  compileLimits?: Partial<ExecutionLimits>;
  /** Size of each job's writable tmpfs (/box and /tmp), default 64 MB. */
  workBytes?: number;
  /** Largest file a job may write (RLIMIT_FSIZE), default 16 MB. */
  fileBytes?: number;
  /** Host identity of sandboxed jobs when the server is root; default nobody (65534). */
  sandboxUser?: { uid: number; gid: number } | null;
  /** A specific bwrap binary instead of the one on PATH. */
  bwrapPath?: string;
  /** Runs go through sandboxes prepared ahead (sandbox-pool.ts); default true. */
  sandboxPool?: boolean;
  /** Python runs are forked from a started interpreter (python-zygote.c) when the pool is on; default true. */
  pythonZygote?: boolean;
};

export type Engine = ExecutionEngine & {
  languages(): Promise<LanguageStatus[]>;
  /** Throws SandboxUnavailableError (with the fix in its message) when code cannot run safely here. */
  assertReady(): Promise<void>;
  /** The protections in force on this machine. */
  describe(): Promise<string[]>;
  /**
   * Builds every language's one-time artefacts (the C++ precompiled prelude and judge runtime) that
   * the compile cache does not hold yet, so that the first learner of a fresh start does not wait
   * for them: run in the background at start. What each took, in ms.
   */
  prebuild(): Promise<{ language: TLanguageKey; ready: boolean; ms: number }[]>;
  /** Counters for tests and benchmarks. */
  stats(): { compiles: number; cacheHits: number; preludesBuilt: number };
  /** Stops the sandbox launcher process; the engine starts it again if used afterwards. */
  close(): Promise<void>;
};

const DEFAULT_COMPILE_LIMITS: ExecutionLimits = {
  cpuMs: 15_000,
  wallMs: 30_000,
  memoryBytes: 1024 * MB,
  processes: 64,
  outputBytes: 256 * 1024,
};

/** Creates the engine that compiles and runs untrusted programs in the sandbox. */
export function createExecutionEngine(options: EngineOptions): Engine {
  const logger = options.logger ?? { warn: () => undefined, info: () => undefined };
  const workBytes = options.workBytes ?? 64 * MB;
  const fileBytes = options.fileBytes ?? 16 * MB;
  const compileLimits = { ...DEFAULT_COMPILE_LIMITS, ...options.compileLimits };
  const cache = createCompileCache({ dir: options.cacheDir, maxBytes: options.cacheMaxBytes });
  const jobs = createJobFolders(options.cacheDir);
  const toolchains = new Map<TLanguageKey, Promise<Toolchain>>();
  const compileOutputs = createCompileOutputs();
  let cacheHits = 0;
  let setup: Promise<SandboxSetup> | null = null;
  let user: SandboxUser = null;
  const compiler = createCompiler({
    cache,
    jobs,
    ready,
    user: () => user,
    logger,
    compileLimits,
    sandboxLimits,
    fileBytes,
  });

  function ready(): Promise<SandboxSetup> {
    setup ??= (async () => {
      await jobs.prepare();
      const done = await setUpSandbox({
        bwrapPath: options.bwrapPath,
        mode: options.sandbox,
        cacheDir: options.cacheDir,
        workBytes,
        user: options.sandboxUser,
        poolDir: options.sandboxPool === false ? null : jobs.poolDir,
        pythonZygote: options.pythonZygote !== false,
      });
      user = done.user;
      logger.info(`Execution sandbox ready: ${done.active.join("; ")}`);
      return done;
    })();
    // A failed set-up is retried on the next call (bwrap may have been installed meanwhile).
    setup.catch(() => {
      setup = null;
    });
    return setup;
  }

  function toolchain(key: TLanguageKey): Promise<Toolchain> {
    let found = toolchains.get(key);
    if (!found) {
      found = ready().then(({ sandbox }) =>
        resolveToolchain(LANGUAGE_DEFINITIONS[key], async (argv, binds) => {
          const outcome = await sandbox.run({
            argv: () => argv,
            binds,
            limits: sandboxLimits(compileLimits, null, false),
          });
          if (outcome.failure) throw new Error(outcome.failure);
          if (outcome.exitCode !== 0)
            throw new Error(`exit ${outcome.exitCode ?? outcome.signal}: ${outcome.stderr.trim().slice(0, 300)}`);
          return `${outcome.stdout}\n${outcome.stderr}`;
        }),
      );
      toolchains.set(key, found);
      found.catch(() => toolchains.delete(key));
    }
    return found;
  }

  function sandboxLimits(limits: ExecutionLimits, stackBytes: StackLimit, addressSpace: boolean): SandboxLimits {
    return { ...limits, fileBytes, openFiles: 256, stackBytes, addressSpace };
  }

  async function execute(request: ExecutionRequest, hooks: ExecutionHooks = {}): Promise<ExecutionResult> {
    const started = performance.now();
    let compileMs = 0;
    const { sandbox } = await ready();
    if (sandbox.mode === "none") logger.warn("SANDBOX=none: running untrusted code without isolation");
    const definition = LANGUAGE_DEFINITIONS[request.language];
    if (!definition) return failedResult(STATUS.internal, "Internal Error", `Unknown language ${request.language}`);
    const tc = await toolchain(request.language);
    if (!tc.available) {
      return failedResult(
        STATUS.internal,
        "Internal Error",
        `${languageByKey(request.language).name} is not available on this server: ${tc.reason}`,
      );
    }
    const limits: ExecutionLimits = { ...options.limits, ...request.limits };
    let appDir: string;
    let compileOutput = "";
    let cached = false;
    let scriptDir: string | null = null;
    let release: () => void = () => undefined;
    try {
      if (definition.compile) {
        // Options of the caller's own (a Judge0 client's compiler_options) could contradict the
        // precompiled prelude's flags, so such a compile goes without it.
        const extraFlags = request.compilerOptions ?? [];
        const base = await compiler.command(definition, tc, request.source, extraFlags.length === 0);
        const command = { argv: [...base.argv, ...extraFlags], binds: base.binds };
        const key = cacheKey({
          language: definition.key,
          version: tc.version ?? "",
          flags: command.argv,
          source: request.source,
        });
        // Pinned before the lookup: no concurrent store may evict the entry while this job uses it.
        release = cache.pin(key);
        const hit = await cache.lookup(key);
        if (hit) {
          cacheHits += 1;
          cached = true;
          appDir = hit;
          compileOutput = await compileOutputs.of(key, hit);
        } else {
          const compileStarted = performance.now();
          const compiled = await compiler.compile(definition, key, request.source, command);
          compileMs = performance.now() - compileStarted;
          if ("failed" in compiled) return compiled.failed;
          appDir = compiled.entry;
          compileOutput = compiled.output;
          compileOutputs.keep(key, compiled.output);
        }
      } else {
        scriptDir = await jobs.create(user, definition.sourceFile, request.source, false);
        appDir = scriptDir;
      }
      const spawned = performance.now();
      const outcome = await sandbox.run({
        argv: (dirs) => withOptions(definition.run(tc.tools, dirs, limits), request),
        appDir,
        binds: tc.binds,
        env: definition.runEnv?.(limits),
        stdin: request.stdin,
        limits: sandboxLimits(limits, definition.stackBytes, definition.memory === "address-space"),
        onStdout: hooks.onStdout,
        python: definition.zygote?.(tc.tools),
      });
      const finished = performance.now();
      const c = classifyRun(outcome, limits, definition.outOfMemory);
      const phases: ExecutionPhases = {
        prepare: spawned - started - compileMs,
        compile: compileMs,
        sandbox: Math.max(0, finished - spawned - outcome.wallMs),
        run: Math.min(outcome.wallMs, finished - spawned),
      };
      return {
        verdict: c.verdict,
        statusId: c.statusId,
        stdout: outcome.stdout,
        stderr: outcome.stderr,
        compileOutput,
        message: c.message,
        timeMs: outcome.cpuMs,
        wallTimeMs: outcome.wallMs,
        memoryKb: outcome.memoryKb,
        exitCode: outcome.exitCode,
        signal: outcome.signal,
        cached,
        phases,
        ...(outcome.rawStdout !== undefined ? { rawStdout: outcome.rawStdout } : {}),
        ...(outcome.rawStderr !== undefined ? { rawStderr: outcome.rawStderr } : {}),
      };
    } finally {
      release();
      // The answer does not wait for the script's folder to go (about 2 ms).
      if (scriptDir) {
        const dir = scriptDir;
        void jobs.remove(dir).catch((error: Error) => logger.warn(`Cannot remove ${dir}: ${error.message}`));
      }
    }
  }

  return {
    execute,
    async assertReady() {
      await ready();
    },
    async describe() {
      return (await ready()).active;
    },
    async languages() {
      return Promise.all(
        LANGUAGE_KEYS.map(async (key) => {
          const info = languageByKey(key);
          const base = {
            key,
            name: info.name,
            judgeId: info.judgeId,
            starterCode: LANGUAGE_DEFINITIONS[key].starterCode,
          };
          try {
            const tc = await toolchain(key);
            return { ...base, version: tc.version, available: tc.available, reason: tc.reason, tools: tc.tools };
          } catch (error) {
            return { ...base, version: null, available: false, reason: (error as Error).message, tools: {} };
          }
        }),
      );
    },
    async prebuild() {
      await ready();
      return compiler.prebuild(toolchain);
    },
    stats: () => ({ compiles: compiler.count(), cacheHits, preludesBuilt: compiler.preludesBuilt() }),
    async close() {
      await compiler.settled();
      const current = setup;
      setup = null;
      toolchains.clear();
      compiler.reset();
      if (current) await (await current.catch(() => null))?.sandbox.close();
    },
  };
}

/**
 * The run command with the request's arguments appended as argv, and, for a merged stderr, run
 * through `sh` with `2>&1` so both streams share one pipe in the order the program wrote them.
 */
function withOptions(argv: string[], request: ExecutionRequest): string[] {
  const full = [...argv, ...(request.args ?? [])];
  return request.mergeStderr ? ["/bin/sh", "-c", 'exec "$@" 2>&1', "sh", ...full] : full;
}

/** Compiler outputs kept in memory (each at most MAX_KEPT_OUTPUT characters), the oldest let go first. */
const KEPT_OUTPUTS = 512;
const MAX_KEPT_OUTPUT = 16 * 1024;

/**
 * A cached build's compiler output (its warnings), shown with every run of it. It never changes
 * for a cache key, so it is read from the entry's `.compile-output` once, not at every run.
 */
function createCompileOutputs() {
  const kept = new Map<string, string>();
  const keep = (key: string, output: string) => {
    if (output.length > MAX_KEPT_OUTPUT) return;
    kept.set(key, output);
    const [oldest] = kept.keys();
    if (kept.size > KEPT_OUTPUTS && oldest !== undefined) kept.delete(oldest);
  };
  return {
    keep,
    async of(key: string, entry: string): Promise<string> {
      const known = kept.get(key);
      if (known !== undefined) return known;
      return readFile(path.join(entry, ".compile-output"), "utf8").then(
        (output) => {
          keep(key, output);
          return output;
        },
        () => "",
      );
    },
  };
}
