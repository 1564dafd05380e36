import { Worker } from "node:worker_threads";

export type TypeScriptOutcome = { ok: true; js: string } | { ok: false; diagnostics: string; timedOut?: boolean };

type Pending = { id: number; source: string; budgetMs: number; resolve: (outcome: TypeScriptOutcome) => void };

/**
 * Type-checks and compiles learner TypeScript with the real compiler in one worker thread,
 * one program at a time. Each program has a time budget: a type-check that runs past it ends the
 * worker (a fresh one takes the next program) and reads as a compile error, never a hung request.
 */
export function createTypeScriptCompiler(options: { budgetMs?: number; warm?: boolean } = {}) {
  const budgetMs = options.budgetMs ?? 20_000;
  const queue: Pending[] = [];
  let worker: Worker | null = null;
  let busy: (Pending & { timer: NodeJS.Timeout }) | null = null;
  let nextId = 1;

  function spawn(): Worker {
    // Plain JavaScript: the worker needs none of the parent's loaders (tsx), which would only slow its start.
    const w = new Worker(new URL("./typescript-worker.mjs", import.meta.url), { execArgv: [] });
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
      fail(`Type-checking took longer than ${Math.round(job.budgetMs / 1000)} s and was stopped`, true);
    }, job.budgetMs);
    busy = { ...job, timer };
    current.postMessage({ id: job.id, source: job.source });
  }

  function compile(source: string, budget = budgetMs): Promise<TypeScriptOutcome> {
    return new Promise((resolve) => {
      queue.push({ id: nextId++, source, budgetMs: budget, resolve });
      pump();
    });
  }

  // Load the compiler and the standard library's declarations now, off the event loop, so the
  // first learner's Run does not pay for them.
  // A loaded machine may take long to start it: the warm-up has a generous budget of its own.
  if (options.warm !== false) void compile("export {};\n", 120_000);

  return {
    compile: (source: string) => compile(source),
    async close() {
      queue.length = 0;
      const w = worker;
      worker = null;
      if (w) await w.terminate();
    },
  };
}

export type TypeScriptCompiler = ReturnType<typeof createTypeScriptCompiler>;
