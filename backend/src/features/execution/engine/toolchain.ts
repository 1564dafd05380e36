import { execFile } from "node:child_process";
import { constants } from "node:fs";
import { access, realpath } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";
import type { Bind } from "../sandbox/sandbox-view";
import type { LanguageDefinition, ToolPaths } from "./languages";

const execFileAsync = promisify(execFile);

/** A language's tools as found on this machine, and whether they work inside the sandbox. */
export type Toolchain = {
  available: boolean;
  /** e.g. "GCC 12.2.0", null when unavailable. */
  version: string | null;
  /** Why the language is unavailable. */
  reason: string | null;
  tools: ToolPaths;
  /** Install folders outside /usr to show read-only inside the sandbox (e.g. a pyenv Python). */
  binds: Bind[];
};

/** Runs a version command inside the sandbox and returns what it printed, or throws with the reason. */
export type VersionProbe = (argv: string[], binds: Bind[]) => Promise<string>;

const SYSTEM_PREFIXES = ["/usr/", "/bin/", "/sbin/", "/lib/", "/lib64/"];
const FALLBACK_PATH = ["/usr/local/bin", "/usr/bin", "/bin"];

async function findOnPath(name: string): Promise<string | null> {
  const dirs = [...(process.env.PATH ?? "").split(path.delimiter).filter(Boolean), ...FALLBACK_PATH];
  for (const dir of dirs) {
    const candidate = path.join(dir, name);
    try {
      await access(candidate, constants.X_OK);
      return candidate;
    } catch {
      // keep looking
    }
  }
  return null;
}

/** The folder to bind for a tool living outside the system folders: its install prefix (…/bin/x → …). */
function bindFor(toolPath: string): Bind | null {
  if (SYSTEM_PREFIXES.some((prefix) => toolPath.startsWith(prefix))) return null;
  const prefix = path.dirname(path.dirname(toolPath));
  return { source: prefix, target: prefix };
}

/**
 * Python candidates, best first: the interpreter `python3` on PATH really runs (a pyenv shim is a
 * shell script, so it is asked for sys.executable), then the system ones. A candidate whose
 * install folder the sandbox user cannot read (pyenv under a 0700 /root) fails its probe and the
 * next one is used.
 */
async function pythonCandidates(onPath: string | null): Promise<string[]> {
  const found: string[] = [];
  if (onPath) {
    try {
      const { stdout } = await execFileAsync(onPath, ["-c", "import sys; print(sys.executable)"], { timeout: 10_000 });
      found.push(await realpath(stdout.trim()));
    } catch {
      // a broken shim: fall through to the system interpreters
    }
  }
  for (const system of ["/usr/bin/python3", "/usr/local/bin/python3"]) {
    const real = await realpath(system).catch(() => null);
    if (real) found.push(real);
  }
  return [...new Set(found)];
}

/** Read-only binds of the language's npm libraries (those not installed are left out). */
function libraryBinds(definition: LanguageDefinition): Bind[] {
  const libraries = definition.libraries;
  if (!libraries) return [];
  const require = createRequire(import.meta.url);
  const binds: Bind[] = [];
  for (const pkg of libraries.packages) {
    try {
      const source = path.dirname(require.resolve(`${pkg}/package.json`));
      binds.push({ source, target: `${libraries.dir}/node_modules/${pkg}` });
    } catch {
      // not installed: the library's global stays undefined
    }
  }
  return binds;
}

/** Finds a language's tools and checks, inside the sandbox, that its version command runs. */
export async function resolveToolchain(definition: LanguageDefinition, probe: VersionProbe): Promise<Toolchain> {
  const located: Record<string, string[]> = {};
  for (const tool of definition.tools) {
    const onPath = await findOnPath(tool);
    if (tool === "python3") located[tool] = await pythonCandidates(onPath);
    else located[tool] = onPath ? [await realpath(onPath)] : [];
    if (located[tool].length === 0) {
      return { available: false, version: null, reason: `${tool} is not installed`, tools: {}, binds: [] };
    }
  }
  const { version } = definition;
  let lastReason = "";
  for (const candidate of located[version.tool] ?? []) {
    const tools: ToolPaths = {};
    for (const tool of definition.tools)
      tools[tool] = tool === version.tool ? candidate : (located[tool]?.[0] as string);
    const binds = [
      ...new Map(
        Object.values(tools)
          .map(bindFor)
          .filter((bind): bind is Bind => bind !== null)
          .map((bind) => [bind.source, bind]),
      ).values(),
    ];
    try {
      const output = await probe([candidate, ...version.args], binds);
      const match = version.pattern.exec(output);
      if (!match?.[1]) throw new Error(`unexpected version output: ${output.trim().slice(0, 200)}`);
      return {
        available: true,
        version: `${version.label} ${match[1]}`,
        reason: null,
        tools,
        binds: [...binds, ...libraryBinds(definition)],
      };
    } catch (error) {
      lastReason = `${candidate} does not run in the sandbox: ${(error as Error).message}`;
    }
  }
  return { available: false, version: null, reason: lastReason, tools: {}, binds: [] };
}
