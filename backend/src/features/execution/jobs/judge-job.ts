import { ZTestResult } from "@cp/contracts";
import { z } from "zod";
import { createJudge } from "../judge/judge";
import {
  type JudgeRunner,
  type TJudgeJobPayload,
  type TJudgeOutcome,
  ZJudgeJobPayload,
  ZJudgeOutcome,
} from "../judge/runner";
import type { ExecutionQueue } from "../queue/queue";
import { defineJob } from "../queue/registry";

export const JUDGE_JOB = "judge";

const ZJudgeProgress = z.object({ result: ZTestResult, total: z.number() });

/**
 * One challenge run or submit as a job: compile once, run every test in one sandboxed process,
 * and stream each result back as a progress event.
 */
export const judgeJob = defineJob<TJudgeJobPayload, TJudgeOutcome>({
  name: JUDGE_JOB,
  schema: ZJudgeJobPayload,
  handle: async (payload, ctx) => {
    const outcome = await createJudge(ctx.engine).run({
      ...payload,
      onResult: (result, total) => ctx.progress({ result, total }),
    });
    return { ...outcome, phases: { queue: ctx.waitedMs, ...outcome.phases } };
  },
});

/** Judges through the execution queue, so runs obey the per-user bound and may land on any worker. */
export function createQueuedJudgeRunner(queue: ExecutionQueue): JudgeRunner {
  return (job, options) =>
    queue.submit({ name: JUDGE_JOB, payload: job, userId: options.ownerKey, result: ZJudgeOutcome }, (data) => {
      const parsed = ZJudgeProgress.safeParse(data);
      if (parsed.success) options.onResult?.(parsed.data.result, parsed.data.total);
    });
}
