# Flow tracer for Python, run inside the sandbox in front of the learner's program.
#
# It parses the program with `ast`, rewrites the tree so that operators, calls, assignments,
# branches, loops, returns and handlers report their real values to `_fl_t`, and runs the
# rewritten tree. Every report is one line on stdout: "\x1e" + a JSON array. The program's own
# prints become ["o", text] records. The server turns the records into steps.
import ast
import builtins
import io
import json
import operator
import os
import reprlib
import sys
import traceback
import types

MAX_STEPS = 1000
MAX_TRACE_BYTES = 2 * 1024 * 1024
MAX_OUTPUT_CHARS = 64 * 1024
MAX_VALUE = 100
MAX_ERROR = 1000
# Bounds of the state snapshot taken at each step: the frames shown (the global frame and the
# innermost calls), the variables of one frame, and the characters of one snapshot.
MAX_FRAMES = 16
MAX_FRAME_VARS = 50
MAX_SNAPSHOT_CHARS = 8000


def _error_text(error):
    # What an exception says, within the size the server reads a record at.
    try:
        text = "%s: %s" % (type(error).__name__, error)
    except Exception:
        text = type(error).__name__
    return text if len(text) <= MAX_ERROR else text[: MAX_ERROR - 3] + "..."
MARK = "\x1e"

# Line-buffered: a run stopped by the time limit still leaves every record written so far.
_raw = os.fdopen(os.dup(1), "w", encoding="utf-8", errors="replace", buffering=1)
_short_repr = reprlib.Repr()
_short_repr.maxstring = MAX_VALUE
_short_repr.maxother = MAX_VALUE
_short_repr.maxlist = _short_repr.maxtuple = _short_repr.maxset = _short_repr.maxdict = 12
_short_repr.maxlevel = 3

BIN = {
    ast.Add: ("+", operator.add), ast.Sub: ("-", operator.sub), ast.Mult: ("*", operator.mul),
    ast.Div: ("/", operator.truediv), ast.FloorDiv: ("//", operator.floordiv), ast.Mod: ("%", operator.mod),
    ast.Pow: ("**", operator.pow), ast.LShift: ("<<", operator.lshift), ast.RShift: (">>", operator.rshift),
    ast.BitOr: ("|", operator.or_), ast.BitXor: ("^", operator.xor), ast.BitAnd: ("&", operator.and_),
    ast.MatMult: ("@", operator.matmul),
}
UNARY = {ast.USub: ("-", operator.neg), ast.UAdd: ("+", operator.pos), ast.Not: ("not", operator.not_),
         ast.Invert: ("~", operator.invert)}
CMP = {
    ast.Eq: ("==", operator.eq), ast.NotEq: ("!=", operator.ne), ast.Lt: ("<", operator.lt),
    ast.LtE: ("<=", operator.le), ast.Gt: (">", operator.gt), ast.GtE: (">=", operator.ge),
    ast.Is: ("is", operator.is_), ast.IsNot: ("is not", operator.is_not),
    ast.In: ("in", lambda a, b: a in b), ast.NotIn: ("not in", lambda a, b: a not in b),
}
AUG = {
    ast.Add: operator.iadd, ast.Sub: operator.isub, ast.Mult: operator.imul, ast.Div: operator.itruediv,
    ast.FloorDiv: operator.ifloordiv, ast.Mod: operator.imod, ast.Pow: operator.ipow,
    ast.LShift: operator.ilshift, ast.RShift: operator.irshift, ast.BitOr: operator.ior,
    ast.BitXor: operator.ixor, ast.BitAnd: operator.iand, ast.MatMult: operator.imatmul,
}
# Higher binds tighter (the Python reference's precedence table).
LEVEL = {"or": 1, "and": 2, "not": 3, "cmp": 4, "|": 5, "^": 6, "&": 7, "<<": 8, ">>": 8, "+": 9, "-": 9,
         "*": 10, "/": 10, "//": 10, "%": 10, "@": 10, "u-": 11, "u+": 11, "~": 11, "**": 12}
NAMES = {"+": "addition", "-": "subtraction", "*": "multiplication", "/": "division", "//": "floor division",
         "%": "modulo", "**": "exponentiation", "<<": "shift", ">>": "shift", "|": "bitwise or",
         "^": "bitwise xor", "&": "bitwise and", "@": "matrix multiplication", "and": "and", "or": "or",
         "not": "not", "cmp": "comparison"}


