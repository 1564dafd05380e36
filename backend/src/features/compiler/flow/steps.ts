import type { TCompilerFlowResponse } from "@cp/contracts";
import { type FlowNode, parseRecords } from "./records";
import { readRecords } from "./step-records";
import { summarizeFlow } from "./step-summary";

export {
  FLOW_MAX_FRAME_CHARS,
  FLOW_MAX_STEPS,
  FLOW_MAX_TRACE_BYTES,
  FLOW_MAX_VALUE_CHARS,
} from "./limits";
export type { FlowNode } from "./records";

/** How the sandboxed run ended, from the engine's result. */
export type FlowRunEnd = {
  verdict: string;
  message: string | null;
  stderr: string;
};

/**
 * Turns the tracer's records into the flow analysis answer. `meta` is given for JavaScript
 * (instrumented on the server); Python's tracer writes its own "meta" record. A trace the
 * program broke into (a forged record) keeps the steps before it and says why it stops there.
 *
 * Three stages: the output is parsed into records (records.ts), the records become steps
 * (step-records.ts, with the state they carry in step-trace.ts), and the end of the run is
 * summed up in words (step-summary.ts).
 */
export async function buildFlow(stdout: string, run: FlowRunEnd, meta?: FlowNode[]): Promise<TCompilerFlowResponse> {
  const { records, stray, broken } = await parseRecords(stdout, { meta: meta === undefined });
  const read = readRecords(records, meta ?? []);
  const output = read.output + stray;
  const { error, finalResult } = summarizeFlow(read, output, broken, run);
  const { trace } = read;
  return {
    supported: true,
    error,
    initialValues: trace.initialValues,
    operatorPrecedence: trace.precedence,
    steps: trace.steps,
    finalResult,
    output,
  };
}
