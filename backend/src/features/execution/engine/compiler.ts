import { writeFile } from "node:fs/promises";
import path from "node:path";
import { LANGUAGE_KEYS, type TLanguageKey } from "@cp/contracts";
import type { createJobFolders, SandboxUser } from "../sandbox/job-folders";
import type { SandboxLimits, SandboxOutcome, StackLimit } from "../sandbox/sandbox";
import type { Bind } from "../sandbox/sandbox-view";
import type { SandboxSetup } from "../sandbox/setup";
import { type CompileCache, cacheKey } from "./compile-cache";
import { LANGUAGE_DEFINITIONS, type LanguageDefinition } from "./languages";
import type { Toolchain } from "./toolchain";
import type { ExecutionLimits, ExecutionResult } from "./types";
import { classifyCompile, failedResult } from "./verdict";

const MB = 1024 * 1024;

/** Where a language's precompiled prelude is mounted (read-only) during compiles. */
const PRELUDE_DIR = "/prelude";
const PRELUDE_HEADER = `${PRELUDE_DIR}/prelude.h`;

/** A compile's cache entry (its folder, key and the compiler's output), or the failed result. */
type Compiled = { entry: string; key: string; output: string } | { failed: ExecutionResult };

/**
 * The engine's compiles: the command for a source (with the language's precompiled prelude when
 * the source starts with it), and the compile itself, in the sandbox, into the compile cache.
 * Identical sources compiled at the same time compile once.
 */
