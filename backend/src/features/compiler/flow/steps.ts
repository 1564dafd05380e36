import type { TCompilerFlowResponse, TFlowFrame, TFlowStep } from "@cp/contracts";
import { type FlowNode, parseRecords, type SnapshotEntry } from "./records";

export type { FlowNode } from "./records";

/** Caps of a flow analysis (the tracers enforce the same numbers inside the sandbox). */
export const FLOW_MAX_STEPS = 1000;
export const FLOW_MAX_TRACE_BYTES = 2 * 1024 * 1024;
export const FLOW_MAX_VALUE_CHARS = 100;
/**
 * Characters of frame names, variable names and values that the steps' frames may hold in one
 * answer: each step carries the whole state, so a long run of large frames would otherwise make
 * an answer of many megabytes. Steps past the bound carry no frames and the final result says so.
 */
export const FLOW_MAX_FRAME_CHARS = 2 * 1024 * 1024;
/** Nodes whose operands are known and whose value is still to come (calls nest at most this deep in practice). */
const MAX_PENDING_OPERANDS = 10_000;

/** How the sandboxed run ended, from the engine's result. */
export type FlowRunEnd = {
  verdict: string;
  message: string | null;
  stderr: string;
};

const OP_NAMES: { [op: string]: string } = {
  "+": "addition",
  "-": "subtraction",
  "*": "multiplication",
  "/": "division",
  "//": "floor division",
  "%": "remainder",
  "**": "exponentiation",
  "<<": "left shift",
  ">>": "right shift",
  ">>>": "unsigned right shift",
  "|": "bitwise or",
  "^": "bitwise xor",
  "&": "bitwise and",
  "@": "matrix multiplication",
  and: "and",
  or: "or",
  "&&": "logical and",
  "||": "logical or",
  "??": "nullish coalescing",
  not: "not",
  "!": "logical not",
  comparison: "comparison",
  "-u": "negation",
};

const nameOf = (op: string) => OP_NAMES[op] ?? (/[<>=!]|in|is|instanceof/.test(op) ? "comparison" : op);

/** The rule as a sentence after the computed value ("multiplication binds tighter than addition"). */
function ruleSentence(rule: string | undefined): string {
  if (!rule) return "";
  if (rule === "parentheses first") return ": parentheses are evaluated first";
  if (rule === "left to right") return ": same precedence, evaluated left to right";
  if (rule === "right to left") return ": ** groups right to left";
  if (rule === "applied last") return ": lowest precedence in the expression, applied last";
  const before = /^(.+) before (.+)$/.exec(rule);
  if (before) return `: ${nameOf(before[1] as string)} binds tighter than ${nameOf(before[2] as string)}`;
  return "";
}

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/**
 * Turns the tracer's records into the flow analysis answer. `meta` is given for JavaScript
 * (instrumented on the server); Python's tracer writes its own "meta" record. A trace the
 * program broke into (a forged record) keeps the steps before it and says why it stops there.
 */
