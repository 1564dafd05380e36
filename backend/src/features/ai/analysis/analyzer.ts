import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { TLanguageKey, TSignature } from "@cp/contracts";
import { BUILD_DIR } from "../../../build-info";
import type { CodeAnalysis } from "./code-analysis";

export type AnalysisRequest = {
  id: number;
  code: string;
  language: TLanguageKey;
  signature: TSignature;
  topic: string;
};

export type Analyzer = {
  /** The code's analysis, or null when it could not be read within the time budget (or threw). */
  analyze(input: Omit<AnalysisRequest, "id">): Promise<CodeAnalysis | null>;
  close(): Promise<void>;
};

/** A learner's code is read in at most this long; real solutions take a few milliseconds. */
export const ANALYSIS_BUDGET_MS = 750;

/**
 * Reads learners' code on a worker thread with a time budget. The analysis is heuristic pattern
 * matching over arbitrary input: however a pattern behaves on hostile text (64 KB of `x[`), the
 * server's event loop never waits for it. A request over budget ends the thread (and with it
 * every request it holds, which answer null); the next request starts a fresh one.
 */
export function createAnalyzer(options: { budgetMs?: number } = {}): Analyzer {
  const budgetMs = options.budgetMs ?? ANALYSIS_BUDGET_MS;
  let worker: { thread: Worker; ready: Promise<void> } | null = null;
  let nextId = 1;
  const pending = new Map<number, (analysis: CodeAnalysis | null) => void>();

  const settleAll = () => {
    for (const [id, resolve] of pending) {
      pending.delete(id);
      resolve(null);
    }
  };

  /**
   * Under tsx the thread registers it before loading its entry (tsx's ESM entry, as its exports
   * map names it: the CommonJS one cannot register from a thread).
   */
  function startFromSource(): Worker {
    const tsxRoot = path.dirname(createRequire(import.meta.url).resolve("tsx/package.json"));
    const tsx = pathToFileURL(path.join(tsxRoot, "dist/esm/api/index.mjs")).href;
    const entry = new URL("./analysis-worker.ts", import.meta.url).href;
    return new Worker(
      `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(entry)}); })`,
      { eval: true, resourceLimits: { maxOldGenerationSizeMb: 128 } },
    );
  }

  function start(): { thread: Worker; ready: Promise<void> } {
    const thread = BUILD_DIR
      ? // The compiled server: the thread's entry is compiled beside it.
        new Worker(path.join(BUILD_DIR, "analysis-worker.js"), { resourceLimits: { maxOldGenerationSizeMb: 128 } })
      : startFromSource();
    thread.unref();
    let ready: () => void = () => undefined;
    const started = { thread, ready: new Promise<void>((resolve) => (ready = resolve)) };
    thread.on("message", (message: { ready: true } | { id: number; analysis: CodeAnalysis | null }) => {
      if ("ready" in message) {
        ready();
        return;
      }
      const resolve = pending.get(message.id);
      pending.delete(message.id);
      resolve?.(message.analysis);
    });
    const ended = () => {
      if (worker === started) worker = null;
      ready();
      settleAll();
    };
    thread.on("error", ended);
    thread.on("exit", ended);
    return started;
  }

  return {
    async analyze(input) {
      worker ??= start();
      const running = worker;
      // Starting the thread (loading the analysis code) does not count against the budget.
      await running.ready;
      if (worker !== running) return null;
      const id = nextId++;
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          if (!pending.has(id)) return;
          // Over budget: this thread is stuck in a pattern; end it rather than wait.
          if (worker === running) worker = null;
          void running.thread.terminate();
          settleAll();
        }, budgetMs);
        timer.unref();
        pending.set(id, (analysis) => {
          clearTimeout(timer);
          resolve(analysis);
        });
        running.thread.postMessage({ id, ...input });
      });
    },
    async close() {
      const running = worker;
      worker = null;
      settleAll();
      await running?.thread.terminate();
    },
  };
}
