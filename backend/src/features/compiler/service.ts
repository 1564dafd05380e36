import { resolveLanguage, type TLanguageKey } from "@cp/contracts";
import { invalid } from "../../errors";
import {
  type Engine,
  type ExecutionLimits,
  type ExecutionQueue,
  type ExecutionResult,
  RUN_JOB,
  type TRunJobPayload,
} from "../execution";

export type CompilerDeps = {
  queue: ExecutionQueue;
  engine: Pick<Engine, "languages">;
  /** The server's limits: per-request limits (Judge0's cpu_time_limit...) may only lower them. */
  limits?: ExecutionLimits;
};

/** A language given as a key, display name or judge id, or a 400 naming it. */
export function requireLanguage(value: string | number): TLanguageKey {
  const language = resolveLanguage(value);
  if (!language) throw invalid(`Unknown language: ${value}`);
  return language.key;
}

export function createCompilerService(deps: CompilerDeps) {
  return {
    languages: () => deps.engine.languages(),

    /** Runs a whole program through the queue, bounded per user (`owner` is a user id or "ip:<address>"). */
    async run(
      input: {
        language: TLanguageKey;
        code: string;
        stdin?: string;
        limits?: Partial<Pick<ExecutionLimits, "cpuMs" | "wallMs" | "memoryBytes">>;
      },
      owner: string,
    ): Promise<ExecutionResult> {
      const limits = input.limits && deps.limits ? capLimits(input.limits, deps.limits) : undefined;
      const payload: TRunJobPayload = { language: input.language, source: input.code, stdin: input.stdin, limits };
      return deps.queue.submit<ExecutionResult>({ name: RUN_JOB, payload, userId: owner });
    },
  };
}

export type CompilerService = ReturnType<typeof createCompilerService>;

function capLimits(
  requested: Partial<Pick<ExecutionLimits, "cpuMs" | "wallMs" | "memoryBytes">>,
  max: ExecutionLimits,
) {
  const capped: Partial<ExecutionLimits> = {};
  if (requested.cpuMs !== undefined) capped.cpuMs = Math.min(requested.cpuMs, max.cpuMs);
  if (requested.wallMs !== undefined) capped.wallMs = Math.min(requested.wallMs, max.wallMs);
  if (requested.memoryBytes !== undefined) capped.memoryBytes = Math.min(requested.memoryBytes, max.memoryBytes);
  return capped;
}
