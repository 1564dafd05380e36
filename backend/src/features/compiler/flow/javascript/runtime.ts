/**
 * The runtime a JavaScript flow analysis prepends to the learner's rewritten program (see
 * index.ts): on the program's first line, so that the learner's line numbers stay theirs.
 */
/**
 * The runtime the instrumented program calls; kept free of line comments so it fits on one line.
 *
 * State snapshots: JavaScript cannot list a frame's variables, so the instrumenter hands the
 * runtime "readers", functions written inside each scope that return its variables' current
 * values. A call's frame (n, left in a finally by x) starts with a reader of its parameters and
 * var names; a block, a loop head or a catch clause adds one (k) while it runs and drops it (d).
 * Scopes nest, so adding or dropping a reader also drops those added after it. Before every
 * step the runtime reads the frames on the call stack and writes what changed ("s" records).
 */
const RUNTIME = `var _fl_t = (function () {
  var fs = require("fs"), util = require("util");
  var MAX_STEPS = 1000, MAX_BYTES = 2097152, MAX_OUT = 65536, MAX_VALUE = 100, MAX_ERROR = 1000, PRELUDE = __PRELUDE__;
  var MAX_FRAMES = 16, MAX_FRAME_VARS = 50, MAX_SNAPSHOT_CHARS = 8000;
  var steps = 0, bytes = 0, outChars = 0, frames = 0, shortened = 0, done = false;
  var stack = [{ id: 0, name: "Global frame", readers: [] }], live = { 0: stack[0] }, last = [], quiet = false;
  function write(s) {
    var buf = Buffer.from(s), off = 0;
    while (off < buf.length) {
      try { off += fs.writeSync(1, buf, off); } catch (e) { if (e.code !== "EAGAIN") return; }
    }
  }
  function finish(reason) {
    if (done) return;
    if (reason === "done") { stack.length = 1; snapshot(0); }
    done = true; write("\\x1e" + JSON.stringify(["end", reason, shortened]) + "\\n");
  }
  function stop(reason) { finish(reason); process.exit(0); }
  function put(rec) { var line = "\\x1e" + JSON.stringify(rec) + "\\n"; bytes += Buffer.byteLength(line); write(line); }
  function emit(rec, step) {
    if (quiet || done) return;
    if (step !== false) snapshot(rec[2]);
    put(rec);
    if (step !== false) { steps++; if (steps >= MAX_STEPS) stop("steps"); }
    if (bytes >= MAX_BYTES) stop("trace");
  }
  function at(f) { for (var i = stack.length - 1; i >= 0; i--) if (stack[i].id === f) return i; return -1; }
  function variables(frame, budget) {
    var shown = Object.create(null), count = 0;
    for (var r = 0; r < frame.readers.length; r++) {
      var pairs;
      try { pairs = frame.readers[r][1](); } catch (e) { pairs = []; }
      for (var p = 0; p < pairs.length; p++) {
        var name = pairs[p][0];
        if (!(name in shown)) { if (count >= MAX_FRAME_VARS || budget[0] <= 0) continue; count++; }
        var text = show(pairs[p][1], false);
        budget[0] -= name.length + text.length; shown[name] = text;
      }
    }
    return shown;
  }
  function snapshot(f) {
    var i = at(f);
    if (i >= 0) stack.length = i + 1;
    else if (live[f]) stack.push(live[f]);
    var list = stack.length > MAX_FRAMES ? [stack[0]].concat(stack.slice(stack.length - MAX_FRAMES + 1)) : stack;
    var now = new Array(list.length), budget = [MAX_SNAPSHOT_CHARS];
    quiet = true;
    try { for (i = list.length - 1; i >= 0; i--) now[i] = [list[i], variables(list[i], budget)]; } finally { quiet = false; }
    var keep = 0, entries = [];
    while (keep < now.length && keep < last.length && now[keep][0] === last[keep][0]) keep++;
    for (i = 0; i < keep; i++) {
      var old = last[i][1], cur = now[i][1], set = {}, dropped = [], any = false, k;
      for (k in cur) if (old[k] !== cur[k]) { set[k] = cur[k]; any = true; }
      for (k in old) if (!(k in cur)) { dropped.push(k); any = true; }
      if (any) entries.push([i, now[i][0].name, set, dropped]);
    }
    for (i = keep; i < now.length; i++) entries.push([i, now[i][0].name, now[i][1], []]);
    var changed = entries.length > 0 || keep < last.length;
    last = now;
    if (changed) put(["s", keep, entries]);
  }
  function reader(f, key, read) {
    if (!live[f]) return;
    var readers = live[f].readers;
    for (var r = 0; r < readers.length; r++) if (readers[r][0] === key) { readers.length = r; break; }
    if (read) readers.push([key, read]);
  }
  function show(v, count) {
    var s;
    try {
      if (typeof v === "string") s = JSON.stringify(v);
      else if (typeof v === "function") s = "[Function " + (v.name || "anonymous") + "]";
      else if (typeof v === "bigint") s = String(v) + "n";
      else if (v instanceof Error) s = errText(v);
      else if (v === null || typeof v !== "object") s = String(v);
      else s = util.inspect(v, { depth: 2, breakLength: Infinity, maxArrayLength: 20, maxStringLength: MAX_VALUE });
    } catch (e) { s = "<unprintable>"; }
    if (s.length > MAX_VALUE) { if (count !== false) shortened++; s = s.slice(0, MAX_VALUE - 3) + "..."; }
    return s;
  }
  function errText(e) {
    var s;
    try { s = String(e.name) + ": " + String(e.message); } catch (x) { s = "Error"; }
    return s.length > MAX_ERROR ? s.slice(0, MAX_ERROR - 3) + "..." : s;
  }
  function out(text) {
    if (outChars >= MAX_OUT) return;
    text = text.slice(0, MAX_OUT - outChars); outChars += text.length;
    emit(["o!", text], false);
  }
  console.log = console.info = console.debug = function () { out(util.format.apply(null, arguments) + "\\n"); };
  process.stdout.write = function (chunk, enc, cb) {
    out(typeof chunk === "string" ? chunk : Buffer.from(chunk).toString());
    if (typeof enc === "function") enc(); else if (typeof cb === "function") cb();
    return true;
  };
  function lineOf(e) {
    var re = /main\\.js:(\\d+):(\\d+)/g, m, stack = String(e && e.stack);
    while ((m = re.exec(stack))) { if (+m[1] > 1 || +m[2] > PRELUDE) return +m[1]; }
    return 0;
  }
  process.on("uncaughtException", function (e) {
    var text = e instanceof Error ? errText(e) : "Uncaught " + show(e);
    emit(["e", text, lineOf(e)], false); finish("done"); process.exit(1);
  });
  process.on("exit", function () { finish("done"); });
  return {
    b: function (id, f, l, r, op) { var x = op(l, r); emit(["b", id, f, show(l), show(r), show(x)]); return x; },
    u: function (id, f, a, op) { var x = op(a); emit(["u", id, f, show(a), show(x)]); return x; },
    v: function (id, f, x) { emit(["v", id, f, show(x)]); return x; },
    o: function (id, f, i, x) { emit(["o", id, f, i, show(x)], false); return x; },
    t: function (id, f, x) { emit(["t", id, f, show(x), !!x]); return x; },
    a: function (id, f) {
      var changes = {};
      for (var i = 2; i < arguments.length; i++) changes[arguments[i][0]] = show(arguments[i][1]);
      emit(["a", id, f, changes]);
    },
    g: function (id, f, op, name, old, right) {
      var x = op(old, right); emit(["g", id, f, name, show(old), show(right), show(x)]); return x;
    },
    p: function (id, f, name, value, now) { var c = {}; c[name] = show(now); emit(["a", id, f, c]); return value; },
    n: function (id, caller, params, read, name) {
      frames++; var shown = {};
      for (var k in params) shown[k] = show(params[k]);
      stack.push(live[frames] = { id: frames, name: name, readers: [["f", read]] });
      emit(["f", id, frames, shown]); return frames;
    },
    x: function (f) { var i = at(f); if (i > 0) stack.splice(i, 1); delete live[f]; },
    k: function (f, key, read) { reader(f, key, read); },
    d: function (f, key) { reader(f, key, null); },
    r: function (id, f, x) { emit(["r", id, f, show(x)]); return x; },
    h: function (id, f, err) { emit(["h", id, f, err instanceof Error ? errText(err) : show(err)]); }
  };
})(), _fl_f = 0, _fl_op = {
  "+": function (a, b) { return a + b; }, "-": function (a, b) { return a - b; },
  "*": function (a, b) { return a * b; }, "/": function (a, b) { return a / b; },
  "%": function (a, b) { return a % b; }, "**": function (a, b) { return a ** b; },
  "==": function (a, b) { return a == b; }, "!=": function (a, b) { return a != b; },
  "===": function (a, b) { return a === b; }, "!==": function (a, b) { return a !== b; },
  "<": function (a, b) { return a < b; }, "<=": function (a, b) { return a <= b; },
  ">": function (a, b) { return a > b; }, ">=": function (a, b) { return a >= b; },
  "<<": function (a, b) { return a << b; }, ">>": function (a, b) { return a >> b; },
  ">>>": function (a, b) { return a >>> b; }, "&": function (a, b) { return a & b; },
  "|": function (a, b) { return a | b; }, "^": function (a, b) { return a ^ b; },
  "in": function (a, b) { return a in b; }, "instanceof": function (a, b) { return a instanceof b; },
  "u-": function (a) { return -a; }, "u+": function (a) { return +a; },
  "u!": function (a) { return !a; }, "u~": function (a) { return ~a; }
};`;

const prelude = (length: number) => RUNTIME.replace(/\n\s*/g, " ").replace("__PRELUDE__", String(length));

/** The runtime on one line: its length is written into itself so error lines can skip it. */
function runtimeLine(): string {
  let length = prelude(0).length;
  for (;;) {
    const line = prelude(length);
    if (line.length === length) return line;
    length = line.length;
  }
}
export const RUNTIME_LINE = runtimeLine();
