import { Worker } from "node:worker_threads";
import { tooMany } from "../../errors";

/**
 * A check that did not compile. `stopped` says why the checker gave up on it rather than the
 * compiler finding errors: its time ran out while it waited or ran, or it used too much memory.
 */
export type TypeScriptOutcome =
  | { ok: true; js: string }
  | { ok: false; diagnostics: string; stopped?: "time" | "memory" | "busy" };

export type TypeScriptCompilerOptions = {
  /** Worker threads type-checking at once (default 2). */
  size?: number;
  /** Each request's whole time, waiting for a worker and checking together (default 10 s). */
  budgetMs?: number;
  /** A worker's old-generation heap; a check that needs more ends that worker (default 192 MB). */
  memoryMb?: number;
  /** Checks one owner may have waiting beside their running one; one more is a 429 (default 2). */
  maxWaitingPerOwner?: number;
  /** Start the workers and load the compiler now rather than on the first check (default true). */
  warm?: boolean;
};

type Job = {
  id: number;
  owner: string;
  source: string;
  deadline: number;
  resolve: (outcome: TypeScriptOutcome) => void;
  timer?: NodeJS.Timeout;
};

type Slot = { worker: Worker; ready: boolean; job: Job | null };

type WorkerMessage =
  | { ready: true }
  | ({ id: number } & ({ ok: true; js: string } | { ok: false; diagnostics: string }));

const YOUNG_GENERATION_MB = 16;
/** The least time left for which a waiting check is still started (a warm trivial check takes ~100 ms). */
const MIN_CHECK_MS = 100;

/**
 * Type-checks and compiles learner TypeScript with the real compiler in a small pool of worker
 * threads, kept warm (each loads the compiler and the standard library's declarations when it
 * starts), so a slow or hostile type-check never blocks the web process's event loop.
 *
 * One learner's type-level recursion must not hold up everyone else's, nor grow the server:
 * - each owner (a user id, or "ip:<address>" for a visitor) has at most one check running; the next
 *   check to start is the oldest whose owner has none running, and an owner already holding
 *   1 + `maxWaitingPerOwner` checks, running or waiting, gets a 429;
 * - each worker's heap is bounded: a check that needs more ends that worker with a diagnostic;
 * - each request has one time budget for waiting and checking: a check still running at its end
 *   ends its worker, one still waiting answers that the checker is busy.
 * A worker that ends is replaced by a fresh one.
 */
