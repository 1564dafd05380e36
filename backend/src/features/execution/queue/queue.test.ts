import { describe, expect, it } from "vitest";
import { z } from "zod";
import { DomainError } from "../../../errors";
import type { ExecutionEngine } from "../engine/types";
import { createLocalQueue } from "./queue";
import { createJobRegistry, defineJob } from "./registry";

const engine: ExecutionEngine = {
  execute: () => Promise.reject(new Error("not used")),
};

let running = 0;
let peak = 0;
const jobs = createJobRegistry([
  defineJob({
    name: "test-wait",
    schema: z.object({ ms: z.number(), tag: z.string() }),
    async handle(payload, ctx) {
      running += 1;
      peak = Math.max(peak, running);
      ctx.progress({ started: payload.tag });
      await new Promise((resolve) => setTimeout(resolve, payload.ms));
      running -= 1;
      return `done ${payload.tag}`;
    },
  }),
]);

describe("createLocalQueue", () => {
  it("runs at most `concurrency` jobs at once and returns each handler's value", async () => {
    peak = 0;
    const queue = createLocalQueue({ engine, jobs, concurrency: 2, perUser: 10 });
    const results = await Promise.all(
      ["a", "b", "c", "d", "e"].map((tag) =>
        queue.submit({ name: "test-wait", payload: { ms: 20, tag }, userId: "u1", result: z.string() }),
      ),
    );
    expect(results).toEqual(["done a", "done b", "done c", "done d", "done e"]);
    expect(peak).toBe(2);
  });

  it("streams progress to the submitter", async () => {
    const queue = createLocalQueue({ engine, jobs, concurrency: 1, perUser: 1 });
    const events: unknown[] = [];
    await queue.submit({ name: "test-wait", payload: { ms: 1, tag: "p" }, userId: "u", result: z.string() }, (data) =>
      events.push(data),
    );
    expect(events).toEqual([{ started: "p" }]);
  });

  it("answers 429 past the per-user bound, counting queued jobs, and frees the slot afterwards", async () => {
    const queue = createLocalQueue({ engine, jobs, concurrency: 1, perUser: 2 });
    const job = (userId: string) =>
      queue.submit({ name: "test-wait", payload: { ms: 30, tag: userId }, userId, result: z.string() });
    const first = job("alice");
    const second = job("alice");
    const third = job("alice").catch((error: unknown) => error);
    const other = job("bob");
    const rejected = await third;
    expect(rejected).toBeInstanceOf(DomainError);
    expect((rejected as DomainError).kind).toBe("too_many");
    await Promise.all([first, second, other]);
    await expect(job("alice")).resolves.toBe("done alice");
  });

  it("rejects an answer that does not match the job's result schema instead of passing it on", async () => {
    const queue = createLocalQueue({ engine, jobs, concurrency: 1, perUser: 1 });
    const job = { name: "test-wait", payload: { ms: 1, tag: "n" }, userId: "u", result: z.number() };
    await expect(queue.submit(job)).rejects.toThrow(/The "test-wait" job answered with a malformed result at \(root\)/);
  });

  it("rejects a payload that does not match the job's schema", async () => {
    const queue = createLocalQueue({ engine, jobs, concurrency: 1, perUser: 1 });
    await expect(
      queue.submit({ name: "test-wait", payload: { ms: "soon" }, userId: "u", result: z.string() }),
    ).rejects.toThrow(/Invalid payload for job "test-wait": ms/);
    await expect(queue.submit({ name: "nope", payload: {}, userId: "u", result: z.string() })).rejects.toThrow(
      /No handler is registered for job "nope"/,
    );
  });
});