export async function buildFlow(stdout: string, run: FlowRunEnd, meta?: FlowNode[]): Promise<TCompilerFlowResponse> {
  const { records, stray, broken } = await parseRecords(stdout, { meta: meta === undefined });
  let nodes: FlowNode[] = meta ?? [];
  const steps: TFlowStep[] = [];
  const operands = new Map<string, string[]>();
  const initialValues: { [name: string]: string } = {};
  const globals = new Map<string, string>();
  const precedence: string[] = [];
  const precedenceSeen = new Set<number>();
  let output = "";
  let error: string | null = null;
  let end: string | null = null;
  let shortened = 0;
  /** The program's state as the last snapshot left it: the call stack, outermost frame first. */
  let stack: { name: string; variables: Map<string, string> }[] = [];
  let snapshots = false;
  let frameChars = 0;
  let framesUntil: number | null = null;

  const framesNow = (): TFlowFrame[] | undefined => {
    if (!snapshots || framesUntil !== null) return undefined;
    let size = 0;
    const frames = stack.map((frame) => {
      size += frame.name.length;
      for (const [name, value] of frame.variables) size += name.length + value.length;
      return { name: frame.name, variables: Object.fromEntries(frame.variables) };
    });
    if (frameChars + size > FLOW_MAX_FRAME_CHARS) {
      framesUntil = steps.length;
      return undefined;
    }
    frameChars += size;
    return frames;
  };
  const add = (node: FlowNode | undefined, step: Omit<TFlowStep, "stepNumber" | "line" | "frames">) => {
    if (steps.length >= FLOW_MAX_STEPS) return;
    const frames = framesNow();
    steps.push({
      stepNumber: steps.length + 1,
      ...step,
      ...(node?.l ? { line: node.l } : {}),
      ...(frames ? { frames } : {}),
    });
  };
  const applySnapshot = (keep: number, entries: SnapshotEntry[]) => {
    snapshots = true;
    stack = stack.slice(0, keep);
    for (const [index, name, set, dropped] of entries) {
      if (index > stack.length) break;
      const frame = stack[index] ?? { name, variables: new Map<string, string>() };
      frame.name = name;
      stack[index] = frame;
      for (const [variable, value] of Object.entries(set))
        if (variable !== "__proto__") frame.variables.set(variable, value);
      for (const variable of dropped) frame.variables.delete(variable);
    }
  };
  const notePrecedence = (id: number, node: FlowNode) => {
    if (!node.rule || precedenceSeen.has(id) || precedence.length >= 30) return;
    precedenceSeen.add(id);
    const rule = node.rule === "applied last" ? `${node.op} applied last` : node.rule;
    precedence.push(`${node.t}: ${rule}`);
  };
  const changed = (frame: number, changes: { [name: string]: string }) => {
    if (frame !== 0) return;
    for (const [name, value] of Object.entries(changes)) {
      if (!Object.hasOwn(initialValues, name) && /^[A-Za-z_$][\w$]*$/.test(name) && name !== "__proto__")
        initialValues[name] = value;
      globals.set(name, value);
    }
  };

  for (const record of records) {
    switch (record[0]) {
      case "meta":
        nodes = record[1];
        break;
      case "b": {
        const [, id, , left, right, result] = record;
        const node = nodes[id];
        if (!node) break;
        notePrecedence(id, node);
        add(node, {
          operation: node.t,
          reasoning: `${node.t} = ${left} ${node.op} ${right} = ${result}${ruleSentence(node.rule)}`,
          result,
        });
        break;
      }
      case "u": {
        const [, id, , operand, result] = record;
        const node = nodes[id];
        if (!node) break;
        notePrecedence(id, node);
        const op = node.op === "not" || node.op === "typeof" ? `${node.op} ` : node.op;
        add(node, { operation: node.t, reasoning: `${node.t} = ${op}${operand} = ${result}`, result });
        break;
      }
      case "o": {
        const [, id, frame, index, value] = record;
        const key = `${frame}:${id}`;
        // Operands wait for their node's value record; a trace that never sends it cannot grow this without bound.
        if (!operands.has(key) && operands.size >= MAX_PENDING_OPERANDS) break;
        const list = operands.get(key) ?? [];
        list[index] = value;
        operands.set(key, list);
        break;
      }
      case "v": {
        const [, id, frame, value] = record;
        const node = nodes[id];
        if (!node) break;
        const key = `${frame}:${id}`;
        const seen = operands.get(key) ?? [];
        operands.delete(key);
        if (node.k === "call") {
          const args = (node.args ?? []).map((text, i) => seen[i] ?? text);
          add(node, {
            operation: node.t,
            reasoning: `${node.name}(${args.join(", ")}) was called and returned ${value}`,
            result: value,
          });
        } else if (node.k === "bool") {
          notePrecedence(id, node);
          const parts = node.parts ?? [];
          const ran = parts.filter((_, i) => seen[i] !== undefined).length;
          const shown = parts.slice(0, ran).map((text, i) => `${text} → ${seen[i]}`);
          const skipped = parts.slice(ran);
          const why =
            skipped.length > 0
              ? ` decided the result, so ${skipped.join(", ")} ${skipped.length === 1 ? "was" : "were"} not evaluated (short-circuit)`
              : "";
          add(node, {
            operation: node.t,
            reasoning: `${node.t}: ${shown.join(", ")}${why}; the result is ${value}`,
            result: value,
          });
        } else {
          add(node, { operation: node.t, reasoning: `${node.t} = ${value}`, result: value });
        }
        break;
      }
      case "t": {
        const [, id, , value, truthy] = record;
        const node = nodes[id];
        if (!node) break;
        const test = node.test ?? node.t;
        const outcome =
          node.k === "while" || node.k === "loop"
            ? truthy
              ? "so the loop body runs"
              : "so the loop ends"
            : node.k === "assert"
              ? truthy
                ? "so the assertion holds"
                : "so the assertion fails"
              : node.k === "ifexp"
                ? truthy
                  ? "so the first value is chosen"
                  : "so the other value is chosen"
                : truthy
                  ? "so the if-branch runs"
                  : "so the if-branch is skipped";
        const keyword = node.k === "loop" ? "loop test" : node.k === "ifexp" ? "condition" : node.k;
        const last = steps[steps.length - 1];
        // The comparison that forms the test was just recorded: fold it into the branch step.
        if (last && last.operation === test && last.line === (node.l || undefined) && last.result === value) {
          last.operation = `${keyword} ${test}`;
          last.reasoning = `${last.reasoning}, ${outcome}`;
          break;
        }
        add(node, {
          operation: `${keyword} ${test}`,
          reasoning: `${test} is ${value}${value === "True" || value === "False" || value === "true" || value === "false" ? "" : truthy ? " (truthy)" : " (falsy)"}, ${outcome}`,
          result: value,
        });
        break;
      }
      case "a": {
        const [, id, frame, changes] = record;
        const node = nodes[id];
        if (!node) break;
        const entries = Object.entries(changes);
        changed(frame, changes);
        const listing = entries.map(([name, v]) => `${name} = ${v}`).join(", ");
        if (node.k === "for") {
          add(node, {
            operation: node.header ?? node.t,
            reasoning: `the loop takes its next value: ${listing}`,
            variableChanges: changes,
          });
        } else {
          add(node, {
            operation: node.t,
            reasoning: entries.length ? `${listing} is stored` : "stored",
            ...(entries.length === 1 ? { result: entries[0]?.[1] } : {}),
            variableChanges: changes,
          });
        }
        break;
      }
      case "g": {
        const [, id, frame, name, old, right, result] = record;
        const node = nodes[id];
        if (!node) break;
        changed(frame, { [name]: result });
        // The tracer reports x += y before the new value is stored: its snapshot still holds the
        // old one. The name resolves to the innermost frame that has it, as it does in the program.
        const holder = [...stack].reverse().find((f) => f.variables.has(name));
        holder?.variables.set(name, result);
        add(node, {
          operation: node.t,
          reasoning: `${node.t}: ${name} = ${old} ${node.op} ${right} = ${result}`,
          result,
          variableChanges: { [name]: result },
        });
        break;
      }
      case "f": {
        const [, id, , params] = record;
        const node = nodes[id];
        if (!node) break;
        const list = Object.entries(params).map(([name, v]) => `${name} = ${v}`);
        add(node, {
          operation: `call ${node.fn ?? node.t}(${Object.values(params).join(", ")})`,
          reasoning: list.length ? `${node.fn} starts with ${list.join(", ")}` : `${node.fn} starts with no arguments`,
          ...(list.length ? { variableChanges: params } : {}),
        });
        break;
      }
      case "r": {
        const [, id, , value] = record;
        const node = nodes[id];
        if (!node) break;
        add(node, { operation: node.t, reasoning: `${node.fn} returns ${value}`, result: value });
        break;
      }
      case "h": {
        const [, id, frame, caught] = record;
        const node = nodes[id];
        if (!node) break;
        const changes = node.name ? { [node.name]: caught } : undefined;
        if (changes) changed(frame, changes);
        add(node, {
          operation: node.t,
          reasoning: `the exception ${caught} is caught here`,
          ...(changes ? { variableChanges: changes } : {}),
        });
        break;
      }
      case "s":
        applySnapshot(record[1], record[2]);
        break;
      case "o!":
        output += record[1];
        break;
      case "e":
        error = record[2] ? `${record[1]} (line ${record[2]})` : record[1];
        break;
      case "end":
        end = record[1];
        shortened = record[2];
        break;
    }
  }
  output += stray;

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
  const finals = snapshots
    ? [...(stack[0]?.variables ?? new Map<string, string>()).entries()].filter(([, value]) => !isDefinition(value))
    : [...globals.entries()];
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

  return {
    supported: true,
    error,
    initialValues,
    operatorPrecedence: precedence,
    steps,
    finalResult: notes.join(" "),
    output,
  };
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
