import type { TSignature, TTestCase, TTestResult } from "@cp/contracts";
import { describe, expect, it } from "vitest";
import type { ExecutionEngine, ExecutionRequest, ExecutionResult } from "../engine/types";
import { createJudge } from "./judge";

const twoSum: TSignature = {
  name: "twoSum",
  params: [
    { name: "nums", type: "int[]" },
    { name: "target", type: "int" },
  ],
  returns: "int[]",
};

const tests: TTestCase[] = [
  { input: { nums: [2, 7, 11, 15], target: 9 }, expected: [0, 1] },
  { input: { nums: [3, 2, 4], target: 6 }, expected: [1, 2] },
  { input: { nums: [3, 3], target: 6 }, expected: [0, 1] },
];

const ok: ExecutionResult = {
  verdict: "Accepted",
  statusId: 3,
  stdout: "",
  stderr: "",
  compileOutput: "",
  message: null,
  timeMs: 40,
  memoryKb: null,
  exitCode: 0,
  signal: null,
  cached: false,
};

type Script = (
  mark: (json: object) => string,
  args: unknown[][],
) => { chunks: string[]; result?: Partial<ExecutionResult> };

/** The judge writes its stdin as text. */
const stdinText = (request: ExecutionRequest | undefined) => (typeof request?.stdin === "string" ? request.stdin : "");

/**
 * An engine that plays a scripted program: it reads the nonce and arguments the judge sent, like
 * a real driver, and streams the given chunks (so lines can be split across chunks).
 */
function scriptedEngine(script: Script, stream = true): ExecutionEngine & { requests: ExecutionRequest[] } {
  const requests: ExecutionRequest[] = [];
  return {
    requests,
    async execute(request, hooks) {
      requests.push(request);
      const [nonce, json] = stdinText(request).split("\n");
      const mark = (obj: object) => `\u001e${nonce} ${JSON.stringify(obj)}\n`;
      const { chunks, result } = script(mark, JSON.parse(json ?? "[]") as unknown[][]);
      if (stream) for (const chunk of chunks) hooks?.onStdout?.(chunk);
      return { ...ok, stdout: chunks.join(""), ...result };
    },
  };
}

async function run(engine: ExecutionEngine, cases: TTestCase[] = tests) {
  const seen: [TTestResult, number][] = [];
  const outcome = await createJudge(engine).run({
    signature: twoSum,
    compare: "exact",
    tests: cases,
    language: "python",
    code: "class Solution: pass",
    onResult: (r, total) => seen.push([r, total]),
  });
  return { outcome, seen };
}