export function createCompiler(deps: {
  cache: CompileCache;
  jobs: ReturnType<typeof createJobFolders>;
  /** The sandbox, once set up. */
  ready(): Promise<SandboxSetup>;
  /** Whom the sandbox's compile folders belong to (known once the sandbox is set up). */
  user(): SandboxUser;
  logger: { warn(msg: string): void };
  compileLimits: ExecutionLimits;
  sandboxLimits(limits: ExecutionLimits, stackBytes: StackLimit, addressSpace: boolean): SandboxLimits;
  fileBytes: number;
}) {
  const { cache, jobs, compileLimits } = deps;
  const preludes = new Map<TLanguageKey, Promise<string | null>>();
  const compiling = new Map<string, Promise<Compiled>>();
  let compiles = 0;
  let preludesBuilt = 0;

  /**
   * The folder holding the language's precompiled prelude (built once, kept in the compile cache
   * and never evicted), or null when the language has none or it failed to build (compiles then
   * simply go without it).
   */
  function preludeDir(definition: LanguageDefinition, tc: Toolchain): Promise<string | null> {
    const prelude = definition.prelude;
    if (!prelude) return Promise.resolve(null);
    let found = preludes.get(definition.key);
    if (!found) {
      found = (async () => {
        const steps = prelude.build(tc.tools, PRELUDE_HEADER);
        const key = cacheKey({
          language: `${definition.key}-prelude`,
          version: tc.version ?? "",
          flags: steps.flat(),
          source: JSON.stringify([prelude.text, prelude.sources ?? {}]),
        });
        cache.pin(key); // for the life of the engine
        const hit = await cache.lookup(key);
        if (hit) return hit;
        const { sandbox } = await deps.ready();
        const dir = await jobs.create(deps.user(), "prelude.h", prelude.text, true);
        const out = path.join(dir, "out");
        try {
          await writeFile(path.join(out, "prelude.h"), prelude.text, { mode: 0o644 });
          for (const [name, text] of Object.entries(prelude.sources ?? {}))
            await writeFile(path.join(out, name), text, { mode: 0o644 });
          for (const argv of steps) {
            const outcome = await sandbox.run({
              argv: () => argv,
              workDir: dir,
              binds: [...tc.binds, { source: out, target: PRELUDE_DIR, writable: true }],
              // A precompiled standard library is tens of megabytes, past the file size jobs may write.
              limits: {
                ...deps.sandboxLimits(compileLimits, null, definition.compile?.addressSpace ?? false),
                fileBytes: Math.max(deps.fileBytes, 256 * MB),
              },
            });
            if (outcome.failure || outcome.limit || outcome.signal || outcome.exitCode !== 0) {
              deps.logger.warn(
                `The ${definition.key} prelude did not precompile: ${(outcome.failure ?? outcome.stderr).slice(0, 500)}`,
              );
              return null;
            }
          }
          preludesBuilt += 1;
          return await cache.store(key, out);
        } finally {
          await jobs.remove(dir);
        }
      })().catch((error: Error) => {
        deps.logger.warn(`The ${definition.key} prelude did not precompile: ${error.message}`);
        return null;
      });
      preludes.set(definition.key, found);
    }
    return found;
  }

  /** The compile argv and extra binds for a source: with the precompiled prelude when it starts with it. */
  async function command(
    definition: LanguageDefinition,
    tc: Toolchain,
    source: string,
    allowPrelude: boolean,
  ): Promise<{ argv: string[]; binds: Bind[] }> {
    const step = definition.compile as NonNullable<LanguageDefinition["compile"]>;
    const prelude = definition.prelude;
    const dir = allowPrelude && prelude && source.startsWith(prelude.text) ? await preludeDir(definition, tc) : null;
    if (!prelude || !dir) return { argv: step.argv(tc.tools, compileLimits), binds: tc.binds };
    return {
      argv: step.argv(tc.tools, compileLimits, prelude.use(PRELUDE_HEADER)),
      binds: [...tc.binds, { source: dir, target: PRELUDE_DIR }],
    };
  }

  async function compile(
    definition: LanguageDefinition,
    key: string,
    source: string,
    command: { argv: string[]; binds: Bind[] },
  ): Promise<Compiled> {
    const { sandbox } = await deps.ready();
    const dir = await jobs.create(deps.user(), definition.sourceFile, source, true);
    const out = path.join(dir, "out");
    try {
      compiles += 1;
      const outcome: SandboxOutcome = await sandbox.run({
        argv: () => command.argv,
        workDir: dir,
        binds: command.binds,
        limits: deps.sandboxLimits(compileLimits, null, definition.compile?.addressSpace ?? false),
      });
      const output = `${outcome.stdout}${outcome.stderr}`;
      if (outcome.failure || outcome.limit || outcome.signal || outcome.exitCode !== 0) {
        const c = classifyCompile(outcome, compileLimits);
        return {
          failed: failedResult(c.statusId, c.verdict, c.message ?? "", {
            compileOutput: output,
            timeMs: outcome.cpuMs,
            wallTimeMs: outcome.wallMs,
          }),
        };
      }
      // wx: never follow or replace anything the compile left under that name
      await writeFile(path.join(out, ".compile-output"), output, { flag: "wx" });
      return { entry: await cache.store(key, out), key, output };
    } finally {
      await jobs.remove(dir);
    }
  }

  return {
    command,
    /** Compiles the source into the cache under `key`; a compile of the same key under way is shared. */
    compile(definition: LanguageDefinition, key: string, source: string, command: { argv: string[]; binds: Bind[] }) {
      let pending = compiling.get(key);
      if (!pending) {
        pending = compile(definition, key, source, command).finally(() => compiling.delete(key));
        compiling.set(key, pending);
      }
      return pending;
    },
    /** Compiles run so far (tests and benchmarks). */
    count: () => compiles,
    /**
     * Builds every language's prelude the cache lacks now (at start, so no learner waits for it); a
     * compile that needs one meanwhile waits for this same build. What each took, in ms.
     */
    async prebuild(toolchain: (key: TLanguageKey) => Promise<Toolchain>) {
      const built: { language: TLanguageKey; ready: boolean; ms: number }[] = [];
      for (const key of LANGUAGE_KEYS) {
        const definition = LANGUAGE_DEFINITIONS[key];
        if (!definition.prelude) continue;
        const tc = await toolchain(key).catch(() => null);
        if (!tc?.available) continue;
        const started = performance.now();
        const dir = await preludeDir(definition, tc);
        built.push({ language: key, ready: dir !== null, ms: Math.round(performance.now() - started) });
      }
      return built;
    },
    /** Preludes built (not found in the cache) so far. */
    preludesBuilt: () => preludesBuilt,
    /** Settles once the preludes being built are done: closing must not remove their folders under them. */
    settled: () => Promise.allSettled([...preludes.values()]),
    /** Forgets the preludes' folders (the engine closed): they are looked up again on next use. */
    reset: () => preludes.clear(),
  };
}
