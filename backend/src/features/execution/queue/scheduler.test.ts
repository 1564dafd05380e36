import { describe, expect, it } from "vitest";
import { createScheduler } from "./scheduler";

/** A job the test finishes by hand: `start` resolves when the scheduler admits it. */
function manualJob() {
  let finish: () => void = () => undefined;
  let started = false;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return {
    work: async () => {
      started = true;
      await done;
      return "ok";
    },
    finish: () => finish(),
    started: () => started,
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Queues one hand-finished job per tag (`user-n`), recording the order in which they start. */
function queueTagged(scheduler: ReturnType<typeof createScheduler>, tags: string[]) {
  const order: string[] = [];
  const jobs = tags.map((tag) => {
    const job = manualJob();
    void scheduler.run(tag.split("-")[0] as string, async () => {
      order.push(tag);
      return job.work();
    });
    return job;
  });
  return { order, jobs };
}

describe("createScheduler", () => {
  it("starts the waiting job of the user with the fewest running before older jobs of a busy user", async () => {
    const scheduler = createScheduler({ cpuSlots: 1, quantumMs: 60_000 });
    const { order, jobs } = queueTagged(scheduler, ["alice-1", "alice-2", "alice-3", "bob-1"]);
    await tick();
    expect(order).toEqual(["alice-1"]);
    jobs[0]?.finish();
    await tick();
    // Alice's next two jobs were queued first, but Bob has nothing running and used no time yet.
    expect(order).toEqual(["alice-1", "bob-1"]);
    jobs[3]?.finish();
    await tick();
    expect(order).toEqual(["alice-1", "bob-1", "alice-2"]);
    jobs[1]?.finish();
    await tick();
    jobs[2]?.finish();
    await tick();
    expect(order).toEqual(["alice-1", "bob-1", "alice-2", "alice-3"]);
  });

  it("puts a user whose job ran even half a millisecond behind one who ran nothing", async () => {
    let clock = 0;
    const scheduler = createScheduler({ cpuSlots: 1, quantumMs: 60_000, now: () => clock });
    const { order, jobs } = queueTagged(scheduler, ["alice-1", "alice-2", "bob-1"]);
    await tick();
    clock += 0.5;
    jobs[0]?.finish();
    await tick();
    expect(order).toEqual(["alice-1", "bob-1"]);
  });

  it("gives a CPU slot back after the quantum, so a job that sleeps does not hold up the next one", async () => {
    const scheduler = createScheduler({ cpuSlots: 1, maxRunning: 3, quantumMs: 20 });
    const sleepers = [manualJob(), manualJob()];
    for (const [i, s] of sleepers.entries()) void scheduler.run(`sleeper${i}`, s.work);
    const next = manualJob();
    const answered = scheduler.run("learner", next.work);
    await tick();
    expect(next.started()).toBe(false);
    expect(scheduler.counts()).toMatchObject({ running: 1, waiting: 2, cpuBusy: 1 });
    // Each sleeper keeps its slot for one quantum, then runs on in overflow.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(next.started()).toBe(true);
    next.finish();
    await expect(answered).resolves.toBe("ok");
    expect(sleepers.every((s) => s.started())).toBe(true);
    // Overflow is bounded: a fourth job waits while three run.
    const fourth = manualJob();
    const blocker = manualJob();
    void scheduler.run("another", blocker.work);
    await new Promise((resolve) => setTimeout(resolve, 60));
    void scheduler.run("late", fourth.work);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(scheduler.counts().running).toBe(3);
    expect(fourth.started()).toBe(false);
    sleepers[0]?.finish();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(fourth.started()).toBe(true);
    for (const job of [sleepers[1], blocker, fourth]) job?.finish();
  });

  it("passes the time a job waited and a thrown error through", async () => {
    const scheduler = createScheduler({ cpuSlots: 1 });
    await expect(scheduler.run("u", async (waited) => waited >= 0)).resolves.toBe(true);
    await expect(
      scheduler.run("u", async () => {
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    expect(scheduler.counts()).toEqual({ running: 0, waiting: 0, cpuBusy: 0 });
  });
});
