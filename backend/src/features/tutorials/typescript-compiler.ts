import { Worker } from "node:worker_threads";

export type TypeScriptOutcome = { ok: true; js: string } | { ok: false; diagnostics: string; timedOut?: boolean };

type Pending = { id: number; source: string; resolve: (outcome: TypeScriptOutcome) => void };

/**
 * Type-checks and compiles learner TypeScript with the real compiler in one worker thread,
 * one program at a time. Each program has a time budget: a type-check that runs past it ends the
 * worker (a fresh one takes the next program) and reads as a compile error, never a hung request.
 */
export function createTypeScriptCompiler(options: { budgetMs?: number } = {}) {
  const budgetMs = options.budgetMs ?? 15_000;
  const queue: Pending[] = [];
  let worker: Worker | null = null;
  let busy: (Pending & { timer: NodeJS.Timeout }) | null = null;
  let nextId = 1;

  function spawn(): Worker {
    const w = new Worker(new URL("./typescript-worker.mjs", import.meta.url));
    w.unref();
    w.on("message", (message: { id: number } & TypeScriptOutcome) => {
      if (!busy || busy.id !== message.id) return;
      clearTimeout(busy.timer);
      const { resolve } = busy;
      busy = null;
      resolve(message.ok ? { ok: true, js: message.js } : { ok: false, diagnostics: message.diagnostics });
      pump();
    });
    // A worker ended on purpose (time budget) is no longer `worker`: its exit concerns nobody.
    w.on("error", (error) => {
      if (worker !== w) return;
      worker = null;
      fail(`TypeScript compiler failed: ${error.message}`);
    });
    w.on("exit", () => {
      if (worker !== w) return;
      worker = null;
      fail("TypeScript compiler stopped");
    });
    return w;
  }

  function fail(diagnostics: string, timedOut = false) {
    if (!busy) return;
    clearTimeout(busy.timer);
    const { resolve } = busy;
    busy = null;
    resolve({ ok: false, diagnostics, timedOut });
    pump();
  }

  function pump() {
    if (busy) return;
    const job = queue.shift();
    if (!job) return;
    if (!worker) worker = spawn();
    const current = worker;
    const timer = setTimeout(() => {
      worker = null;
      void current.terminate();
      fail(`Type-checking took longer than ${Math.round(budgetMs / 1000)} s and was stopped`, true);
    }, budgetMs);
    busy = { ...job, timer };
    current.postMessage({ id: job.id, source: job.source });
  }

  return {
    compile(source: string): Promise<TypeScriptOutcome> {
      return new Promise((resolve) => {
        queue.push({ id: nextId++, source, resolve });
        pump();
      });
    },
    async close() {
      queue.length = 0;
      const w = worker;
      worker = null;
      if (w) await w.terminate();
    },
  };
}

export type TypeScriptCompiler = ReturnType<typeof createTypeScriptCompiler>;
