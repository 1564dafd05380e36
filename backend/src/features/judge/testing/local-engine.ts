import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TLanguageKey } from "@cp/contracts";
import type { ExecutionEngine, ExecutionRequest, ExecutionResult } from "../../execution/types";

type Recipe = { file: string; compile?: string[]; run: string[] };

const RECIPES: Record<TLanguageKey, Recipe> = {
  python: { file: "main.py", run: ["python3", "main.py"] },
  javascript: { file: "main.js", run: ["node", "main.js"] },
  c: { file: "main.c", compile: ["gcc", "-O2", "-std=gnu11", "-o", "main", "main.c", "-lm"], run: ["./main"] },
  cpp: { file: "main.cpp", compile: ["g++", "-O2", "-std=gnu++17", "-o", "main", "main.cpp"], run: ["./main"] },
  java: { file: "Main.java", compile: ["javac", "-encoding", "UTF-8", "Main.java"], run: ["java", "-Xss64m", "Main"] },
  csharp: { file: "Main.cs", compile: ["mcs", "-optimize+", "-out:main.exe", "Main.cs"], run: ["mono", "main.exe"] },
};

/**
 * A stand-in for the sandboxed execution engine, for the judge's own tests: compiles and runs the
 * generated program directly (no sandbox), with a wall-clock kill and the same result shape.
 */
export function createLocalEngine(): ExecutionEngine {
  const root = join(tmpdir(), "judge-local-engine");
  return {
    async execute(request: ExecutionRequest, hooks) {
      const recipe = RECIPES[request.language];
      const dir = join(root, createHash("sha256").update(request.language).update(request.source).digest("hex"));
      const base: ExecutionResult = {
        verdict: "Accepted",
        statusId: 3,
        stdout: "",
        stderr: "",
        compileOutput: "",
        message: null,
        timeMs: 0,
        memoryKb: null,
        exitCode: 0,
        signal: null,
        cached: existsSync(join(dir, ".ok")),
      };
      if (!base.cached) {
        mkdirSync(dir, { recursive: true });
        writeFileSync(join(dir, recipe.file), request.source);
        if (recipe.compile) {
          const [cmd, ...args] = recipe.compile as [string, ...string[]];
          const built = spawnSync(cmd, args, { cwd: dir, encoding: "utf8" });
          if (built.status !== 0) {
            const output = `${built.stdout}${built.stderr}`;
            return {
              ...base,
              verdict: "Compilation Error",
              statusId: 6,
              compileOutput: output,
              exitCode: built.status,
            };
          }
        }
        writeFileSync(join(dir, ".ok"), "");
      }
      const wallMs = request.limits?.wallMs ?? 10_000;
      const started = performance.now();
      const [cmd, ...args] = recipe.run as [string, ...string[]];
      const child = spawn(cmd, args, { cwd: dir, detached: true });
      let stdout = "";
      let stderr = "";
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        if (child.pid) process.kill(-child.pid, "SIGKILL");
      }, wallMs);
      child.stdout.setEncoding("utf8");
      child.stdout.on("data", (chunk: string) => {
        stdout += chunk;
        hooks?.onStdout?.(chunk);
      });
      child.stderr.on("data", (chunk: Buffer) => {
        stderr += chunk.toString("utf8");
      });
      child.stdin.on("error", () => {});
      child.stdin.end(request.stdin ?? "");
      const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
        child.on("close", (c, s) => resolve([c, s])),
      );
      clearTimeout(timer);
      const timeMs = performance.now() - started;
      const result = { ...base, stdout, stderr, timeMs, exitCode: code, signal };
      if (timedOut)
        return { ...result, verdict: "Time Limit Exceeded", statusId: 5, message: `Killed after ${wallMs} ms` };
      if (signal) return { ...result, verdict: "Runtime Error", statusId: 11, message: `Killed by signal ${signal}` };
      if (code !== 0) return { ...result, verdict: "Runtime Error", statusId: 11, message: `Exited with code ${code}` };
      return result;
    },
  };
}
