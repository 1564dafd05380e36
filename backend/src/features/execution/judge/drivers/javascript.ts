import type { TSignature } from "@cp/contracts";
import { nodeDefinition } from "../definitions";
import { type GeneratedProgram, MAX_TEST_OUTPUT, quote, signatureLiterals } from "./protocol";

/**
 * The learner's code runs as its own script (vm.runInThisContext, file name "solution.js"), so
 * `var twoSum = function...`, `function twoSum` and `const twoSum = (...) =>` all become visible,
 * and syntax errors and stack traces carry the learner's line numbers. ListNode and TreeNode are
 * globals, as on LeetCode; `require` is offered for Node's built-in modules.
 */
const RUNTIME = String.raw`
const toList = (v) => {
  let head = null;
  for (let i = (v || []).length - 1; i >= 0; i--) head = new ListNode(v[i], head);
  return head;
};
const toTree = (v) => {
  if (!v || v.length === 0 || v[0] === null) return null;
  const root = new TreeNode(v[0]);
  const queue = [root];
  let i = 1;
  for (let q = 0; q < queue.length && i < v.length; q++) {
    const parent = queue[q];
    if (v[i] !== null && v[i] !== undefined) queue.push((parent.left = new TreeNode(v[i])));
    i++;
    if (i < v.length && v[i] !== null && v[i] !== undefined) queue.push((parent.right = new TreeNode(v[i])));
    i++;
  }
  return root;
};
const ser = (x) => {
  if (x === null || x === undefined) return null;
  if (typeof x === "number") return Number.isFinite(x) ? x : String(x);
  if (typeof x === "boolean" || typeof x === "string") return x;
  if (typeof x === "bigint") return Number(x);
  if (typeof x !== "object") throw new TypeError("cannot return a value of type " + typeof x);
  if ("val" in x && "next" in x) {
    const out = [], seen = new Set();
    for (let n = x; n; n = n.next) {
      if (seen.has(n)) throw new Error("Found cycle in the ListNode");
      seen.add(n);
      out.push(ser(n.val));
    }
    return out;
  }
  if ("val" in x && ("left" in x || "right" in x)) {
    const out = [], queue = [x], seen = new Set();
    for (let q = 0; q < queue.length; q++) {
      const n = queue[q];
      if (!n) { out.push(null); continue; }
      if (seen.has(n)) throw new Error("Found cycle in the TreeNode");
      seen.add(n);
      out.push(ser(n.val));
      queue.push(n.left ?? null, n.right ?? null);
    }
    while (out.length && out[out.length - 1] === null) out.pop();
    return out;
  }
  if (typeof x[Symbol.iterator] === "function") return Array.from(x, ser);
  throw new TypeError("cannot return a value of type " + (x.constructor?.name ?? "object"));
};
const describe = (e) => {
  if (!(e instanceof Error)) return "Uncaught " + String(e);
  let msg = e.name + ": " + e.message;
  const at = /at (?:(\S+) \()?solution\.js:(\d+):\d+/.exec(String(e.stack));
  if (at) msg += "\nLine " + at[2] + (at[1] ? " in " + at[1] : "") + " (solution.js)";
  return msg;
};

const input = fs.readFileSync(0, "utf8");
const nl = input.indexOf("\n");
const mark = "\x1e" + input.slice(0, nl) + " ";
const tests = JSON.parse(input.slice(nl + 1));
const write = process.stdout.write.bind(process.stdout);
const emit = (obj) => write(mark + JSON.stringify(obj) + "\n");
let captured = null;
process.stdout.write = function (chunk, encoding, callback) {
  if (captured === null) return write(chunk, encoding, callback);
  captured += typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8");
  const done = typeof encoding === "function" ? encoding : callback;
  if (typeof done === "function") done();
  return true;
};

try {
  vm.runInThisContext(SOURCE, { filename: "solution.js" });
} catch (e) {
  if (e instanceof SyntaxError) {
    const stack = String(e.stack);
    const cut = stack.indexOf("\n    at ");
    emit({ compile: cut < 0 ? stack : stack.slice(0, cut) });
  } else emit({ fatal: describe(e) });
  process.exit(0);
}
const fn = vm.runInThisContext("typeof " + NAME + " === 'function' ? " + NAME + " : undefined");
if (typeof fn !== "function") {
  emit({ fatal: "function " + NAME + " was not found: declare var " + NAME + " = function(...) { ... }" });
  process.exit(0);
}
for (let i = 0; i < tests.length; i++) {
  const res = { i };
  let t0 = performance.now();
  captured = "";
  try {
    const call = tests[i].map((a, k) => (TYPES[k] === "ListNode" ? toList(a) : TYPES[k] === "TreeNode" ? toTree(a) : a));
    t0 = performance.now();
    let r;
    try {
      r = fn(...call);
    } finally {
      res.t = performance.now() - t0;
    }
    res.v = ser(r);
  } catch (e) {
    res.t ??= performance.now() - t0;
    res.e = describe(e);
    if (e instanceof RangeError && /allocation failed|Array buffer allocation/.test(e.message)) res.k = "mem";
  }
  const printed = captured;
  captured = null;
  res.o = printed.length <= CAP ? printed : printed.slice(0, CAP) + "\n... output truncated";
  emit(res);
}
// Exits once everything written has reached the pipe: an exit right away would drop what is still
// queued (a result larger than the pipe's buffer, such as 10^5 numbers), and leave the test unreported.
write("", () => process.exit(0));
`;

