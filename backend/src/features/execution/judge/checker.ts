import type { ExecutionEngine, ExecutionLimits } from "../engine/types";

/**
 * A challenge's checker: for problems with several valid answers (any topological order, any peak,
 * any arrangement), a small Python program that decides whether the learner's answer is one of
 * them, as DMOJ's and LeetCode's special judges do. It defines
 *
 *     def check(input, expected, actual):  # returns None when actual is valid, else why not
 *
 * where `input` is the test's parameters by name, `expected` one valid answer (the reference's)
 * and `actual` the learner's answer, all as JSON values (a tree or list in level order). It runs in
 * the sandbox once per judge run, after the learner's program, over every test that returned.
 */
export type CheckerCase = { input: Record<string, unknown>; expected: unknown; actual: unknown };

/** Per case: valid, or the reason it is not; or the checker itself failed (a content bug). */
export type CheckerOutcome = { verdicts: { ok: boolean; why: string }[] } | { failed: string };

/** The checker's source wrapped in a loop over JSON lines: one case in, one verdict out. */
export function checkerProgram(source: string): string {
  return `import json as _json
import sys as _sys

${source}

def _main():
    verdicts = []
    for _line in _sys.stdin:
        if not _line.strip():
            continue
        _case = _json.loads(_line)
        try:
            _why = check(_case["input"], _case["expected"], _case["actual"])
        except Exception as _error:
            _why = "This answer could not be checked (%s: %s)" % (type(_error).__name__, _error)
        verdicts.append(_json.dumps({"ok": not _why, "why": str(_why) if _why else ""}))
    _sys.stdout.write("\\n".join(verdicts) + "\\n")

_main()
`;
}

export async function runChecker(
  engine: ExecutionEngine,
  source: string,
  cases: CheckerCase[],
  limits?: Partial<ExecutionLimits>,
): Promise<CheckerOutcome> {
  const stdin = `${cases.map((c) => JSON.stringify({ input: c.input, expected: c.expected ?? null, actual: c.actual ?? null })).join("\n")}\n`;
  let result: Awaited<ReturnType<ExecutionEngine["execute"]>>;
  try {
    result = await engine.execute({
      language: "python",
      source: checkerProgram(source),
      stdin,
      ...(limits ? { limits } : {}),
    });
  } catch (error) {
    return { failed: error instanceof Error ? error.message : String(error) };
  }
  if (result.verdict !== "Accepted") {
    const detail = result.stderr.trim().slice(-600) || result.message || "";
    return { failed: `${result.verdict}${detail ? `: ${detail}` : ""}` };
  }
  const lines = result.stdout.split("\n").filter((line) => line.trim() !== "");
  if (lines.length !== cases.length) {
    return { failed: `it answered ${lines.length} of ${cases.length} cases` };
  }
  try {
    return {
      verdicts: lines.map((line) => {
        const parsed = JSON.parse(line) as { ok: unknown; why: unknown };
        return { ok: parsed.ok === true, why: typeof parsed.why === "string" ? parsed.why : "" };
      }),
    };
  } catch {
    return { failed: "it printed something other than its verdicts" };
  }
}
