import { randomUUID } from "node:crypto";
import os from "node:os";
import { DomainError, tooMany } from "../../errors";
import type { Logger } from "../../logger";
import {
  type Engine,
  type ExecutionLimits,
  type ExecutionQueue,
  type ExecutionResult,
  runJobFor,
  type TRunJobPayload,
} from "../execution";
import { type CallbackPolicy, callbackUrlError, deliverCallback, resolveCallback } from "./callback";
import { presentSubmission } from "./presenter";
import { createSubmissionStore, type Submission } from "./store";
import { type FieldErrors, type SubmissionInput, validateSubmission } from "./validation";

export type Judge0Deps = {
  queue: ExecutionQueue;
  engine: Pick<Engine, "languages">;
  limits: ExecutionLimits;
  /** Jobs one owner may have running at once (the queue's own per-user bound). */
  perOwner: number;
  /** Submissions one owner may have waiting beyond those; past it a POST answers 429. */
  queuedPerOwner: number;
  callbacks: CallbackPolicy;
  store?: { maxBytes: number; ttlMs: number };
  logger: Pick<Logger, "warn">;
};

/** Judge0's 422: the body names each field with its problems. */
export class Judge0ValidationError extends Error {
  constructor(readonly errors: FieldErrors) {
    super("Unprocessable submission");
  }
}

const SIGNALS = os.constants.signals as Record<string, number>;
/** Judge0 compares outputs line by line, trailing whitespace of each line and of the whole text ignored. */
export const normalizeOutput = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trimEnd())
    .join("\n")
    .trimEnd();

/** Judge0's comparison on bytes that are not UTF-8: the same rules, whitespace being ASCII's. */
const normalizeOutputBytes = (bytes: Buffer) =>
  bytes
    .toString("latin1")
    .split("\n")
    .map((line) => line.replace(/[ \t\r\v\f]+$/, ""))
    .join("\n")
    .replace(/[ \t\r\v\f\n]+$/, "");

/**
 * Whether the program printed what the client expected. Texts compare as Judge0 compares them;
 * when either side is bytes that are not UTF-8 (`raw*`, base64), the bytes compare.
 */
function matchesExpected(result: ExecutionResult, expected: string, rawExpected: string | undefined): boolean {
  if (result.rawStdout === undefined && rawExpected === undefined) {
    return normalizeOutput(result.stdout) === normalizeOutput(expected);
  }
  const actual = result.rawStdout !== undefined ? Buffer.from(result.rawStdout, "base64") : Buffer.from(result.stdout);
  const wanted = rawExpected !== undefined ? Buffer.from(rawExpected, "base64") : Buffer.from(expected);
  return normalizeOutputBytes(actual) === normalizeOutputBytes(wanted);
}

