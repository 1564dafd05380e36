/**
 * Decides when a queued job may start, fairly across users, without letting a job that does no
 * work (a program asleep until its wall limit) hold a core.
 *
 * - CPU slots: as many as cores. A job starting takes one; it gives it back when it ends or after
 *   `quantumMs`, whichever comes first. A job still running after its quantum goes on in an
 *   overflow slot: the kernel shares the cores between it and whatever starts next (every sandbox
 *   is a session of its own, so its processes weigh as one), and a sleeper costs nothing.
 * - Overflow is bounded: at most `maxRunning` jobs run at once, whatever they do (memory).
 * - Waiting jobs are not first come, first served: the next to start belongs to the user with the
 *   fewest jobs running, then the least slot time used lately (decaying), then the oldest.
 *
 * In-process only; the BullMQ worker uses one per worker process.
 */
export type Scheduler = {
  /** Runs `work` once the scheduler admits it; resolves with its result and the time it waited. */
  run<T>(userId: string, work: (waitedMs: number) => Promise<T>): Promise<T>;
  /** Jobs running and waiting now (tests and diagnostics). */
  counts(): { running: number; waiting: number; cpuBusy: number };
};

export type SchedulerOptions = {
  /** CPU slots: the number of cores this process may keep busy. */
  cpuSlots: number;
  /** Most jobs running at once, CPU slots and overflow together (default 4 × cpuSlots). */
  maxRunning?: number;
  /** How long a job keeps its CPU slot before it moves to overflow (default 250 ms). */
  quantumMs?: number;
  /** Half-life of a user's recorded slot time (default 60 s). */
  usageHalfLifeMs?: number;
  now?: () => number;
};

type Waiting = { userId: string; seq: number; queuedAt: number; start: () => void };

/** Users with a recorded charge past which faded charges are first swept. */
const USAGE_SWEEP_SIZE = 1024;

export function createScheduler(options: SchedulerOptions): Scheduler {
  const cpuSlots = Math.max(1, options.cpuSlots);
  const maxRunning = Math.max(cpuSlots, options.maxRunning ?? cpuSlots * 4);
  const quantumMs = options.quantumMs ?? 250;
  const halfLife = options.usageHalfLifeMs ?? 60_000;
  const now = options.now ?? (() => performance.now());
  const waiting: Waiting[] = [];
  const runningByUser = new Map<string, number>();
  const usage = new Map<string, { ms: number; at: number }>();
  let running = 0;
  let cpuBusy = 0;
  let seq = 0;
  /** The next sweep comes once the map has doubled since the last, so a charge stays O(1) on average. */
  let sweepAt = USAGE_SWEEP_SIZE;

  /** A user's slot time, decayed to now. */
  function usageOf(userId: string): number {
    const entry = usage.get(userId);
    if (!entry) return 0;
    return entry.ms * 0.5 ** ((now() - entry.at) / halfLife);
  }

  function charge(userId: string, ms: number) {
    usage.set(userId, { ms: usageOf(userId) + ms, at: now() });
    // Forget users whose charge has faded (under 1 ms), so the map stays about as small as the
    // set of recent users. A fresh charge is kept however small: a job that ran 0.5 ms still
    // puts its user behind one who ran nothing.
    if (usage.size > sweepAt) {
      for (const id of [...usage.keys()]) if (usageOf(id) < 1) usage.delete(id);
      sweepAt = Math.max(USAGE_SWEEP_SIZE, usage.size * 2);
    }
  }

  /** The waiting job that should start next, by the rules above. */
  function pickNext(): number {
    let best = -1;
    let bestKey: [number, number, number] | null = null;
    // One reading per user: the decay moves with the clock, and a user's jobs must compare equal.
    const used = new Map<string, number>();
    for (let i = 0; i < waiting.length; i++) {
      const job = waiting[i] as Waiting;
      let usedMs = used.get(job.userId);
      if (usedMs === undefined) {
        usedMs = usageOf(job.userId);
        used.set(job.userId, usedMs);
      }
      const key: [number, number, number] = [runningByUser.get(job.userId) ?? 0, usedMs, job.seq];
      if (
        bestKey === null ||
        key[0] < bestKey[0] ||
        (key[0] === bestKey[0] && (key[1] < bestKey[1] || (key[1] === bestKey[1] && key[2] < bestKey[2])))
      ) {
        best = i;
        bestKey = key;
      }
    }
    return best;
  }

  function pump() {
    while (waiting.length > 0 && cpuBusy < cpuSlots && running < maxRunning) {
      const index = pickNext();
      const [job] = waiting.splice(index, 1);
      job?.start();
    }
  }

  return {
    run<T>(userId: string, work: (waitedMs: number) => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const queuedAt = now();
        const start = () => {
          running += 1;
          cpuBusy += 1;
          runningByUser.set(userId, (runningByUser.get(userId) ?? 0) + 1);
          const startedAt = now();
          let holdsCpu = true;
          const giveBackCpu = () => {
            if (!holdsCpu) return;
            holdsCpu = false;
            cpuBusy -= 1;
            charge(userId, now() - startedAt);
          };
          // Past its quantum the job runs on in overflow and its CPU slot goes to the next one.
          const quantum = setTimeout(() => {
            giveBackCpu();
            pump();
          }, quantumMs);
          quantum.unref?.();
          let result: Promise<T>;
          try {
            result = work(startedAt - queuedAt);
          } catch (error) {
            result = Promise.reject(error);
          }
          result
            .finally(() => {
              clearTimeout(quantum);
              giveBackCpu();
              running -= 1;
              const left = (runningByUser.get(userId) ?? 1) - 1;
              if (left <= 0) runningByUser.delete(userId);
              else runningByUser.set(userId, left);
              pump();
            })
            .then(resolve, reject);
        };
        waiting.push({ userId, seq: seq++, queuedAt, start });
        pump();
      });
    },
    counts: () => ({ running, waiting: waiting.length, cpuBusy }),
  };
}
