import { resolveLanguage, type TCompilerFlowResponse, type TLanguageKey } from "@cp/contracts";
import { invalid } from "../../errors";
import {
  type Engine,
  type ExecutionLimits,
  type ExecutionQueue,
  type ExecutionResult,
  runJobFor,
  type TRunJobPayload,
} from "../execution";
import { javascriptFlowProgram } from "./flow/javascript";
import { pythonFlowProgram } from "./flow/python";
import { buildFlow, type FlowNode } from "./flow/steps";

/** Room for the 2 MB trace, the tracer's node table and the program's own output. */
const FLOW_OUTPUT_BYTES = 4 * 1024 * 1024;

export const FLOW_NOT_SUPPORTED = "Flow analysis is not available for this language yet";

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
      return deps.queue.submit(runJobFor(payload, owner));
    },

    /**
     * Traces a program: Python and JavaScript are instrumented (every operator, call, assignment,
     * branch, loop and return reports its real value) and run in the sandbox under the same limits
     * as a plain run; the records become steps. Other languages answer `supported: false`.
     */
    async flow(
      input: { language: string | number; code: string; stdin?: string },
      owner: string,
    ): Promise<TCompilerFlowResponse> {
      const raw = String(input.language).trim().toLowerCase();
      const language = raw === "html" ? null : requireLanguage(input.language);
      if (language !== "python" && language !== "javascript") return unsupported();
      let source: string;
      let meta: FlowNode[] | undefined;
      if (language === "python") source = pythonFlowProgram(input.code);
      else {
        const instrumented = javascriptFlowProgram(input.code);
        if ("error" in instrumented) return { ...emptyFlow(), error: instrumented.error };
        source = instrumented.source;
        meta = instrumented.meta;
      }
      const payload: TRunJobPayload = {
        language,
        source,
        stdin: input.stdin,
        limits: { outputBytes: FLOW_OUTPUT_BYTES },
      };
      const result = await deps.queue.submit(runJobFor(payload, owner));
      return buildFlow(
        result.stdout,
        { verdict: result.verdict, message: result.message, stderr: result.stderr },
        meta,
      );
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

function emptyFlow(): TCompilerFlowResponse {
  return { supported: true, error: null, initialValues: {}, operatorPrecedence: [], steps: [], finalResult: "" };
}

function unsupported(): TCompilerFlowResponse {
  return { ...emptyFlow(), supported: false, error: FLOW_NOT_SUPPORTED };
}