/**
 * LeetCode's preloaded JavaScript libraries, as globals: @datastructures-js/priority-queue (v6:
 * `new MinPriorityQueue(x => x.cost)`, `enqueue(x)`, `dequeue()` returns the element),
 * @datastructures-js/queue, @datastructures-js/deque and lodash as `_`. The engine mounts the
 * packages read-only under JS_LIBRARY_DIR. Each loads on first use (lodash alone costs tens of
 * milliseconds), and a learner's own `var _` or `class Deque` simply replaces the global.
 */
export const JS_LIBRARY_DIR = "/judge-lib";
const LIBRARY_GLOBALS: [string, string, string | null][] = [
  ["PriorityQueue", "@datastructures-js/priority-queue", "PriorityQueue"],
  ["MinPriorityQueue", "@datastructures-js/priority-queue", "MinPriorityQueue"],
  ["MaxPriorityQueue", "@datastructures-js/priority-queue", "MaxPriorityQueue"],
  ["Queue", "@datastructures-js/queue", "Queue"],
  ["Deque", "@datastructures-js/deque", "Deque"],
  ["_", "lodash", null],
];

function libraryGlobals(): string {
  const entries = LIBRARY_GLOBALS.map(
    ([name, pkg, member]) => `[${quote(name)}, ${quote(pkg)}, ${quote(member ?? "")}]`,
  );
  return `for (const [name, pkg, member] of [${entries.join(", ")}]) {
  Object.defineProperty(globalThis, name, {
    configurable: true,
    get() {
      let value;
      try {
        const mod = require(${quote(`${JS_LIBRARY_DIR}/node_modules/`)} + pkg);
        value = member ? mod[member] : mod;
      } catch {
        value = undefined;
      }
      Object.defineProperty(globalThis, name, { value, writable: true, configurable: true });
      return value;
    },
    set(value) {
      Object.defineProperty(globalThis, name, { value, writable: true, configurable: true });
    },
  });
}`;
}

export function generateJavaScriptProgram(signature: TSignature, code: string): GeneratedProgram {
  const { name, types } = signatureLiterals(signature);
  const header = [
    '"use strict";',
    'const fs = require("fs");',
    'const vm = require("vm");',
    `globalThis.ListNode = ${nodeDefinition("javascript", "ListNode")};`,
    `globalThis.TreeNode = ${nodeDefinition("javascript", "TreeNode")};`,
    "globalThis.require = require;",
    libraryGlobals(),
    `const SOURCE = ${quote(code)};`,
    `const NAME = ${quote(name)};`,
    `const TYPES = ${JSON.stringify(types)};`,
    `const CAP = ${MAX_TEST_OUTPUT};`,
  ];
  return { source: `${header.join("\n")}\n${RUNTIME}`, learnerLineOffset: 0 };
}
