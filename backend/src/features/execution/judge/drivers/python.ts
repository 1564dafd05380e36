import type { TSignature } from "@cp/contracts";
import { nodeDefinition } from "../definitions";
import { type GeneratedProgram, MAX_TEST_OUTPUT, quote, signatureLiterals } from "./protocol";

/**
 * What LeetCode's Python 3 puts in scope before the learner's code: typing, the modules solutions
 * use by name (collections, heapq, bisect, math, itertools, functools, operator, string, re,
 * random, sys, ...), the contents of the most used ones (so `deque`, `defaultdict`, `heappush`,
 * `bisect_left`, `inf`, `lru_cache`, `accumulate` work unimported) and sortedcontainers'
 * SortedList, SortedDict and SortedSet. `pow` stays the built-in one, whose three-argument modular
 * form solutions rely on.
 */
const PRELUDE = `from typing import *
import collections, heapq, bisect, math, itertools, functools, operator, string, re, random, sys
import array, copy, datetime, decimal, fractions, statistics, json, time, queue, numbers, dataclasses, enum
from collections import *
from heapq import *
from bisect import *
from math import *
from itertools import *
from functools import *
del pow
try:
    import sortedcontainers
    from sortedcontainers import SortedList, SortedDict, SortedSet
except ImportError:
    pass
${nodeDefinition("python", "ListNode")}
${nodeDefinition("python", "TreeNode")}
`;

/**
 * The driver runs the learner's code with exec() under the file name "Solution.py", so syntax errors
 * and tracebacks carry the learner's own line numbers without any mapping.
 */
const RUNTIME = String.raw`
def _to_list(v, node):
    head = None
    for x in reversed(v or []):
        head = node(x, head)
    return head

def _to_tree(v, node):
    if not v or v[0] is None:
        return None
    root = node(v[0])
    queue, i = [root], 1
    for parent in queue:
        if i >= len(v):
            break
        if v[i] is not None:
            parent.left = node(v[i])
            queue.append(parent.left)
        i += 1
        if i < len(v) and v[i] is not None:
            parent.right = node(v[i])
            queue.append(parent.right)
        i += 1
    return root

def _ser(x):
    if x is None or isinstance(x, (bool, int, str)):
        return x
    if isinstance(x, float):
        return x if x == x and x not in (float("inf"), float("-inf")) else str(x)
    if hasattr(x, "val") and hasattr(x, "next"):
        out, seen = [], set()
        while x is not None:
            if id(x) in seen:
                raise ValueError("Found cycle in the ListNode")
            seen.add(id(x))
            out.append(_ser(x.val))
            x = x.next
        return out
    if hasattr(x, "val") and hasattr(x, "left"):
        out, queue, seen = [], [x], set()
        for n in queue:
            if n is None:
                out.append(None)
                continue
            if id(n) in seen:
                raise ValueError("Found cycle in the TreeNode")
            seen.add(id(n))
            out.append(_ser(n.val))
            queue.append(n.left)
            queue.append(n.right)
        while out and out[-1] is None:
            out.pop()
        return out
    if isinstance(x, (list, tuple, set, frozenset, collections.deque, range, type({}.keys()), type({}.values()))) \
            or hasattr(x, "__next__"):
        return [_ser(y) for y in x]
    raise TypeError("cannot return a value of type " + type(x).__name__)

def _convert(r):
    # The declared return type decides, as in LeetCode's Python driver: a truthy value returned
    # where bool is declared reads as true.
    if _RETURNS == "bool":
        return bool(r)
    return r

def _describe(e):
    text = str(e)
    msg = type(e).__name__ + (": " + text if text else "")
    tb, where = e.__traceback__, None
    while tb is not None:
        if tb.tb_frame.f_code.co_filename == "Solution.py":
            where = (tb.tb_lineno, tb.tb_frame.f_code.co_name)
        tb = tb.tb_next
    if where:
        msg += "\nLine %d in %s (Solution.py)" % where
    return msg

def _main():
    data = sys.stdin.buffer.read().decode("utf-8")
    nonce, _, rest = data.partition("\n")
    tests = json.loads(rest)
    out, mark = sys.stdout, "\x1e" + nonce + " "

    def emit(obj):
        out.write(mark + json.dumps(obj, separators=(",", ":")) + "\n")
        out.flush()

    scope = {"__name__": "__main__", "__builtins__": __builtins__}
    exec(_PRELUDE, scope)
    try:
        code = compile(_SOURCE, "Solution.py", "exec")
    except (SyntaxError, ValueError) as e:
        import traceback
        emit({"compile": "".join(traceback.format_exception_only(type(e), e)).rstrip()})
        return
    try:
        exec(code, scope)
    except BaseException as e:
        emit({"fatal": _describe(e)})
        return
    cls = scope.get("Solution")
    if not isinstance(cls, type) or not callable(getattr(cls, _NAME, None)):
        emit({"fatal": "class Solution with a method %s was not found" % _NAME})
        return
    for i, args in enumerate(tests):
        buf, res, t0 = io.StringIO(), {"i": i}, time.perf_counter()
        try:
            call = [_to_list(a, scope["ListNode"]) if t == "ListNode" else
                    _to_tree(a, scope["TreeNode"]) if t == "TreeNode" else a for a, t in zip(args, _TYPES)]
            with contextlib.redirect_stdout(buf):
                t0 = time.perf_counter()
                try:
                    r = getattr(cls(), _NAME)(*call)
                finally:
                    res["t"] = (time.perf_counter() - t0) * 1000
            res["v"] = _ser(_convert(r))
        except BaseException as e:
            res["t"] = res.get("t", (time.perf_counter() - t0) * 1000)
            res["e"] = _describe(e)
            if isinstance(e, MemoryError):
                res["k"] = "mem"
        printed = buf.getvalue()
        res["o"] = printed if len(printed) <= _CAP else printed[:_CAP] + "\n... output truncated"
        emit(res)

_main()
`;

export function generatePythonProgram(signature: TSignature, code: string): GeneratedProgram {
  const { name, types } = signatureLiterals(signature);
  const header = [
    "import sys, io, json, time, contextlib, collections",
    "sys.setrecursionlimit(100000)",
    `_PRELUDE = ${quote(PRELUDE)}`,
    `_SOURCE = ${quote(code)}`,
    `_NAME = ${quote(name)}`,
    `_TYPES = ${JSON.stringify(types)}`,
    `_RETURNS = ${quote(signature.returns)}`,
    `_CAP = ${MAX_TEST_OUTPUT}`,
  ];
  return { source: `${header.join("\n")}\n${RUNTIME}`, learnerLineOffset: 0 };
}
