/**
 * Reading a tracer's output. The records come from the learner's own process, and the learner's
 * program can write to the same stdout (os.write(1, ...), fs.writeSync(1, ...)), so every line is
 * untrusted data: it is read with a bound on its size and nesting before it is parsed, its shape
 * is checked field by field, and the reading yields to the event loop between slices so that one
 * large trace never holds up other requests.
 */

/** What the instrumenter knows about one traced node (the tracers' "meta" entries). */
export type FlowNode = {
  /** bin, un, bool, val, call, ifexp, assign, aug, update, for, if, while, assert, test, return, enter, handler */
  k: string;
  /** Source text of the node. */
  t: string;
  /** 1-based line. */
  l: number;
  op?: string;
  rule?: string;
  opname?: string;
  parts?: string[];
  names?: string[];
  header?: string;
  test?: string;
  fn?: string;
  params?: string[];
  name?: string;
  args?: string[];
};

type Values = { [name: string]: string };

/**
 * One frame's change in a state snapshot: its index in the call stack (outermost first), its
 * name, the variables set (new or with a new value) and the names no longer visible. A frame
 * at an index past the stack kept so far starts empty.
 */
export type SnapshotEntry = [number, string, Values, string[]];

/** Records the tracers write, one per line after the \x1e mark (see python-tracer.py and javascript/index.ts). */
export type FlowRecord =
  | ["meta", FlowNode[]]
  | ["b", number, number, string, string, string]
  | ["u", number, number, string, string]
  | ["v", number, number, string]
  | ["o", number, number, number, string]
  | ["t", number, number, string, boolean]
  | ["a", number, number, Values]
  | ["g", number, number, string, string, string, string]
  | ["f", number, number, Values]
  | ["r", number, number, string]
  | ["h", number, number, string]
  | ["s", number, SnapshotEntry[]]
  | ["o!", string]
  | ["e", string, number]
  | ["end", string, number];

export const RECORD_MARK = "\x1e";

/**
 * The node table is the one large record (Python writes it before the program starts); every
 * other record holds a few values of at most 100 characters, an error of at most 1,000, or a
 * slice of the program's output (at most 64 K characters, six apiece once escaped).
 */
export const MAX_META_CHARS = 3 * 1024 * 1024;
export const MAX_RECORD_CHARS = 512 * 1024;
/** The deepest record a tracer writes is the node table: [ "meta", [ { "parts": [ ... ] } ] ]. */
const MAX_DEPTH = 4;
/** Names in one assignment or call record, and operand slots of one node. */
const MAX_ENTRIES = 4096;
/** Frames of one snapshot (the tracers show at most 16). */
export const MAX_SNAPSHOT_FRAMES = 64;
/** Characters read between two yields to the event loop. */
const SLICE_CHARS = 256 * 1024;

export type ParsedTrace = {
  records: FlowRecord[];
  /** Text the program wrote around the tracer. */
  stray: string;
  /** Why the trace could not be read to its end (a line after the mark that is no tracer record). */
  broken: string | null;
};

export const BROKEN_TRACE =
  "The program wrote a line starting with the trace mark (\\x1e) that is not a trace record, so the steps after it are not shown";

/**
 * Splits the tracer's stdout into records and stray text. `meta` says whether the trace carries
 * its own node table (Python writes it as its first record; JavaScript's is made on the server,
 * so a "meta" record there can only be forged). A line that is not a well-formed record ends the
 * reading, except a last line cut short by the output limit.
 */