describe("createJudge().run", () => {
  it("streams each result in order, compares it and reports Accepted", async () => {
    const engine = scriptedEngine((mark) => {
      const lines = [
        mark({ i: 0, v: [0, 1], o: "hi\n", t: 0.5 }),
        mark({ i: 1, v: [1, 2], o: "", t: 0.25 }),
        mark({ i: 2, v: [0, 1], o: "", t: 0.25 }),
      ].join("");
      return { chunks: [lines.slice(0, 17), lines.slice(17, 60), lines.slice(60)] };
    });
    const { outcome, seen } = await run(engine);
    expect(outcome.verdict).toBe("Accepted");
    expect(outcome.executionTime).toBe(1);
    expect(seen.map(([r, total]) => [r.index, r.passed, total])).toEqual([
      [0, true, 3],
      [1, true, 3],
      [2, true, 3],
    ]);
    expect(seen[0]?.[0]).toMatchObject({ stdout: "hi\n", actual: [0, 1], expected: [0, 1], verdict: "Accepted" });
    expect(engine.requests[0]?.stdin).toMatch(
      /^[0-9a-f]{16}\n\[\[\[2,7,11,15\],9\],\[\[3,2,4\],6\],\[\[3,3\],6\]\]\n$/,
    );
  });

  it("reports a mismatch as Wrong Answer with the actual value, and a throw as Runtime Error", async () => {
    const engine = scriptedEngine((mark) => ({
      chunks: [
        mark({ i: 0, v: [1, 0], o: "", t: 1 }),
        mark({ i: 1, e: "ZeroDivisionError: division by zero\nLine 3 in twoSum (Solution.py)", o: "", t: 1 }),
        mark({ i: 2, e: "MemoryError", k: "mem", o: "", t: 1 }),
      ],
    }));
    const { outcome } = await run(engine);
    expect(outcome.verdict).toBe("Wrong Answer");
    expect(outcome.testResults[0]).toMatchObject({ passed: false, actual: [1, 0], verdict: "Wrong Answer" });
    expect(outcome.testResults[1]).toMatchObject({ passed: false, verdict: "Runtime Error" });
    expect(outcome.testResults[1]?.error).toContain("Line 3 in twoSum");
    expect(outcome.testResults[2]?.verdict).toBe("Memory Limit Exceeded");
  });

  it("keeps finished tests when the program is killed, gives the running test the verdict, skips the rest", async () => {
    const engine = scriptedEngine((mark) => ({
      chunks: [mark({ i: 0, v: [0, 1], o: "", t: 1 }), "partial line without newline"],
      result: { verdict: "Time Limit Exceeded", statusId: 5, message: "CPU time limit of 1 s exceeded", timeMs: 1000 },
    }));
    const { outcome, seen } = await run(engine);
    expect(outcome.verdict).toBe("Time Limit Exceeded");
    expect(seen).toHaveLength(3);
    expect(outcome.testResults[0]?.passed).toBe(true);
    expect(outcome.testResults[1]).toMatchObject({
      passed: false,
      verdict: "Time Limit Exceeded",
      error: "Time Limit Exceeded: CPU time limit of 1 s exceeded",
      stdout: "partial line without newline",
    });
    expect(outcome.testResults[2]?.error).toBe("Not run: an earlier test stopped the program (Time Limit Exceeded)");
  });

  it("names the signal when a native program crashes", async () => {
    const engine = scriptedEngine(() => ({
      chunks: [],
      result: { verdict: "Runtime Error", signal: "SIGSEGV", exitCode: null, message: "Killed by SIGSEGV" },
    }));
    const { outcome } = await run(engine);
    expect(outcome.testResults[0]?.error).toMatch(/^Segmentation fault/);
    expect(outcome.verdict).toBe("Runtime Error");
  });

  it("fails invalid inputs on their own and never sends them to the program", async () => {
    const engine = scriptedEngine((mark, args) => ({
      chunks: args.map((a, i) => mark({ i, v: a[1] === 6 ? [1, 2] : [0, 1], o: "", t: 0 })),
    }));
    const cases = [tests[0] as TTestCase, { input: { nums: "oops", target: 6 }, expected: [] }, tests[1] as TTestCase];
    const { outcome, seen } = await run(engine, cases);
    expect(seen.map(([r]) => r.index)).toEqual([0, 1, 2]);
    expect(outcome.testResults[1]).toMatchObject({ passed: false, verdict: "Runtime Error" });
    expect(outcome.testResults[1]?.error).toMatch(/^Invalid input: nums: expected int\[\]/);
    expect(outcome.testResults[2]?.passed).toBe(true);
    expect(JSON.parse(stdinText(engine.requests[0]).split("\n")[1] ?? "")).toHaveLength(2);
  });

  it("passes a custom input that runs without error and shows no expected value", async () => {
    const engine = scriptedEngine((mark) => ({ chunks: [mark({ i: 0, v: [5, 6], o: "", t: 0 })] }));
    const { outcome } = await run(engine, [{ input: { nums: [1, 2], target: 3 }, expected: undefined }]);
    expect(outcome.verdict).toBe("Accepted");
    expect(outcome.testResults[0]).toMatchObject({ custom: true, passed: true, actual: [5, 6], expected: undefined });
  });

  it("ignores forged result lines and shows them as the learner's output", async () => {
    const engine = scriptedEngine((mark) => ({
      chunks: [`\u001eRESULT {"i":0,"v":[0,1]}\n`, mark({ i: 0, v: [9, 9], o: "", t: 0 })],
    }));
    const { outcome } = await run(engine, [tests[0] as TTestCase]);
    expect(outcome.testResults[0]?.passed).toBe(false);
    expect(outcome.testResults[0]?.stdout).toContain("RESULT");
  });

  it("returns the compiler's output on a compile error", async () => {
    const engine = scriptedEngine(() => ({
      chunks: [],
      result: { verdict: "Compilation Error", compileOutput: "solution.cpp:3:5: error: expected ';'" },
    }));
    const { outcome, seen } = await run(engine);
    expect(outcome).toMatchObject({
      verdict: "Compilation Error",
      compileOutput: "solution.cpp:3:5: error: expected ';'",
    });
    expect(outcome.testResults).toEqual([]);
    expect(seen).toEqual([]);
  });

  it("says why the compiler was stopped when it printed nothing (a compile time limit)", async () => {
    const engine = scriptedEngine(() => ({
      chunks: [],
      result: { verdict: "Compilation Error", compileOutput: "", message: "Compilation took longer than 10 s" },
    }));
    const { outcome } = await run(engine);
    expect(outcome).toMatchObject({ verdict: "Compilation Error", compileOutput: "Compilation took longer than 10 s" });
  });

  it("treats a driver's compile and fatal lines as Compilation Error and Runtime Error", async () => {
    const compile = scriptedEngine((mark) => ({
      chunks: [mark({ compile: '  File "Solution.py", line 2\nSyntaxError' })],
    }));
    expect((await run(compile)).outcome.verdict).toBe("Compilation Error");
    const fatal = scriptedEngine((mark) => ({
      chunks: [mark({ fatal: "class Solution with a method twoSum was not found" })],
    }));
    const { outcome } = await run(fatal);
    expect(outcome.testResults[0]).toMatchObject({
      verdict: "Runtime Error",
      error: expect.stringContaining("twoSum"),
    });
    expect(outcome.testResults[1]?.error).toMatch(/^Not run/);
  });

  it("reads results from the final stdout when the engine does not stream", async () => {
    const engine = scriptedEngine(
      (mark) => ({ chunks: [0, 1, 2].map((i) => mark({ i, v: [0, 1], o: "", t: 0 })) }),
      false,
    );
    const { outcome } = await run(engine);
    expect(outcome.testResults.map((r) => r.passed)).toEqual([true, false, true]);
  });

  it("turns an engine failure into Internal Error instead of throwing", async () => {
    const engine: ExecutionEngine = {
      execute: () => Promise.reject(new Error("queue is down")),
    };
    const { outcome } = await run(engine);
    expect(outcome.verdict).toBe("Internal Error");
    expect(outcome.testResults[0]?.error).toContain("queue is down");
  });
});