class Tracer:
    def __init__(self):
        self.steps = 0
        self.bytes = 0
        self.out_chars = 0
        self.frames = 0
        self.shortened = 0
        # The learner's globals: frames whose globals are these are the program's own.
        self.scope = None
        # The frames of the last snapshot: [(frame, name, {variable: text})], outermost first.
        self.last = []
        # Set while the snapshot reads values: a __repr__ of the program's runs traced code, whose
        # records are not steps of the program.
        self.quiet = False

    def emit(self, record, step=True):
        if self.quiet:
            return
        if step and self.scope is not None:
            self.snapshot(sys._getframe(1))
        self.write(record)
        if step:
            self.steps += 1
            if self.steps >= MAX_STEPS:
                self.stop("steps")
        if self.bytes >= MAX_TRACE_BYTES:
            self.stop("trace")

    def write(self, record):
        line = MARK + json.dumps(record, ensure_ascii=False) + "\n"
        self.bytes += len(line)
        _raw.write(line)

    def stop(self, reason):
        _raw.write(MARK + json.dumps(["end", reason, self.shortened]) + "\n")
        try:
            sys.stdout.flush()
        except Exception:
            pass
        _raw.flush()
        os._exit(0)

    def show(self, value, count=True):
        try:
            if isinstance(value, (list, tuple, dict, set, frozenset, str, bytes)) and len(value) > 40:
                text = _short_repr.repr(value)
                self.shortened += count
            else:
                text = repr(value)
        except Exception as error:
            text = "<%s: repr failed>" % type(value).__name__
        if len(text) > MAX_VALUE:
            self.shortened += count
            text = text[: MAX_VALUE - 3] + "..."
        return text

    # ---- state snapshots (as Python Tutor shows them): every visible variable of every frame
    def render(self, value):
        if isinstance(value, types.FunctionType):
            return "<function %s>" % value.__name__
        if isinstance(value, type):
            return "<class %s>" % value.__name__
        if isinstance(value, types.ModuleType):
            return "<module %s>" % value.__name__
        return self.show(value, count=False)

    def variables(self, frame, budget):
        shown = {}
        for name, value in list(frame.f_locals.items()):
            if not isinstance(name, str) or not name.isidentifier() or name.startswith("_fl_") or \
                    (name.startswith("__") and name.endswith("__")):
                continue
            if len(shown) >= MAX_FRAME_VARS or budget[0] <= 0:
                break
            text = self.render(value)
            budget[0] -= len(name) + len(text)
            shown[name] = text
        return shown

    def stack(self, frame):
        frames = []
        while frame is not None:
            if frame.f_globals is self.scope:
                frames.append(frame)
            frame = frame.f_back
        frames.reverse()
        if len(frames) > MAX_FRAMES:
            frames = frames[:1] + frames[-(MAX_FRAMES - 1):]
        return frames

    def snapshot(self, frame, frames=None):
        """Writes what changed in the program's frames since the last snapshot (an "s" record)."""
        self.quiet = True
        try:
            frames = self.stack(frame) if frames is None else frames
            budget = [MAX_SNAPSHOT_CHARS]
            now = [None] * len(frames)
            # The innermost frame is read first: it keeps its variables when the budget runs out.
            for i in range(len(frames) - 1, -1, -1):
                f = frames[i]
                name = "Global frame" if f.f_code.co_name == "<module>" else f.f_code.co_name
                now[i] = (f, name, self.variables(f, budget))
        finally:
            self.quiet = False
        last = self.last
        keep = 0
        while keep < len(now) and keep < len(last) and now[keep][0] is last[keep][0]:
            keep += 1
        entries = []
        for i in range(keep):
            old, new = last[i][2], now[i][2]
            changed = {k: v for k, v in new.items() if old.get(k) != v}
            dropped = [k for k in old if k not in new]
            if changed or dropped:
                entries.append([i, now[i][1], changed, dropped])
        for i in range(keep, len(now)):
            entries.append([i, now[i][1], now[i][2], []])
        self.last = now
        if entries or keep < len(last):
            self.write(["s", keep, entries])

    # Operators: computed here with the operator module, which dispatches exactly as the syntax does.
    def b(self, nid, frame, fn, left, right):
        result = fn(left, right)
        self.emit(["b", nid, frame, self.show(left), self.show(right), self.show(result)])
        return result

    def u(self, nid, frame, fn, operand):
        result = fn(operand)
        self.emit(["u", nid, frame, self.show(operand), self.show(result)])
        return result

    def c(self, nid, frame, fn, left, right):
        result = fn(left, right)
        self.emit(["b", nid, frame, self.show(left), self.show(right), self.show(result)])
        return result

    # A value of a whole expression (calls, chained comparisons, and/or, conditional expressions).
    def v(self, nid, frame, value):
        self.emit(["v", nid, frame, self.show(value)])
        return value

    # An operand of and/or or an argument of a call that really ran: not a step of its own.
    def o(self, nid, frame, index, value):
        self.emit(["o", nid, frame, index, self.show(value)], step=False)
        return value

    # The test of if/while/elif/assert/conditional expression.
    def t(self, nid, frame, value):
        self.emit(["t", nid, frame, self.show(value), bool(value)])
        return value

    def a(self, nid, frame, *pairs):
        changes = {}
        for name, value in pairs:
            changes[name] = self.show(value)
        self.emit(["a", nid, frame, changes])

    def g(self, nid, frame, fn, name, old, right):
        result = fn(old, right)
        self.emit(["g", nid, frame, name, self.show(old), self.show(right), self.show(result)])
        return result

    def n(self, nid, caller, params):
        self.frames += 1
        self.emit(["f", nid, self.frames, {k: self.show(v) for k, v in params.items()}])
        return self.frames

    def r(self, nid, frame, value):
        self.emit(["r", nid, frame, self.show(value)])
        return value

    def h(self, nid, frame):
        error = sys.exc_info()[1]
        self.emit(["h", nid, frame, _error_text(error) if error else ""])

    def output(self, text):
        if self.out_chars >= MAX_OUTPUT_CHARS:
            return
        text = text[: MAX_OUTPUT_CHARS - self.out_chars]
        self.out_chars += len(text)
        self.emit(["o!", text], step=False)