export async function parseRecords(stdout: string, options: { meta: boolean }): Promise<ParsedTrace> {
  const records: FlowRecord[] = [];
  let stray = "";
  let sinceYield = 0;
  let start = 0;
  while (start < stdout.length) {
    let end = stdout.indexOf("\n", start);
    const cut = end < 0;
    if (cut) end = stdout.length;
    const at = stdout.indexOf(RECORD_MARK, start);
    if (at < 0 || at >= end) {
      if (end > start) stray += `${stdout.slice(start, end)}\n`;
    } else {
      if (at > start) stray += stdout.slice(start, at);
      const record = readRecord(stdout, at + 1, end, options.meta && records.length === 0);
      if (record) records.push(record);
      // A record cut by the output limit: the run stopped there.
      else if (!cut) return { records, stray, broken: BROKEN_TRACE };
    }
    sinceYield += end - start + 1;
    start = end + 1;
    if (sinceYield >= SLICE_CHARS) {
      sinceYield = 0;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  return { records, stray, broken: null };
}

/** The record between `from` and `to`, or null when it is too large, too deep, not JSON or of no known shape. */
function readRecord(text: string, from: number, to: number, metaAllowed: boolean): FlowRecord | null {
  const length = to - from;
  if (length > (metaAllowed ? MAX_META_CHARS : MAX_RECORD_CHARS)) return null;
  if (!shallow(text, from, to, MAX_DEPTH)) return null;
  let value: unknown;
  try {
    value = JSON.parse(text.slice(from, to));
  } catch {
    return null;
  }
  return validRecord(value, metaAllowed);
}

/** Whether the JSON text between `from` and `to` nests at most `max` arrays and objects deep. */
function shallow(text: string, from: number, to: number, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 /* [ */ || c === 123 /* { */) {
      if (++depth > max) return false;
    } else if (c === 93 /* ] */ || c === 125 /* } */) depth--;
  }
  return true;
}

const isInt = (v: unknown, max = Number.MAX_SAFE_INTEGER): v is number =>
  Number.isInteger(v) && (v as number) >= 0 && (v as number) <= max;
const isString = (v: unknown): v is string => typeof v === "string";
const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every(isString);

function isValues(v: unknown): v is Values {
  if (v === null || typeof v !== "object" || Array.isArray(v)) return false;
  const entries = Object.entries(v);
  return entries.length <= MAX_ENTRIES && entries.every(([, value]) => isString(value));
}

function isSnapshotEntry(v: unknown): v is SnapshotEntry {
  return (
    Array.isArray(v) &&
    v.length === 4 &&
    isInt(v[0], MAX_SNAPSHOT_FRAMES - 1) &&
    isString(v[1]) &&
    isValues(v[2]) &&
    isStrings(v[3]) &&
    v[3].length <= MAX_ENTRIES
  );
}

const NODE_STRINGS = ["op", "rule", "opname", "header", "test", "fn", "name"] as const;
const NODE_LISTS = ["parts", "names", "params", "args"] as const;

function isNode(v: unknown): v is FlowNode {
  if (v === null || typeof v !== "object" || Array.isArray(v)) return false;
  const node = v as { [key: string]: unknown };
  if (!isString(node.k) || !isString(node.t) || !isInt(node.l)) return false;
  return (
    NODE_STRINGS.every((key) => node[key] === undefined || isString(node[key])) &&
    NODE_LISTS.every((key) => node[key] === undefined || isStrings(node[key]))
  );
}

/** The record if `value` has the exact shape of one the tracers write, else null. */
export function validRecord(value: unknown, metaAllowed: boolean): FlowRecord | null {
  if (!Array.isArray(value) || !isString(value[0])) return null;
  const r = value as unknown[];
  const ids = () => isInt(r[1]) && isInt(r[2]);
  const strings = (from: number, to: number) => r.slice(from, to).every(isString);
  const ok = (() => {
    switch (r[0]) {
      case "meta":
        return metaAllowed && r.length === 2 && Array.isArray(r[1]) && r[1].every(isNode);
      case "b":
        return r.length === 6 && ids() && strings(3, 6);
      case "u":
        return r.length === 5 && ids() && strings(3, 5);
      case "v":
      case "r":
      case "h":
        return r.length === 4 && ids() && isString(r[3]);
      case "o":
        return r.length === 5 && ids() && isInt(r[3], MAX_ENTRIES) && isString(r[4]);
      case "t":
        return r.length === 5 && ids() && isString(r[3]) && typeof r[4] === "boolean";
      case "a":
      case "f":
        return r.length === 4 && ids() && isValues(r[3]);
      case "g":
        return r.length === 7 && ids() && strings(3, 7);
      case "s":
        return (
          r.length === 3 &&
          isInt(r[1], MAX_SNAPSHOT_FRAMES) &&
          Array.isArray(r[2]) &&
          r[2].length <= MAX_SNAPSHOT_FRAMES &&
          r[2].every(isSnapshotEntry)
        );
      case "o!":
        return r.length === 2 && isString(r[1]);
      case "e":
      case "end":
        return r.length === 3 && isString(r[1]) && isInt(r[2]);
      default:
        return false;
    }
  })();
  return ok ? (value as FlowRecord) : null;
}