export function createJudge0Service(deps: Judge0Deps) {
  const store = createSubmissionStore(deps.store ?? { maxBytes: 64 * 1024 * 1024, ttlMs: 3_600_000 });
  const owners = new Map<string, { running: number; waiting: Submission[] }>();
  const done = new Map<string, Array<() => void>>();
  const serverLimits = {
    cpuMs: deps.limits.cpuMs,
    wallMs: deps.limits.wallMs,
    memoryBytes: deps.limits.memoryBytes,
    processes: deps.limits.processes,
  };

  function ownerState(owner: string) {
    let state = owners.get(owner);
    if (!state) {
      state = { running: 0, waiting: [] };
      owners.set(owner, state);
    }
    return state;
  }

  /** Checks a body (and its callback's address); throws Judge0ValidationError with every problem found. */
  async function validate(raw: unknown, base64: boolean): Promise<SubmissionInput> {
    const checked = validateSubmission(raw, {
      limits: serverLimits,
      base64,
      callbackError: (url) => callbackUrlError(url, deps.callbacks),
    });
    if (!checked.ok) throw new Judge0ValidationError(checked.errors);
    if (checked.input.callback_url) {
      const target = await resolveCallback(checked.input.callback_url, deps.callbacks);
      if ("error" in target) throw new Judge0ValidationError({ callback_url: [target.error] });
    }
    return checked.input;
  }

  function newSubmission(input: SubmissionInput, owner: string): Submission {
    return {
      token: randomUUID(),
      owner,
      input,
      status_id: 1,
      created_at: new Date().toISOString(),
      started_at: null,
      finished_at: null,
      stdout: null,
      stderr: null,
      compile_output: null,
      message: null,
      time: null,
      wall_time: null,
      memory: null,
      exit_code: null,
      exit_signal: null,
    };
  }

  /** Refuses the whole request when the owner's waiting line cannot take `count` more. */
  function assertRoom(owner: string, count: number) {
    const state = ownerState(owner);
    const free = deps.perOwner - state.running;
    const waitingAfter = state.waiting.length + Math.max(0, count - Math.max(0, free));
    if (waitingAfter > deps.queuedPerOwner) {
      throw tooMany(
        `Too many submissions in the queue: ${state.running} running and ${state.waiting.length} waiting (at most ${deps.queuedPerOwner}). Try again when some have finished.`,
        2,
      );
    }
  }

  function enqueue(submission: Submission) {
    store.put(submission);
    ownerState(submission.owner).waiting.push(submission);
    pump(submission.owner);
  }

  function pump(owner: string) {
    const state = ownerState(owner);
    while (state.running < deps.perOwner && state.waiting.length > 0) {
      const next = state.waiting.shift() as Submission;
      state.running += 1;
      void execute(next).finally(() => {
        state.running -= 1;
        if (state.running === 0 && state.waiting.length === 0) owners.delete(owner);
        pump(owner);
      });
    }
  }

  async function runOnce(submission: Submission): Promise<ExecutionResult> {
    const i = submission.input;
    const payload: TRunJobPayload = {
      language: i.language,
      source: i.source_code,
      // Bytes that are not UTF-8 travel as base64 to the program's stdin; text as before.
      stdin: i.rawStdin !== undefined ? { base64: i.rawStdin } : (i.stdin ?? undefined),
      limits: {
        cpuMs: Math.max(1, Math.round(i.cpu_time_limit * 1000)),
        wallMs: Math.max(1, Math.round(i.wall_time_limit * 1000)),
        memoryBytes: i.memory_limit * 1024,
      },
      ...(i.args.length ? { args: i.args } : {}),
      ...(i.compilerFlags.length ? { compilerOptions: i.compilerFlags } : {}),
      ...(i.redirect_stderr_to_stdout ? { mergeStderr: true } : {}),
    };
    // Another page of the same owner (the compiler page) may hold the queue's slots for a moment:
    // this submission then waits its turn instead of failing.
    for (let attempt = 0; ; attempt++) {
      try {
        return await deps.queue.submit(runJobFor(payload, submission.owner));
      } catch (error) {
        const busy = error instanceof DomainError && error.kind === "too_many";
        if (!busy || attempt >= 600) throw error;
        submission.status_id = 1;
        await new Promise((resolve) => setTimeout(resolve, 200));
        submission.status_id = 2;
      }
    }
  }

  async function execute(submission: Submission) {
    submission.status_id = 2;
    submission.started_at = new Date().toISOString();
    const times: number[] = [];
    const walls: number[] = [];
    const memories: number[] = [];
    try {
      let result: ExecutionResult | null = null;
      for (let run = 0; run < submission.input.number_of_runs; run++) {
        result = await runOnce(submission);
        times.push(result.timeMs);
        walls.push(result.wallTimeMs ?? result.timeMs);
        if (result.memoryKb !== null) memories.push(result.memoryKb);
        if (result.statusId !== 3) break;
      }
      settle(submission, result as ExecutionResult, { times, walls, memories });
    } catch (error) {
      submission.status_id = 13;
      submission.message = (error as Error).message;
    }
    submission.finished_at = new Date().toISOString();
    store.update(submission);
    for (const wake of done.get(submission.token) ?? []) wake();
    done.delete(submission.token);
    if (submission.input.callback_url) {
      const body = JSON.stringify(presentSubmission(submission, { base64: true, fields: "default" }));
      void deliverCallback(submission.input.callback_url, body, deps.callbacks, (reason) =>
        deps.logger.warn(`Judge0 callback for ${submission.token} failed: ${reason}`),
      );
    }
  }

  function settle(
    submission: Submission,
    result: ExecutionResult,
    runs: { times: number[]; walls: number[]; memories: number[] },
  ) {
    const average = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : null);
    let status = result.statusId;
    const expected = submission.input.expected_output;
    if (status === 3 && expected !== null && !matchesExpected(result, expected, submission.input.rawExpectedOutput)) {
      status = 4;
    }
    submission.status_id = status;
    submission.stdout = result.stdout || null;
    submission.stderr = result.stderr || null;
    if (result.rawStdout !== undefined) submission.rawStdout = result.rawStdout;
    if (result.rawStderr !== undefined) submission.rawStderr = result.rawStderr;
    submission.compile_output = result.compileOutput || null;
    submission.message = result.message || null;
    const compiled = result.verdict !== "Compilation Error";
    const time = average(runs.times);
    const wall = average(runs.walls);
    const memory = average(runs.memories);
    submission.time = compiled && time !== null ? time / 1000 : null;
    submission.wall_time = compiled && wall !== null ? wall / 1000 : null;
    submission.memory = compiled && memory !== null ? Math.round(memory) : null;
    submission.exit_code = result.exitCode;
    submission.exit_signal = result.signal ? (SIGNALS[result.signal] ?? null) : null;
  }

  function finished(token: string): Promise<void> {
    const submission = store.get(token);
    if (!submission || submission.status_id >= 3) return Promise.resolve();
    return new Promise((resolve) => {
      done.set(token, [...(done.get(token) ?? []), resolve]);
    });
  }

  return {
    languages: () => deps.engine.languages(),
    limits: serverLimits,
    callbacksEnabled: deps.callbacks.hosts.length > 0,
    queuedPerOwner: deps.queuedPerOwner,
    validate,

    /** Queues one submission (422 when invalid, 429 when the owner's line is full). */
    async create(raw: unknown, options: { base64: boolean; owner: string }): Promise<Submission> {
      const input = await validate(raw, options.base64);
      assertRoom(options.owner, 1);
      const submission = newSubmission(input, options.owner);
      enqueue(submission);
      return submission;
    },

    /** Judge0's batch: each entry gets a token or its own field errors; 201 when at least one was queued. */
    async createBatch(
      entries: unknown[],
      options: { base64: boolean; owner: string },
    ): Promise<{ created: boolean; answers: Array<{ token: string } | FieldErrors> }> {
      const checked = await Promise.all(
        entries.map(async (raw) => {
          try {
            return { input: await validate(raw, options.base64) };
          } catch (error) {
            if (error instanceof Judge0ValidationError) return { errors: error.errors };
            throw error;
          }
        }),
      );
      const valid = checked.filter((c) => "input" in c).length;
      if (valid > 0) assertRoom(options.owner, valid);
      const answers = checked.map((c) => {
        if (!("input" in c) || !c.input) return c.errors as FieldErrors;
        const submission = newSubmission(c.input, options.owner);
        enqueue(submission);
        return { token: submission.token };
      });
      return { created: valid > 0, answers };
    },

    async wait(token: string): Promise<Submission | undefined> {
      await finished(token);
      return store.get(token);
    },

    get: (token: string) => store.get(token),
    storeStats: () => store.stats(),
  };
}

export type Judge0Service = ReturnType<typeof createJudge0Service>;
