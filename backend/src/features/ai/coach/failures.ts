import type { TTestResult } from "@cp/contracts";

/**
 * Turns judge results into plain statements: what the first failing test was, what came back,
 * and, for errors, the usual cause of that error message.
 */

/** JSON-ish rendering capped at `max` characters; long arrays show their head and their length. */
export function formatValue(value: unknown, max = 80): string {
  if (value === undefined) return "nothing";
  const full = JSON.stringify(value) ?? String(value);
  if (full.length <= max) return full;
  if (Array.isArray(value)) {
    let out = "[";
    for (const element of value) {
      const next = `${out === "[" ? "" : ","}${formatValue(element, Math.max(12, max / 4))}`;
      if (out.length + next.length > max - 20) break;
      out += next;
    }
    return `${out},… (${value.length} items)]`;
  }
  return `${full.slice(0, max - 1)}…`;
}

/** `nums = [2,7,11,15], target = 9` for named inputs. */
export function formatInput(input: unknown, max = 160): string {
  if (input === null || typeof input !== "object" || Array.isArray(input)) return formatValue(input, max);
  const entries = Object.entries(input as Record<string, unknown>);
  const each = Math.max(30, Math.floor(max / Math.max(1, entries.length)));
  return entries.map(([name, value]) => `${name} = ${formatValue(value, each)}`).join(", ");
}

/** Size of the largest array or string in a test's input (rows × columns for grids). */
export function inputSize(input: unknown): number {
  if (typeof input === "string") return input.length;
  if (Array.isArray(input)) {
    const nested = input.reduce<number>((sum, v) => sum + (Array.isArray(v) ? v.length : 0), 0);
    return Math.max(input.length, nested);
  }
  if (input && typeof input === "object") return Math.max(0, ...Object.values(input).map(inputSize));
  return 0;
}

type ErrorCause = { pattern: RegExp; cause: string };

/** Ordered from specific to generic: a null dereference reported as SIGSEGV at 0x0 is a null, not "a segfault". */
const CAUSES: ErrorCause[] = [
  {
    pattern:
      /RecursionError|maximum recursion depth|Maximum call stack size|StackOverflow|stack overflow|stack-overflow/i,
    cause:
      "recursion too deep: a base case is missing or never reached, or the input is deeper than the call stack allows (make the base case reachable, or switch to an explicit stack/loop)",
  },
  {
    pattern:
      /NoneType|NullPointer|NullReference|null pointer|of (?:null|undefined)|undefined is not|is not an object|SEGV on unknown address 0x0+\b/i,
    cause:
      "a null/None value was used as if it were an object: an empty tree or list node, a missing map entry, or a variable never assigned (check for null before reading `.val`, `.next` or `.left`)",
  },
  {
    pattern:
      /index ?out ?of|IndexError|OutOfBounds|IndexOutOfRange|ArgumentOutOfRange|out_of_range|_M_range_check|buffer-overflow|string index/i,
    cause:
      "an index outside the array or string: check loop bounds (`< n` versus `<= n`) and accesses such as `i + 1` or `i - 1` at the edges, and empty inputs",
  },
  {
    pattern: /ZeroDivision|division by zero|divide by zero|DivideByZero|\/ by zero|SIGFPE|floating point exception/i,
    cause: "division (or modulo) by zero: some input makes a divisor 0, so guard that case first",
  },
  {
    pattern: /KeyError|KeyNotFound|key not found|no such key/i,
    cause:
      "a lookup of a key that is not in the map: check membership first or read with a default (`get(key, 0)`, `getOrDefault`)",
  },
  {
    pattern: /overflow/i,
    cause: "integer overflow: an intermediate value exceeds 32 bits, so use a 64-bit type (`long`, `long long`)",
  },
  {
    pattern: /MemoryError|OutOfMemory|bad_alloc|heap out of memory|Cannot allocate/i,
    cause:
      "the program ran out of memory: an unbounded loop keeps adding to a collection, or a table is far larger than needed",
  },
  {
    pattern: /SIGSEGV|Segmentation fault|signal 11|invalid memory|heap-use-after-free/i,
    cause: "an access to invalid memory, usually an out-of-range index or a null pointer",
  },
  {
    pattern: /SIGABRT|Aborted|signal 6|terminate called/i,
    cause: "the program aborted: an uncaught C++ exception or a failed assertion",
  },
  {
    pattern: /TypeError|ClassCast|InvalidCast|not subscriptable|not iterable|not a function|unsupported operand/i,
    cause:
      "a value has a different type than the code assumes (for example calling a method on a number, or indexing something that is not a list)",
  },
  {
    pattern: /NameError|ReferenceError|is not defined|cannot find symbol|undeclared/i,
    cause: "a name is used before it is defined: a typo, or a variable declared in another scope",
  },
];

/** The usual cause of an error message, when it matches a known kind. */
export function likelyCause(error: string): string | undefined {
  return CAUSES.find((c) => c.pattern.test(error))?.cause;
}

/** The most informative line of an error (the exception line of a traceback), capped in length. */
export function errorHeadline(error: string, max = 200): string {
  const lines = error
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
  const exceptionLine =
    [...lines]
      .reverse()
      .find((l) => /^[\w.$]*(Error|Exception|Overflow)\b|^\w+Error:|runtime error|Segmentation|signal/i.test(l)) ??
    lines.find((l) => !/^(Traceback|File |at |\^|~)/.test(l)) ??
    lines[0] ??
    "";
  return exceptionLine.length > max ? `${exceptionLine.slice(0, max - 1)}…` : exceptionLine;
}

/** First failing graded test (custom inputs have no expected value and are skipped). */
export function firstFailure(results: TTestResult[], verdict?: TTestResult["verdict"]): TTestResult | undefined {
  const graded = results.filter((r) => !r.custom && !r.passed);
  return (verdict ? graded.find((r) => r.verdict === verdict) : undefined) ?? graded[0];
}

/** Certain, value-level observations about a wrong answer (nothing returned, right items in the wrong order...). */
export function compareValues(expected: unknown, actual: unknown): string | undefined {
  if (actual === null || actual === undefined) {
    return "Your function returned nothing (null/None): make sure every path ends with a `return` of the result.";
  }
  if (Array.isArray(expected) && Array.isArray(actual)) {
    if (expected.length !== actual.length) {
      return `The result has ${actual.length} element(s) where ${expected.length} were expected.`;
    }
    const sorted = (a: unknown[]) =>
      a
        .map((v) => JSON.stringify(v))
        .sort()
        .join("|");
    if (sorted(expected) === sorted(actual)) return "The right elements came back in a different order than expected.";
    return undefined;
  }
  if (typeof expected === "number" && typeof actual === "number" && Math.abs(expected - actual) === 1) {
    return "The answer is off by one: check loop bounds, initial values and whether the ends are inclusive.";
  }
  if (typeof expected !== typeof actual) {
    return `The expected value is a ${describeType(expected)} but the function returned a ${describeType(actual)}.`;
  }
  return undefined;
}

function describeType(value: unknown): string {
  if (Array.isArray(value)) return "list";
  if (typeof value === "boolean") return "boolean";
  return typeof value;
}

/** True when some input is empty (an empty array or string, or 0), the edge case many solutions miss. */
export function hasEmptyInput(input: unknown): boolean {
  if (!input || typeof input !== "object" || Array.isArray(input)) return false;
  return Object.values(input).some((v) => (Array.isArray(v) || typeof v === "string") && v.length === 0);
}
