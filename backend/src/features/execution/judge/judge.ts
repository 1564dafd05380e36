import { randomBytes } from "node:crypto";
import type { TTestCase, TTestResult, TVerdict } from "@cp/contracts";
import type { ExecutionEngine, ExecutionLimits, ExecutionResult } from "../engine/types";
import { failedResult, STATUS } from "../engine/verdict";
import { runChecker } from "./checker";
import { compareResult } from "./compare";
import { generateProgram, mapLineNumbers } from "./drivers";
import { buildStdin, type DriverLine } from "./drivers/protocol";
import type { TJudgeJobPayload, TJudgeOutcome } from "./runner";
import { buildArgs, validateTestInput } from "./signature";
import { createLineReader } from "./stream";

/** What only a caller in this process gives a judge run: a callback per result, and limits. */
export type JudgeHooks = {
  /** Called once per test, in test order, as soon as its result is known. */
  onResult?: (result: TTestResult, total: number) => void;
  limits?: Partial<ExecutionLimits>;
};

/** The CPU limit a challenge sets, and a wall-clock limit that leaves room for a busy machine. */
export function limitsFor(timeLimitMs: number): Pick<ExecutionLimits, "cpuMs" | "wallMs"> {
  return { cpuMs: timeLimitMs, wallMs: Math.max(10_000, 2 * timeLimitMs) };
}

export type Judge = { run(job: TJudgeJobPayload & JudgeHooks): Promise<TJudgeOutcome> };

const CRASH_HINTS: Record<string, string> = {
  SIGSEGV: "Segmentation fault: invalid memory access (null pointer, index out of bounds or stack overflow)",
  SIGFPE: "Floating point exception (integer division by zero?)",
  SIGABRT: "Aborted",
  SIGBUS: "Bus error: invalid memory access",
  SIGXFSZ: "Output file size limit exceeded",
};

/** The learner's own input: from `customFrom` on, or any test without an expected value. */
function isCustom(test: TTestCase, index: number, customFrom: number | undefined): boolean {
  return (customFrom !== undefined && index >= customFrom) || test.expected === undefined;
}

function internalError(message: string): ExecutionResult {
  return failedResult(STATUS.internal, "Internal Error", message);
}

const round = (ms: number): number => Math.round(ms * 1000) / 1000;

/** Why the process stopped before reporting a test, in words a learner can act on. */
function describeStop(result: ExecutionResult): { verdict: TVerdict; error: string } {
  const stderr = result.stderr.trim().slice(-1500);
  const detail = (message: string) => (stderr ? `${message}\n${stderr}` : message);
  switch (result.verdict) {
    case "Time Limit Exceeded":
    case "Memory Limit Exceeded":
    case "Output Limit Exceeded":
    case "Internal Error":
      return {
        verdict: result.verdict,
        error: result.message ? `${result.verdict}: ${result.message}` : result.verdict,
      };
    case "Accepted":
      return { verdict: "Runtime Error", error: detail("The program exited before this test finished (exit called?)") };
    default: {
      // Native crashes only have the signal to go on; name what usually causes it.
      const hint = result.signal ? CRASH_HINTS[result.signal] : undefined;
      return { verdict: "Runtime Error", error: detail(hint ?? result.message ?? "The program crashed") };
    }
  }
}

type Outcome = Pick<TTestResult, "passed" | "verdict" | "time"> & { actual?: unknown; error?: string; stdout?: string };

/** A TTestResult with its fields in reading order; custom inputs have no expected value. */
function makeResult(test: TTestCase, index: number, custom: boolean, outcome: Outcome): TTestResult {
  return {
    index,
    passed: outcome.passed,
    input: test.input,
    expected: custom ? undefined : test.expected,
    actual: outcome.actual,
    ...(outcome.error !== undefined ? { error: outcome.error } : {}),
    ...(outcome.stdout ? { stdout: outcome.stdout } : {}),
    time: round(outcome.time),
    verdict: outcome.verdict,
    ...(custom ? { custom: true } : {}),
  };
}

/**
 * The challenge judge: turns a learner's function into a program (generateProgram), runs every test
 * in one execution, and streams one TTestResult per test as the driver reports it. Whatever the
 * learner's code does (throw, crash, loop, print, return the wrong type) ends up as a verdict, never
 * as a thrown error.
 */