_fl_t = Tracer()


class Out(io.TextIOBase):
    encoding = "utf-8"

    def writable(self):
        return True

    def write(self, text):
        if not isinstance(text, str):
            raise TypeError("write() argument must be str, not %s" % type(text).__name__)
        if text:
            _fl_t.output(text)
        return len(text)

    def flush(self):
        pass


def parenthesized(source_lines, node):
    """Whether the source has parentheses right around the node."""
    try:
        line = source_lines[node.lineno - 1]
        end = source_lines[node.end_lineno - 1]
    except (AttributeError, IndexError):
        return False
    before = line[: node.col_offset].rstrip()
    after = end[node.end_col_offset:].lstrip()
    return before.endswith("(") and after.startswith(")")


def operands(node):
    """The direct operands of an operator node."""
    if isinstance(node, ast.BinOp):
        return [node.left, node.right]
    if isinstance(node, ast.UnaryOp):
        return [node.operand]
    if isinstance(node, ast.BoolOp):
        return list(node.values)
    if isinstance(node, ast.Compare):
        return [node.left] + list(node.comparators)
    return []


class Instrument(ast.NodeTransformer):
    def __init__(self, source):
        self.source = source
        self.lines = source.splitlines()
        self.meta = []
        self.parents = {}

    def new_id(self, node, kind, **info):
        nid = len(self.meta)
        text = ast.get_source_segment(self.source, node) or ast.unparse(node)
        entry = {"k": kind, "t": text[:200], "l": getattr(node, "lineno", 0)}
        entry.update(info)
        self.meta.append(entry)
        return nid

    def call(self, method, *args):
        return ast.Call(
            func=ast.Attribute(value=ast.Name(id="_fl_t", ctx=ast.Load()), attr=method, ctx=ast.Load()),
            args=list(args), keywords=[])

    def frame(self):
        return ast.Name(id="_fl_f", ctx=ast.Load())

    def op_symbol(self, node):
        if isinstance(node, ast.BinOp) and type(node.op) in BIN:
            return BIN[type(node.op)][0]
        if isinstance(node, ast.UnaryOp):
            sym = UNARY[type(node.op)][0]
            return sym if sym == "not" else "u" + sym if sym in "+-" else sym
        if isinstance(node, ast.BoolOp):
            return "and" if isinstance(node.op, ast.And) else "or"
        if isinstance(node, ast.Compare):
            return "cmp"
        return None

    def rule(self, node):
        """Why this operation happens where it does in its expression."""
        mine = self.op_symbol(node)
        parent = self.parents.get(id(node))
        theirs = self.op_symbol(parent) if parent is not None else None
        if mine is None:
            return ""
        if theirs is not None and parenthesized(self.lines, node):
            return "parentheses first"
        if theirs is None:
            inner = any(self.op_symbol(n) for n in operands(node))
            return "applied last" if inner else ""
        label = lambda s: s.lstrip("u") if s != "cmp" else "comparison"
        if LEVEL.get(mine, 0) > LEVEL.get(theirs, 0):
            return "%s before %s" % (label(mine), label(theirs))
        if LEVEL.get(mine, 0) == LEVEL.get(theirs, 0):
            if mine == "**":
                return "right to left"
            return "left to right"
        return "operand first"

    def generic_visit(self, node):
        for child in ast.iter_child_nodes(node):
            self.parents[id(child)] = node
        return super().generic_visit(node)

    # ---- expressions
    def visit_BinOp(self, node):
        if type(node.op) not in BIN:
            return self.generic_visit(node)
        sym, _ = BIN[type(node.op)]
        nid = self.new_id(node, "bin", op=sym, rule=self.rule(node), opname=NAMES.get(sym, sym),
                          parts=[ast.get_source_segment(self.source, node.left) or "",
                                 ast.get_source_segment(self.source, node.right) or ""])
        self.generic_visit(node)
        fn = ast.Attribute(value=ast.Name(id="_fl_op", ctx=ast.Load()), attr=BIN[type(node.op)][1].__name__,
                           ctx=ast.Load())
        return ast.copy_location(self.call("b", ast.Constant(nid), self.frame(), fn, node.left, node.right), node)

    def visit_UnaryOp(self, node):
        sym, fn = UNARY[type(node.op)]
        if isinstance(node.operand, ast.Constant):
            return node  # a literal such as -1 is not an operation worth a step
        nid = self.new_id(node, "un", op=sym, rule=self.rule(node))
        self.generic_visit(node)
        ref = ast.Attribute(value=ast.Name(id="_fl_op", ctx=ast.Load()), attr=fn.__name__, ctx=ast.Load())
        return ast.copy_location(self.call("u", ast.Constant(nid), self.frame(), ref, node.operand), node)

    def visit_Compare(self, node):
        if len(node.ops) == 1 and type(node.ops[0]) in CMP:
            sym, fn = CMP[type(node.ops[0])]
            nid = self.new_id(node, "bin", op=sym, rule=self.rule(node), opname="comparison",
                              parts=[ast.get_source_segment(self.source, node.left) or "",
                                     ast.get_source_segment(self.source, node.comparators[0]) or ""])
            self.generic_visit(node)
            name = {"in": "contains_in", "not in": "contains_not_in"}.get(sym, fn.__name__)
            ref = ast.Attribute(value=ast.Name(id="_fl_op", ctx=ast.Load()), attr=name, ctx=ast.Load())
            return ast.copy_location(
                self.call("c", ast.Constant(nid), self.frame(), ref, node.left, node.comparators[0]), node)
        nid = self.new_id(node, "val", rule=self.rule(node))
        self.generic_visit(node)
        return ast.copy_location(self.call("v", ast.Constant(nid), self.frame(), node), node)

    def visit_BoolOp(self, node):
        sym = "and" if isinstance(node.op, ast.And) else "or"
        parts = [ast.get_source_segment(self.source, v) or ast.unparse(v) for v in node.values]
        nid = self.new_id(node, "bool", op=sym, rule=self.rule(node), parts=parts)
        self.generic_visit(node)
        node.values = [
            ast.copy_location(self.call("o", ast.Constant(nid), self.frame(), ast.Constant(i), v), v)
            for i, v in enumerate(node.values)
        ]
        return ast.copy_location(self.call("v", ast.Constant(nid), self.frame(), node), node)

    def visit_IfExp(self, node):
        nid = self.new_id(node, "ifexp", test=ast.get_source_segment(self.source, node.test) or "")
        self.generic_visit(node)
        node.test = ast.copy_location(self.call("t", ast.Constant(nid), self.frame(), node.test), node.test)
        return node

    def visit_Call(self, node):
        # super() and locals()-like calls keep working: only the result is observed.
        args = [ast.get_source_segment(self.source, a) or "" for a in node.args]
        nid = self.new_id(node, "call", name=ast.get_source_segment(self.source, node.func) or "", args=args)
        self.generic_visit(node)
        node.args = [
            a if isinstance(a, ast.Starred)
            else ast.copy_location(self.call("o", ast.Constant(nid), self.frame(), ast.Constant(i), a), a)
            for i, a in enumerate(node.args)
        ]
        return ast.copy_location(self.call("v", ast.Constant(nid), self.frame(), node), node)

    def visit_Lambda(self, node):
        return self.generic_visit(node)

    # Comprehensions run in their own scope where _fl_f is the enclosing frame: fine for values.

    # ---- statements
    def targets_of(self, target):
        """Names (and simple attribute/subscript targets) an assignment binds, as (label, expression) pairs."""
        if isinstance(target, ast.Name):
            return [(target.id, ast.Name(id=target.id, ctx=ast.Load()))]
        if isinstance(target, (ast.Tuple, ast.List)):
            pairs = []
            for element in target.elts:
                pairs += self.targets_of(element.value if isinstance(element, ast.Starred) else element)
            return pairs
        if isinstance(target, (ast.Attribute, ast.Subscript)) and self.simple(target):
            text = ast.get_source_segment(self.source, target) or ast.unparse(target)
            load = ast.parse(ast.unparse(target), mode="eval").body
            return [(text, load)]
        return []

    def simple(self, node):
        return all(isinstance(n, (ast.Name, ast.Constant, ast.Attribute, ast.Subscript, ast.Load, ast.Store,
                                  ast.expr_context)) for n in ast.walk(node))

    def record(self, node, nid, targets):
        pairs = [ast.Tuple(elts=[ast.Constant(label), expr], ctx=ast.Load()) for label, expr in targets]
        stmt = ast.Expr(self.call("a", ast.Constant(nid), self.frame(), *pairs))
        return ast.copy_location(stmt, node)

    def visit_Assign(self, node):
        targets = [pair for t in node.targets for pair in self.targets_of(t)]
        nid = self.new_id(node, "assign", names=[label for label, _ in targets])
        self.generic_visit(node)
        return [node, self.record(node, nid, targets)] if targets else node

    def visit_AnnAssign(self, node):
        if node.value is None:
            return node
        targets = self.targets_of(node.target)
        nid = self.new_id(node, "assign", names=[label for label, _ in targets])
        self.generic_visit(node)
        return [node, self.record(node, nid, targets)] if targets else node

    def visit_AugAssign(self, node):
        sym = BIN[type(node.op)][0]
        if isinstance(node.target, ast.Name) and type(node.op) in AUG:
            nid = self.new_id(node, "aug", op=sym, name=node.target.id)
            self.generic_visit(node)
            fn = ast.Attribute(value=ast.Name(id="_fl_op", ctx=ast.Load()), attr=AUG[type(node.op)].__name__,
                               ctx=ast.Load())
            value = self.call("g", ast.Constant(nid), self.frame(), fn, ast.Constant(node.target.id),
                              ast.Name(id=node.target.id, ctx=ast.Load()), node.value)
            return ast.copy_location(
                ast.Assign(targets=[ast.Name(id=node.target.id, ctx=ast.Store())], value=value), node)
        targets = self.targets_of(node.target)
        nid = self.new_id(node, "assign", names=[label for label, _ in targets])
        self.generic_visit(node)
        return [node, self.record(node, nid, targets)] if targets else node

    def loop_body(self, node, nid, targets):
        node.body.insert(0, self.record(node, nid, targets))

    def visit_For(self, node):
        targets = self.targets_of(node.target)
        header = "for %s in %s" % (ast.get_source_segment(self.source, node.target) or "",
                                   ast.get_source_segment(self.source, node.iter) or "")
        nid = self.new_id(node, "for", names=[label for label, _ in targets], header=header)
        self.generic_visit(node)
        if targets:
            self.loop_body(node, nid, targets)
        return node

    visit_AsyncFor = visit_For

    def test(self, node, kind):
        nid = self.new_id(node.test, kind, test=ast.get_source_segment(self.source, node.test) or "")
        self.meta[nid]["l"] = node.lineno
        self.generic_visit(node)
        node.test = ast.copy_location(self.call("t", ast.Constant(nid), self.frame(), node.test), node.test)
        return node

    def visit_If(self, node):
        return self.test(node, "if")

    def visit_While(self, node):
        return self.test(node, "while")

    def visit_Assert(self, node):
        return self.test(node, "assert")

    def visit_Return(self, node):
        nid = self.new_id(node, "return", fn=self.function_name)
        self.generic_visit(node)
        value = node.value if node.value is not None else ast.Constant(None)
        node.value = ast.copy_location(self.call("r", ast.Constant(nid), self.frame(), value), node)
        return node

    function_name = "<module>"

    def visit_FunctionDef(self, node):
        outer = self.function_name
        self.function_name = node.name
        params = [a.arg for a in node.args.posonlyargs + node.args.args + node.args.kwonlyargs]
        if node.args.vararg:
            params.append(node.args.vararg.arg)
        if node.args.kwarg:
            params.append(node.args.kwarg.arg)
        nid = self.new_id(node, "enter", fn=node.name, params=params)
        self.meta[nid]["t"] = "%s(%s)" % (node.name, ", ".join(params))
        self.generic_visit(node)
        self.function_name = outer
        mapping = ast.Dict(keys=[ast.Constant(p) for p in params],
                           values=[ast.Name(id=p, ctx=ast.Load()) for p in params])
        enter = ast.Assign(
            targets=[ast.Name(id="_fl_f", ctx=ast.Store())],
            value=self.call("n", ast.Constant(nid), ast.Name(id="_fl_f", ctx=ast.Load()), mapping))
        # The caller's frame is not readable before _fl_f is bound here; pass None instead.
        enter.value.args[1] = ast.Constant(None)
        body = node.body
        start = 1 if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) \
            and isinstance(body[0].value.value, str) else 0
        # Declarations (global/nonlocal) must stay before any use of the names.
        while start < len(body) and isinstance(body[start], (ast.Global, ast.Nonlocal)):
            start += 1
        body.insert(start, ast.copy_location(enter, node))
        return node

    visit_AsyncFunctionDef = visit_FunctionDef

    def visit_ExceptHandler(self, node):
        nid = self.new_id(node, "handler", name=node.name or "",
                          header=(ast.unparse(node.type) if node.type is not None else ""))
        self.meta[nid]["t"] = "except" + (" " + ast.unparse(node.type) if node.type is not None else "") + \
            (" as " + node.name if node.name else "")
        self.generic_visit(node)
        node.body.insert(0, ast.copy_location(ast.Expr(self.call("h", ast.Constant(nid), self.frame())), node))
        return node


