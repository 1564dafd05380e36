import { FLOW_MAX_STEPS, FLOW_MAX_VALUE_CHARS } from "./limits";
import type { TraceRead } from "./step-records";
import type { FlowRunEnd } from "./steps";

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/**
 * The final result in words (how the run ended, the final values, what was cut short, the
 * output) and the error the answer reports. `broken` says why a trace could not be read to its
 * end; the run's stderr names the error of a run that ended before its tracer did.
 */
export function summarizeFlow(
  read: TraceRead,
  output: string,
  broken: string | null,
  run: FlowRunEnd,
): { error: string | null; finalResult: string } {
  const { trace, end, shortened } = read;
  const { steps, stack, framesUntil } = trace;
  let error = read.error;
  const notes: string[] = [];
  if (broken) {
    error = broken;
    notes.push(`${broken}; the steps before it are shown (${plural(steps.length, "step")}).`);
  } else if (end === "steps" || steps.length >= FLOW_MAX_STEPS)
    notes.push(
      `Stopped after the first ${FLOW_MAX_STEPS.toLocaleString("en-US")} steps (the step limit); the program was still running, so later steps are not shown.`,
    );
  else if (end === "trace")
    notes.push("Stopped when the trace reached 2 MB (the trace limit); later steps are not shown.");
  else if (end === null) {
    const limit =
      run.verdict === "Time Limit Exceeded"
        ? "the time limit"
        : run.verdict === "Memory Limit Exceeded"
          ? "the memory limit"
          : run.verdict === "Output Limit Exceeded"
            ? "the output limit"
            : null;
    notes.push(
      limit
        ? `The run was stopped by ${limit} after ${plural(steps.length, "step")}; the steps up to there are shown.`
        : `The run ended early (${run.message ?? run.verdict}) after ${plural(steps.length, "step")}.`,
    );
    if (!error && run.stderr.trim()) error = errorLine(run.stderr);
  } else if (error) notes.push(`Stopped with ${error} after ${plural(steps.length, "step")}.`);
  else notes.push(`Finished normally after ${plural(steps.length, "step")}.`);
  // The global frame as the last snapshot saw it holds every mutation; a trace without
  // snapshots (an older tracer) falls back to the last value assigned to each name.
  const finals = trace.snapshots
    ? [...(stack[0]?.variables ?? new Map<string, string>()).entries()].filter(([, value]) => !isDefinition(value))
    : [...trace.globals.entries()];
  if (finals.length > 0) {
    const values = finals.slice(0, 12).map(([name, value]) => `${name} = ${value}`);
    notes.push(`Final values: ${values.join(", ")}${finals.length > 12 ? ", ..." : ""}.`);
  }
  if (framesUntil !== null)
    notes.push(
      `Variables are shown for the first ${plural(framesUntil, "step")} (the 2 MB limit on the variables shown).`,
    );
  if (shortened > 0) notes.push(`${plural(shortened, "value")} shortened to ${FLOW_MAX_VALUE_CHARS} characters.`);
  if (output) notes.push(`Output: ${shorten(output.replace(/\n+$/, ""), 200)}`);
  return { error, finalResult: notes.join(" ") };
}

/** Functions, classes and modules in a frame: shown in the frames, left out of the final values. */
function isDefinition(value: string): boolean {
  return /^(<(function|class|module) [^>]*>|\[(Function|class) [^\]]*\]|\[AsyncFunction [^\]]*\])/.test(value);
}

/** The line of stderr that names the error ("MemoryError", "RangeError: ..."), else its last line. */
function errorLine(text: string): string {
  const lines = text.trim().split("\n");
  return lines.find((line) => /^[A-Za-z.]*(Error|Exception)\b/.test(line)) ?? lines[lines.length - 1] ?? text;
}

function shorten(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 3)}...` : text;
}