export function createTypeScriptCompiler(options: TypeScriptCompilerOptions = {}) {
  const size = Math.max(1, options.size ?? 2);
  const budgetMs = options.budgetMs ?? 10_000;
  const memoryMb = options.memoryMb ?? 192;
  const maxWaiting = options.maxWaitingPerOwner ?? 2;
  const slots: Slot[] = [];
  const waiting: Job[] = [];
  const running = new Set<string>();
  const readyWaiters: (() => void)[] = [];
  let nextId = 1;
  let closed = false;

  function spawn(): Slot {
    // Plain JavaScript: the worker needs none of the parent's loaders (tsx), which would only slow its start.
    const worker = new Worker(new URL("./typescript-worker.mjs", import.meta.url), {
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: memoryMb, maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
    });
    worker.unref();
    const slot: Slot = { worker, ready: false, job: null };
    slots.push(slot);
    worker.on("message", (message: WorkerMessage) => {
      if ("ready" in message) {
        slot.ready = true;
        notifyReady();
        pump();
        return;
      }
      const job = slot.job;
      if (!job || job.id !== message.id) return;
      finish(slot, message.ok ? { ok: true, js: message.js } : { ok: false, diagnostics: message.diagnostics });
      pump();
    });
    worker.on("error", (error: Error & { code?: string }) => {
      if (error.code === "ERR_WORKER_OUT_OF_MEMORY") {
        retire(slot, `Type-checking used more than ${memoryMb} MB and was stopped`, "memory");
      } else {
        retire(slot, `TypeScript compiler failed: ${error.message}`);
      }
    });
    worker.on("exit", () => retire(slot, "TypeScript compiler stopped"));
    return slot;
  }

  /**
   * Takes a worker that ended (or is being ended) out of the pool, answers its check, and starts
   * a fresh one. A worker that ended before it was ready could not load the compiler: its
   * replacement would fail the same way, so the waiting checks get the reason instead.
   */
  function retire(slot: Slot, diagnostics: string, stopped?: "time" | "memory") {
    const index = slots.indexOf(slot);
    if (index < 0) return;
    slots.splice(index, 1);
    void slot.worker.terminate();
    finish(slot, { ok: false, diagnostics, stopped });
    if (closed) return;
    if (!slot.ready) {
      for (const job of waiting.splice(0)) answer(job, { ok: false, diagnostics });
      return;
    }
    spawn();
    pump();
  }

  /** Answers the check a worker holds and frees the worker and the check's owner. */
  function finish(slot: Slot, outcome: TypeScriptOutcome) {
    const job = slot.job;
    if (!job) return;
    slot.job = null;
    running.delete(job.owner);
    answer(job, outcome);
  }

  function answer(job: Job, outcome: TypeScriptOutcome) {
    clearTimeout(job.timer);
    job.resolve(outcome);
  }

  function answerBusy(job: Job) {
    const seconds = Math.round(budgetMs / 1000);
    answer(job, {
      ok: false,
      diagnostics: `The TypeScript checker was busy with other programs for ${seconds} s; run again in a moment`,
      stopped: "busy",
    });
  }

  function heldBy(owner: string): number {
    return (running.has(owner) ? 1 : 0) + waiting.filter((job) => job.owner === owner).length;
  }

  function pump() {
    if (closed) return;
    while (slots.length < size && waiting.length > 0) spawn();
    for (const slot of slots) {
      while (slot.ready && !slot.job) {
        // The oldest check whose owner has none running: one owner's checks never take two workers.
        const index = waiting.findIndex((job) => !running.has(job.owner));
        if (index < 0) return;
        const [job] = waiting.splice(index, 1);
        if (job) start(slot, job);
      }
    }
  }

  function start(slot: Slot, job: Job) {
    clearTimeout(job.timer);
    // A check with almost no time left would only be stopped at once, and a warm worker with it.
    if (job.deadline - performance.now() < MIN_CHECK_MS) {
      answerBusy(job);
      return;
    }
    running.add(job.owner);
    slot.job = job;
    const seconds = Math.round(budgetMs / 1000);
    job.timer = setTimeout(
      () => retire(slot, `Type-checking took longer than ${seconds} s and was stopped`, "time"),
      Math.max(0, job.deadline - performance.now()),
    );
    slot.worker.postMessage({ id: job.id, source: job.source });
  }

  function notifyReady() {
    if (slots.length < size || slots.some((s) => !s.ready)) return;
    for (const resolve of readyWaiters.splice(0)) resolve();
  }

  if (options.warm !== false) for (let i = 0; i < size; i++) spawn();

  return {
    /**
     * Type-checks and compiles `source` for `owner`; answers a compile error, never hangs.
     * Rejects with a "too many" domain error (429) when the owner already holds too many checks.
     */
    compile(source: string, owner: string): Promise<TypeScriptOutcome> {
      if (closed) return Promise.resolve({ ok: false, diagnostics: "TypeScript compiler stopped" });
      if (heldBy(owner) > maxWaiting) {
        return Promise.reject(
          tooMany(
            `You already have ${heldBy(owner)} TypeScript checks running or waiting; wait for one to finish`,
            Math.ceil(budgetMs / 1000),
          ),
        );
      }
      return new Promise((resolve) => {
        const job: Job = { id: nextId++, owner, source, deadline: performance.now() + budgetMs, resolve };
        job.timer = setTimeout(() => {
          const index = waiting.indexOf(job);
          if (index < 0) return;
          waiting.splice(index, 1);
          answerBusy(job);
        }, budgetMs);
        waiting.push(job);
        pump();
      });
    },
    /** Resolves once every worker of the pool has loaded the compiler (start-up and tests). */
    ready(): Promise<void> {
      if (closed) return Promise.resolve();
      while (slots.length < size) spawn();
      return new Promise((resolve) => {
        readyWaiters.push(resolve);
        notifyReady();
      });
    },
    async close() {
      closed = true;
      const stopped: TypeScriptOutcome = { ok: false, diagnostics: "TypeScript compiler stopped" };
      for (const job of waiting.splice(0)) answer(job, stopped);
      const ending = slots.splice(0);
      for (const slot of ending) finish(slot, stopped);
      for (const resolve of readyWaiters.splice(0)) resolve();
      await Promise.all(ending.map((slot) => slot.worker.terminate()));
    },
  };
}

export type TypeScriptCompiler = ReturnType<typeof createTypeScriptCompiler>;