class Ops:
    pass


_fl_op = Ops()
for _table in (BIN, UNARY, CMP):
    for _sym, _fn in _table.values():
        if getattr(_fn, "__name__", "<lambda>") != "<lambda>":
            setattr(_fl_op, _fn.__name__, _fn)
for _fn in AUG.values():
    setattr(_fl_op, _fn.__name__, _fn)
_fl_op.contains_in = CMP[ast.In][1]
_fl_op.contains_not_in = CMP[ast.NotIn][1]


def _fl_main(source):
    try:
        tree = ast.parse(source, "main.py")
    except SyntaxError as error:
        _raw.write(MARK + json.dumps(["meta", []]) + "\n")
        _fl_t.emit(["e", "SyntaxError: %s (line %s)" % (error.msg, error.lineno), error.lineno or 0], step=False)
        _fl_t.stop("error")
    instrument = Instrument(source)
    tree = instrument.visit(tree)
    ast.fix_missing_locations(tree)
    _raw.write(MARK + json.dumps(["meta", instrument.meta], ensure_ascii=False) + "\n")
    code = compile(tree, "main.py", "exec")
    scope = {"__name__": "__main__", "__builtins__": builtins, "_fl_t": _fl_t, "_fl_f": 0, "_fl_op": _fl_op}
    _fl_t.scope = scope
    sys.stdout = Out()
    status = 0
    try:
        exec(code, scope)
    except SystemExit as leaving:
        status = leaving.code if isinstance(leaving.code, int) else (0 if leaving.code is None else 1)
    except BaseException as error:
        frames = [f for f in traceback.extract_tb(error.__traceback__) if f.filename == "main.py"]
        line = frames[-1].lineno if frames else 0
        _fl_t.emit(["e", _error_text(error), line or 0], step=False)
        status = 1
    # The globals as the program left them (a last statement may have changed them after its step).
    _fl_t.snapshot(None, [types.SimpleNamespace(f_locals=scope, f_code=types.SimpleNamespace(co_name="<module>"))])
    _raw.write(MARK + json.dumps(["end", "done", _fl_t.shortened]) + "\n")
    _raw.flush()
    os._exit(status)
