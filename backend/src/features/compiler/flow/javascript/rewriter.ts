import type { Node } from "acorn";
import type { FlowNode } from "../records";

/**
 * An insertion or replacement in the learner's source. `kind` orders edits at one position:
 * 0 suffixes (innermost first), 1 replacements between children, 2 prefixes (outermost first).
 */
type Edit = { pos: number; kind: 0 | 1 | 2; seq: number; text: string; until?: number };

/**
 * The state of one rewrite: the edits collected while the visitors walk the tree, the nodes
 * described so far (`meta`, whose indexes the runtime's records carry) and the function being
 * visited. The source itself is never changed until `apply`.
 */
export class Rewriter {
  readonly meta: FlowNode[] = [];
  /** The name of the function the visitors are in ("<program>" at the top level). */
  functionName = "<program>";
  private edits: Edit[] = [];
  private seq = 0;

  constructor(private readonly code: string) {}

  src(node: Node): string {
    return this.code.slice(node.start, node.end);
  }

  /** Describes a node for the steps (`info.t` replaces its source text) and answers its index in `meta`. */
  node(node: Node, k: string, info: Partial<FlowNode> = {}): number {
    this.meta.push({ k, t: this.src(node).slice(0, 200), l: node.loc?.start.line ?? 0, ...info });
    return this.meta.length - 1;
  }

  prefix(pos: number, text: string) {
    this.edits.push({ pos, kind: 2, seq: this.seq++, text });
  }
  suffix(pos: number, text: string) {
    this.edits.push({ pos, kind: 0, seq: this.seq++, text });
  }
  /** Replaces the text between two children (an operator token); its line breaks stay, so lines keep their numbers. */
  replace(from: number, until: number, text: string) {
    this.edits.push({ pos: from, kind: 1, seq: this.seq++, text: text + this.breaks(from, until), until });
  }
  /** Replaces text from a node's start, ordered like a prefix (outer wrappers stay in front of it). */
  replaceStart(from: number, until: number, text: string) {
    this.edits.push({ pos: from, kind: 2, seq: this.seq++, text: text + this.breaks(from, until), until });
  }
  private breaks(from: number, until: number): string {
    return "\n".repeat(this.code.slice(from, until).split("\n").length - 1);
  }
  wrap(node: Node, before: string, after: string) {
    this.prefix(node.start, before);
    this.suffix(node.end, after);
  }

  hashbang() {
    this.replaceStart(0, 2, "//");
  }

  /** The rewritten program: the source with every edit in place. */
  apply(): string {
    const sorted = [...this.edits].sort(
      (a, b) => a.pos - b.pos || a.kind - b.kind || (a.kind === 0 ? b.seq - a.seq : a.seq - b.seq),
    );
    let out = "";
    let cursor = 0;
    for (const edit of sorted) {
      if (edit.pos < cursor) continue;
      out += this.code.slice(cursor, edit.pos) + edit.text;
      cursor = edit.until ?? edit.pos;
    }
    return out + this.code.slice(cursor);
  }
}
