import { spawn } from "node:child_process";
import { chmod, mkdir, mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import {
  createExecutionEngine,
  type ExecutionLimits,
  LANGUAGE_DEFINITIONS,
  type LanguageStatus,
} from "../../backend/src/features/execution";

/** Runs a command with no sandbox and no server (the baseline the benchmarks compare against); resolves with its stdout. */
export function runBare(argv: string[], cwd: string, env: Record<string, string>, stdin = ""): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(argv[0] as string, argv.slice(1), {
      cwd,
      env: { PATH: "/usr/bin:/bin", HOME: cwd, LANG: "C.UTF-8", ...env },
      // A program that reads no input may exit before it could be written: only pipe stdin when there is some.
      stdio: [stdin ? "pipe" : "ignore", "pipe", "pipe"],
    });
    let output = "";
    let errors = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      errors += chunk.toString();
    });
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve(output) : reject(new Error(`exit ${code}: ${errors}${output}`))));
    child.stdin?.on("error", () => undefined);
    child.stdin?.end(stdin);
  });
}

/** Compiles `source` (when the language needs it) outside any sandbox, with the engine's own commands; returns a bare run of it. */
export async function prepareBare(language: LanguageStatus, root: string, source: string, limits: ExecutionLimits) {
  const definition = LANGUAGE_DEFINITIONS[language.key];
  const dir = path.join(root, language.key);
  await mkdir(path.join(dir, "out"), { recursive: true });
  await writeFile(path.join(dir, definition.sourceFile), source);
  let app = dir;
  if (definition.compile) {
    await runBare(definition.compile.argv(language.tools, limits), dir, {});
    app = path.join(dir, "out");
  }
  const argv = definition.run(language.tools, { box: dir, app }, limits);
  return (stdin = "") => runBare(argv, dir, definition.runEnv?.(limits) ?? {}, stdin);
}

/** Prints a Markdown table. */
export function printTable(title: string, header: string[], rows: string[][]) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] as number)).join(" | ")} |`;
  console.log(
    `\n${title}\n${line(header)}\n|${widths.map((w) => "-".repeat(w + 2)).join("|")}|\n${rows.map(line).join("\n")}`,
  );
}

/** A sandboxed engine with a fresh cache folder (readable by the sandbox user), ready to run. */
export async function startBenchEngine(limits: ExecutionLimits, cacheMaxBytes: number) {
  const cacheDir = await mkdtemp(path.join(os.tmpdir(), "cp-bench-engine-"));
  await chmod(cacheDir, 0o755);
  // SANDBOX_POOL=off measures sandboxes set up per run, PYTHON_ZYGOTE=off Python started for every
  // run, as the server does with those settings.
  const sandboxPool = process.env.SANDBOX_POOL !== "off";
  const pythonZygote = process.env.PYTHON_ZYGOTE !== "off";
  const engine = createExecutionEngine({
    sandbox: "bwrap",
    limits,
    cacheDir,
    cacheMaxBytes,
    sandboxPool,
    pythonZygote,
  });
  await engine.assertReady();
  return { engine, cacheDir };
}