export function createJudge(engine: ExecutionEngine): Judge {
  return {
    async run({ signature, compare, checker, tests, customFrom, language, code, onResult, limits, timeLimitMs }) {
      // A challenge's own time limit bounds the learner's program, not the checker, which is ours.
      const programLimits = timeLimitMs ? { ...limits, ...limitsFor(timeLimitMs) } : limits;
      const nonce = randomBytes(8).toString("hex");
      const results: (TTestResult | undefined)[] = tests.map(() => undefined);
      const settle = (index: number, outcome: Outcome) => {
        const test = tests[index] as TTestCase;
        results[index] = makeResult(test, index, isCustom(test, index, customFrom), outcome);
      };

      // Inputs that do not fit the signature never reach the program: they fail on their own.
      const runnable: number[] = [];
      tests.forEach((test, index) => {
        const problem = validateTestInput(signature, test.input);
        if (problem === null) runnable.push(index);
        else settle(index, { passed: false, error: `Invalid input: ${problem}`, time: 0, verdict: "Runtime Error" });
      });

      let reported = 0;
      const flush = () => {
        for (let next = results[reported]; next; next = results[reported]) {
          reported++;
          onResult?.(next, tests.length);
        }
      };
      flush();

      // With a checker, answers wait for it (it runs once, after the program) instead of comparing as they come.
      const toCheck: { index: number; actual: unknown; common: { time: number; stdout: string } }[] = [];
      let compileMessage: string | undefined;
      let fatal: string | undefined;
      const reader = createLineReader(nonce, (line: DriverLine) => {
        if ("compile" in line) compileMessage = line.compile;
        else if ("fatal" in line) fatal = line.fatal;
        else {
          const index = runnable[line.i];
          if (index === undefined || results[index]) return;
          const test = tests[index] as TTestCase;
          const common = { time: line.t ?? 0, stdout: reader.takeStray() + (line.o ?? "") };
          if (line.e !== undefined) {
            const verdict: TVerdict = line.k === "mem" ? "Memory Limit Exceeded" : "Runtime Error";
            settle(index, { ...common, passed: false, error: line.e, verdict });
          } else {
            // An empty list or tree comes back as null from most languages; LeetCode shows it as [].
            const isNode = signature.returns === "ListNode" || signature.returns === "TreeNode";
            const actual = isNode && line.v === null ? [] : line.v;
            if (checker && !isCustom(test, index, customFrom)) {
              toCheck.push({ index, actual, common });
              return;
            }
            const passed =
              isCustom(test, index, customFrom) || compareResult(actual, test.expected, compare, signature.returns);
            settle(index, { ...common, passed, actual, verdict: passed ? "Accepted" : "Wrong Answer" });
          }
          flush();
        }
      });

      const program = generateProgram(signature, language, code);
      const argsPerTest = runnable.map((index) => buildArgs(signature, (tests[index] as TTestCase).input));
      let streamed = false;
      let execution: ExecutionResult;
      try {
        execution = await engine.execute(
          {
            language,
            source: program.source,
            stdin: buildStdin(nonce, argsPerTest),
            ...(programLimits ? { limits: programLimits } : {}),
          },
          {
            onStdout: (chunk) => {
              streamed = true;
              reader.push(chunk);
            },
          },
        );
      } catch (error) {
        execution = internalError(error instanceof Error ? error.message : String(error));
      }
      const judged = performance.now();
      const phases = () => ({ ...execution.phases, verdict: performance.now() - judged });
      // An engine that does not stream (a remote Judge0, say) still returns the whole stdout.
      if (!streamed && execution.stdout) reader.push(`${execution.stdout}\n`);

      if (execution.verdict === "Compilation Error" || compileMessage !== undefined) {
        // A compiler stopped by a limit (time, memory) printed nothing: its reason is the message.
        const output =
          compileMessage ??
          mapLineNumbers(
            execution.compileOutput || execution.stderr || execution.message || "",
            program.learnerLineOffset,
          );
        return {
          verdict: "Compilation Error",
          testResults: [],
          compileOutput: output,
          executionTime: 0,
          phases: phases(),
        };
      }

      if (checker && toCheck.length > 0) {
        const checked = await runChecker(
          engine,
          checker,
          toCheck.map(({ index, actual }) => {
            const test = tests[index] as TTestCase;
            return { input: test.input, expected: test.expected, actual };
          }),
          limits,
        );
        toCheck.forEach(({ index, actual, common }, k) => {
          if ("failed" in checked) {
            const error = `The challenge's checker failed: ${checked.failed}`;
            settle(index, { ...common, passed: false, actual, error, verdict: "Internal Error" });
            return;
          }
          const verdict = checked.verdicts[k] as { ok: boolean; why: string };
          if (verdict.ok) settle(index, { ...common, passed: true, actual, verdict: "Accepted" });
          else settle(index, { ...common, passed: false, actual, error: verdict.why, verdict: "Wrong Answer" });
        });
      }

      // Whatever was not reported: the test that was running takes the reason the program stopped,
      // the rest were never reached.
      const stop =
        fatal !== undefined ? { verdict: "Runtime Error" as TVerdict, error: fatal } : describeStop(execution);
      const spent = results.reduce((sum, r) => sum + (r?.time ?? 0), 0);
      let stopped = false;
      for (const index of runnable) {
        if (results[index]) continue;
        if (!stopped) {
          stopped = true;
          const time = fatal !== undefined ? 0 : Math.max(0, execution.timeMs - spent);
          const stdout = reader.takeStray(true);
          settle(index, { passed: false, error: stop.error, stdout, time, verdict: stop.verdict });
        } else {
          const error = `Not run: an earlier test stopped the program (${stop.verdict})`;
          settle(index, { passed: false, error, time: 0, verdict: stop.verdict });
        }
      }
      flush();

      const testResults = results as TTestResult[];
      const firstFailure = testResults.find((r) => !r.passed);
      return {
        verdict: firstFailure ? firstFailure.verdict : "Accepted",
        testResults,
        executionTime: round(testResults.reduce((sum, r) => sum + r.time, 0)),
        cpuMs: Math.round(execution.timeMs),
        ...(execution.memoryKb ? { memoryKb: execution.memoryKb } : {}),
        phases: phases(),
      };
    },
  };
}
