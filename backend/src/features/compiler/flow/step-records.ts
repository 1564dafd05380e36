import type { FlowNode, FlowRecord } from "./records";
import { FlowTrace } from "./step-trace";

/** Nodes whose operands are known and whose value is still to come (calls nest at most this deep in practice). */
const MAX_PENDING_OPERANDS = 10_000;

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

/** What the records said besides the steps: the program's output, its error and why the trace ended. */
export type TraceRead = {
  trace: FlowTrace;
  output: string;
  error: string | null;
  /** The tracer's own end record: "steps" or "trace" when a limit stopped it, null when it never came. */
  end: string | null;
  /** Values the tracer shortened. */
  shortened: number;
};

/**
 * Turns the tracer's records into steps, in order. `nodes` describes the traced nodes (a "meta"
 * record replaces it); a record of a node not in it makes no step.
 */
export function readRecords(records: FlowRecord[], nodes: FlowNode[]): TraceRead {
  const trace = new FlowTrace();
  /** Operand values by frame and node, waiting for their node's value record. */
  const operands = new Map<string, string[]>();
  const read: TraceRead = { trace, output: "", error: null, end: null, shortened: 0 };
  let table = nodes;

  for (const record of records) {
    switch (record[0]) {
      case "meta":
        table = record[1];
        break;
      case "b": {
        const [, id, , left, right, result] = record;
        const node = table[id];
        if (!node) break;
        trace.notePrecedence(id, node);
        trace.add(node, {
          operation: node.t,
          reasoning: `${node.t} = ${left} ${node.op} ${right} = ${result}${ruleSentence(node.rule)}`,
          result,
        });
        break;
      }
      case "u": {
        const [, id, , operand, result] = record;
        const node = table[id];
        if (!node) break;
        trace.notePrecedence(id, node);
        const op = node.op === "not" || node.op === "typeof" ? `${node.op} ` : node.op;
        trace.add(node, { operation: node.t, reasoning: `${node.t} = ${op}${operand} = ${result}`, result });
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
        const node = table[id];
        if (!node) break;
        const key = `${frame}:${id}`;
        const seen = operands.get(key) ?? [];
        operands.delete(key);
        addValueStep(trace, id, node, seen, value);
        break;
      }
      case "t": {
        const [, id, , value, truthy] = record;
        const node = table[id];
        if (!node) break;
        addTestStep(trace, node, value, truthy);
        break;
      }
      case "a": {
        const [, id, frame, changes] = record;
        const node = table[id];
        if (!node) break;
        addAssignmentStep(trace, node, frame, changes);
        break;
      }
      case "g": {
        const [, id, frame, name, old, right, result] = record;
        const node = table[id];
        if (!node) break;
        trace.changed(frame, { [name]: result });
        // The tracer reports x += y before the new value is stored: its snapshot still holds the
        // old one. The name resolves to the innermost frame that has it, as it does in the program.
        const holder = [...trace.stack].reverse().find((f) => f.variables.has(name));
        holder?.variables.set(name, result);
        trace.add(node, {
          operation: node.t,
          reasoning: `${node.t}: ${name} = ${old} ${node.op} ${right} = ${result}`,
          result,
          variableChanges: { [name]: result },
        });
        break;
      }
      case "f": {
        const [, id, , params] = record;
        const node = table[id];
        if (!node) break;
        const list = Object.entries(params).map(([name, v]) => `${name} = ${v}`);
        trace.add(node, {
          operation: `call ${node.fn ?? node.t}(${Object.values(params).join(", ")})`,
          reasoning: list.length ? `${node.fn} starts with ${list.join(", ")}` : `${node.fn} starts with no arguments`,
          ...(list.length ? { variableChanges: params } : {}),
        });
        break;
      }
      case "r": {
        const [, id, , value] = record;
        const node = table[id];
        if (!node) break;
        trace.add(node, { operation: node.t, reasoning: `${node.fn} returns ${value}`, result: value });
        break;
      }
      case "h": {
        const [, id, frame, caught] = record;
        const node = table[id];
        if (!node) break;
        const changes = node.name ? { [node.name]: caught } : undefined;
        if (changes) trace.changed(frame, changes);
        trace.add(node, {
          operation: node.t,
          reasoning: `the exception ${caught} is caught here`,
          ...(changes ? { variableChanges: changes } : {}),
        });
        break;
      }
      case "s":
        trace.applySnapshot(record[1], record[2]);
        break;
      case "o!":
        read.output += record[1];
        break;
      case "e":
        read.error = record[2] ? `${record[1]} (line ${record[2]})` : record[1];
        break;
      case "end":
        read.end = record[1];
        read.shortened = record[2];
        break;
    }
  }
  return read;
}

/** A node's value: a call with its arguments, a short-circuit with the operands it ran, or a plain value. */
function addValueStep(trace: FlowTrace, id: number, node: FlowNode, seen: string[], value: string) {
  if (node.k === "call") {
    const args = (node.args ?? []).map((text, i) => seen[i] ?? text);
    trace.add(node, {
      operation: node.t,
      reasoning: `${node.name}(${args.join(", ")}) was called and returned ${value}`,
      result: value,
    });
  } else if (node.k === "bool") {
    trace.notePrecedence(id, node);
    const parts = node.parts ?? [];
    const ran = parts.filter((_, i) => seen[i] !== undefined).length;
    const shown = parts.slice(0, ran).map((text, i) => `${text} → ${seen[i]}`);
    const skipped = parts.slice(ran);
    const why =
      skipped.length > 0
        ? ` decided the result, so ${skipped.join(", ")} ${skipped.length === 1 ? "was" : "were"} not evaluated (short-circuit)`
        : "";
    trace.add(node, {
      operation: node.t,
      reasoning: `${node.t}: ${shown.join(", ")}${why}; the result is ${value}`,
      result: value,
    });
  } else {
    trace.add(node, { operation: node.t, reasoning: `${node.t} = ${value}`, result: value });
  }
}

/** A branch, loop or assertion test and what its outcome does. */
function addTestStep(trace: FlowTrace, node: FlowNode, value: string, truthy: boolean) {
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
  const last = trace.steps[trace.steps.length - 1];
  // The comparison that forms the test was just recorded: fold it into the branch step.
  if (last && last.operation === test && last.line === (node.l || undefined) && last.result === value) {
    last.operation = `${keyword} ${test}`;
    last.reasoning = `${last.reasoning}, ${outcome}`;
    return;
  }
  trace.add(node, {
    operation: `${keyword} ${test}`,
    reasoning: `${test} is ${value}${value === "True" || value === "False" || value === "true" || value === "false" ? "" : truthy ? " (truthy)" : " (falsy)"}, ${outcome}`,
    result: value,
  });
}

/** Values stored by an assignment, or taken by a loop's variables for its next iteration. */
function addAssignmentStep(trace: FlowTrace, node: FlowNode, frame: number, changes: { [name: string]: string }) {
  const entries = Object.entries(changes);
  trace.changed(frame, changes);
  const listing = entries.map(([name, v]) => `${name} = ${v}`).join(", ");
  if (node.k === "for") {
    trace.add(node, {
      operation: node.header ?? node.t,
      reasoning: `the loop takes its next value: ${listing}`,
      variableChanges: changes,
    });
  } else {
    trace.add(node, {
      operation: node.t,
      reasoning: entries.length ? `${listing} is stored` : "stored",
      ...(entries.length === 1 ? { result: entries[0]?.[1] } : {}),
      variableChanges: changes,
    });
  }
}
