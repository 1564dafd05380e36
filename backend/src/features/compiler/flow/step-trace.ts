import type { TFlowFrame, TFlowStep } from "@cp/contracts";
import { FLOW_MAX_FRAME_CHARS, FLOW_MAX_STEPS } from "./limits";
import type { FlowNode, SnapshotEntry } from "./records";

/**
 * The steps of a flow analysis as they are read from the tracer's records, with what the steps
 * show beside them: the program's state (its call stack as the last snapshot left it), the first
 * and last values of the global names, and the precedence rules met on the way.
 */
export class FlowTrace {
  readonly steps: TFlowStep[] = [];
  /** The first value each global name took. */
  readonly initialValues: { [name: string]: string } = {};
  /** The last value assigned to each global name. */
  readonly globals = new Map<string, string>();
  readonly precedence: string[] = [];
  private readonly precedenceSeen = new Set<number>();
  /** The program's state as the last snapshot left it: the call stack, outermost frame first. */
  stack: { name: string; variables: Map<string, string> }[] = [];
  /** Whether the tracer sent any snapshot (an older tracer sends none). */
  snapshots = false;
  private frameChars = 0;
  /** The number of steps that carry frames, once the frames' characters reached their bound. */
  framesUntil: number | null = null;

  private framesNow(): TFlowFrame[] | undefined {
    if (!this.snapshots || this.framesUntil !== null) return undefined;
    let size = 0;
    const frames = this.stack.map((frame) => {
      size += frame.name.length;
      for (const [name, value] of frame.variables) size += name.length + value.length;
      return { name: frame.name, variables: Object.fromEntries(frame.variables) };
    });
    if (this.frameChars + size > FLOW_MAX_FRAME_CHARS) {
      this.framesUntil = this.steps.length;
      return undefined;
    }
    this.frameChars += size;
    return frames;
  }

  /** Adds a step on the node's line with the state as it is now (up to the step limit). */
  add(node: FlowNode | undefined, step: Omit<TFlowStep, "stepNumber" | "line" | "frames">) {
    if (this.steps.length >= FLOW_MAX_STEPS) return;
    const frames = this.framesNow();
    this.steps.push({
      stepNumber: this.steps.length + 1,
      ...step,
      ...(node?.l ? { line: node.l } : {}),
      ...(frames ? { frames } : {}),
    });
  }

  applySnapshot(keep: number, entries: SnapshotEntry[]) {
    this.snapshots = true;
    this.stack = this.stack.slice(0, keep);
    for (const [index, name, set, dropped] of entries) {
      if (index > this.stack.length) break;
      const frame = this.stack[index] ?? { name, variables: new Map<string, string>() };
      frame.name = name;
      this.stack[index] = frame;
      for (const [variable, value] of Object.entries(set))
        if (variable !== "__proto__") frame.variables.set(variable, value);
      for (const variable of dropped) frame.variables.delete(variable);
    }
  }

  /** Notes the precedence rule of an operator node the first time it runs (at most 30 rules). */
  notePrecedence(id: number, node: FlowNode) {
    if (!node.rule || this.precedenceSeen.has(id) || this.precedence.length >= 30) return;
    this.precedenceSeen.add(id);
    const rule = node.rule === "applied last" ? `${node.op} applied last` : node.rule;
    this.precedence.push(`${node.t}: ${rule}`);
  }

  /** Follows the values stored in the global frame (frame 0); other frames' changes are not kept here. */
  changed(frame: number, changes: { [name: string]: string }) {
    if (frame !== 0) return;
    for (const [name, value] of Object.entries(changes)) {
      if (!Object.hasOwn(this.initialValues, name) && /^[A-Za-z_$][\w$]*$/.test(name) && name !== "__proto__")
        this.initialValues[name] = value;
      this.globals.set(name, value);
    }
  }
}
