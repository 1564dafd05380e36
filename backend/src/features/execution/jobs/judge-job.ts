import { ZCompareMode, ZLanguageKey, ZSignature, ZTestCase, ZTestResult } from "@cp/contracts";
import { z } from "zod";
import { createJudge } from "../judge/judge";
import type { JudgeOutcome, JudgeRunner } from "../judge/runner";
import type { ExecutionQueue } from "../queue/queue";
import { defineJob } from "../queue/registry";

export const JUDGE_JOB = "judge";

const ZJudgeJobPayload = z.object({
  signature: ZSignature,
  compare: ZCompareMode,
  tests: z.array(ZTestCase).max(200),
  customFrom: z.number().int().nonnegative().optional(),
  language: ZLanguageKey,
  code: z.string().max(64 * 1024),
});

const ZJudgeProgress = z.object({ result: ZTestResult, total: z.number() });

/**
 * One challenge run or submit as a job: compile once, run every test in one sandboxed process,
 * and stream each result back as a progress event.
 */
export const judgeJob = defineJob<z.infer<typeof ZJudgeJobPayload>, JudgeOutcome>({
  name: JUDGE_JOB,
  schema: ZJudgeJobPayload,
  handle: async (payload, ctx) => {
    const outcome = await createJudge(ctx.engine).run({
      signature: payload.signature,
      compare: payload.compare,
      tests: payload.tests.map((t, i) =>
        payload.customFrom !== undefined && i >= payload.customFrom ? { ...t, custom: true } : t,
      ),
      language: payload.language,
      code: payload.code,
      onResult: (result, total) => ctx.progress({ result, total }),
    });
    return { ...outcome, phases: { queue: ctx.waitedMs, ...outcome.phases } };
  },
});

/** Judges through the execution queue, so runs obey the per-user bound and may land on any worker. */
export function createQueuedJudgeRunner(queue: ExecutionQueue): JudgeRunner {
  return (job, options) =>
    queue.submit<JudgeOutcome>({ name: JUDGE_JOB, payload: job, userId: options.ownerKey }, (data) => {
      const parsed = ZJudgeProgress.safeParse(data);
      if (parsed.success) options.onResult?.(parsed.data.result, parsed.data.total);
    });
}
