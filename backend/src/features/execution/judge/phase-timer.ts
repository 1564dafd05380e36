/**
 * Where one request's time went, phase by phase, sent back as a `Server-Timing` header (browsers'
 * network panels and `npm run bench:judge` read it). Phases keep the order they were first added.
 */
export type PhaseTimer = {
  add(name: string, ms: number): void;
  /** Adds every phase of a judge outcome (queue, prepare, compile, sandbox, run, verdict). */
  addAll(phases: Record<string, number> | undefined): void;
  /** Runs `work` and adds its duration under `name`, even when it throws. */
  time<T>(name: string, work: () => Promise<T>): Promise<T>;
  /** The `Server-Timing` header value, e.g. `queue;dur=0.1, compile;dur=0.0, run;dur=12.3`. */
  header(): string;
};

export function createPhaseTimer(): PhaseTimer {
  const phases = new Map<string, number>();
  const add = (name: string, ms: number) => {
    if (Number.isFinite(ms)) phases.set(name, (phases.get(name) ?? 0) + Math.max(0, ms));
  };
  return {
    add,
    addAll(all) {
      for (const [name, ms] of Object.entries(all ?? {})) add(name, ms);
    },
    async time(name, work) {
      const started = performance.now();
      try {
        return await work();
      } finally {
        add(name, performance.now() - started);
      }
    },
    header: () => [...phases].map(([name, ms]) => `${name};dur=${ms.toFixed(1)}`).join(", "),
  };
}
