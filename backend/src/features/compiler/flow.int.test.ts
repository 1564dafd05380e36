import { type TCompilerFlowResponse, type TFlowStep, ZCompilerFlowResponse } from "@cp/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allText, CANARY, type Harness, startHarness } from "../../test/execution-harness";

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness({ perUser: 4 });
});
afterAll(async () => {
  await harness?.close();
});

async function flow(language: string, code: string, stdin?: string): Promise<TCompilerFlowResponse> {
  const answer = await harness.post("/api/compiler/flow", { language, code, stdin });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return ZCompilerFlowResponse.parse(answer.body);
}

const ops = (f: TCompilerFlowResponse) => f.steps.map((s) => s.operation);
/** The variables of the innermost frame at a step. */
const innermost = (s: TFlowStep | undefined) => s?.frames?.at(-1)?.variables;
const step = (f: TCompilerFlowResponse, operation: string) => f.steps.filter((s) => s.operation === operation);

describe("POST /api/compiler/flow: Python", () => {
  it("evaluates x = a + b * (c - d) innermost first, with the real values and the precedence rules", async () => {
    const f = await flow("python", "a = 2\nb = 4\nc = 5\nd = 2\nx = a + b * (c - d)\nprint(x)\n");
    expect(f.supported).toBe(true);
    expect(f.error).toBeNull();
    expect(f.initialValues).toEqual({ a: "2", b: "4", c: "5", d: "2", x: "14" });
    const at = ops(f).indexOf("c - d");
    expect(ops(f).slice(at, at + 4)).toEqual(["c - d", "b * (c - d)", "a + b * (c - d)", "x = a + b * (c - d)"]);
    expect(f.steps[at]).toMatchObject({ result: "3", line: 5 });
    expect(f.steps[at + 1]?.reasoning).toBe("b * (c - d) = 4 * 3 = 12: multiplication binds tighter than addition");
    expect(f.steps[at + 2]?.result).toBe("14");
    expect(f.steps[at + 3]?.variableChanges).toEqual({ x: "14" });
    expect(f.operatorPrecedence).toEqual([
      "c - d: parentheses first",
      "b * (c - d): * before +",
      "a + b * (c - d): + applied last",
    ]);
    expect(f.output).toBe("14\n");
    expect(f.finalResult).toMatch(/Finished normally after \d+ steps\. Final values: .*x = 14/);
  });

  it("gives one variable change per loop iteration, matching what the program prints", async () => {
    const f = await flow("python", "total = 0\nfor i in range(4):\n    total += i\n    print(total)\n");
    expect(step(f, "for i in range(4)").map((s) => s.variableChanges)).toEqual([
      { i: "0" },
      { i: "1" },
      { i: "2" },
      { i: "3" },
    ]);
    const totals = step(f, "total += i").map((s) => s.result);
    expect(totals).toEqual(["0", "1", "3", "6"]);
    expect(f.output).toBe(`${totals.join("\n")}\n`);
  });

  it("shows every variable at every step, with dicts and lists mutated in place, as the program prints them", async () => {
    const code = 'd={}\nfor k in "abc": d[k]=ord(k)\nitems=[1,2]\nitems.append(3)\nprint(d, items)\n';
    const f = await flow("python", code);
    expect(f.output).toBe("{'a': 97, 'b': 98, 'c': 99} [1, 2, 3]\n");
    const last = f.steps.at(-1);
    expect(last?.frames).toEqual([
      { name: "Global frame", variables: { d: "{'a': 97, 'b': 98, 'c': 99}", k: "'c'", items: "[1, 2, 3]" } },
    ]);
    expect(f.finalResult).toContain("Final values: d = {'a': 97, 'b': 98, 'c': 99}, k = 'c', items = [1, 2, 3].");
    // Each step carries the whole state, not only the names it assigned.
    const appended = step(f, "items.append(3)")[0];
    expect(innermost(appended)).toEqual({ d: "{'a': 97, 'b': 98, 'c': 99}", k: "'c'", items: "[1, 2, 3]" });
    expect(step(f, "d[k]=ord(k)").map((s) => innermost(s)?.d)).toEqual([
      "{'a': 97}",
      "{'a': 97, 'b': 98}",
      "{'a': 97, 'b': 98, 'c': 99}",
    ]);
    expect(f.steps.every((s) => s.frames !== undefined)).toBe(true);
  });

  it("shows a frame per call, with its own locals, over the global frame", async () => {
    const code = "def add(a, b):\n    total = a + b\n    return total\n\nx = add(2, 3)\nprint(x)\n";
    const f = await flow("python", code);
    const inside = step(f, "total = a + b")[0];
    expect(inside?.frames).toEqual([
      { name: "Global frame", variables: { add: "<function add>" } },
      { name: "add", variables: { a: "2", b: "3", total: "5" } },
    ]);
    expect(step(f, "x = add(2, 3)")[0]?.frames).toEqual([
      { name: "Global frame", variables: { add: "<function add>", x: "5" } },
    ]);
    expect(f.finalResult).toContain("Final values: x = 5.");
  });

  it("traces function calls and recursion with each call's own arguments and return values", async () => {
    const code = [
      "def fact(n):",
      "    if n <= 1:",
      "        return 1",
      "    return n * fact(n - 1)",
      "",
      "print(fact(4))",
    ].join("\n");
    const f = await flow("python", code);
    expect(f.steps.filter((s) => s.operation.startsWith("call fact")).map((s) => s.variableChanges)).toEqual([
      { n: "4" },
      { n: "3" },
      { n: "2" },
      { n: "1" },
    ]);
    // Each multiplication uses its own frame's n, not the deepest call's.
    expect(step(f, "n * fact(n - 1)").map((s) => s.reasoning.split(":")[0])).toEqual([
      "n * fact(n - 1) = 2 * 1 = 2",
      "n * fact(n - 1) = 3 * 2 = 6",
      "n * fact(n - 1) = 4 * 6 = 24",
    ]);
    expect(step(f, "if n <= 1").map((s) => s.result)).toEqual(["False", "False", "False", "True"]);
    expect(f.output).toBe("24\n");
  });

  it("shows a short-circuited operand as not evaluated, never as a step", async () => {
    const f = await flow("python", "d = 0\nok = d != 0 and 10 / d > 1\nprint(ok)\n");
    expect(ops(f)).not.toContain("10 / d");
    const [bool] = step(f, "d != 0 and 10 / d > 1");
    expect(bool?.reasoning).toBe(
      "d != 0 and 10 / d > 1: d != 0 → False decided the result, so 10 / d > 1 was not evaluated (short-circuit); the result is False",
    );
    expect(f.error).toBeNull();
  });

  it("reports a caught exception as a step and an uncaught one as the error with its line", async () => {
    const code = [
      "try:",
      "    int('seven')",
      "except ValueError as e:",
      "    print('bad number')",
      "items = [1, 2]",
      "print(items[5])",
    ].join("\n");
    const f = await flow("python", code);
    expect(step(f, "except ValueError as e")[0]?.reasoning).toBe(
      "the exception ValueError: invalid literal for int() with base 10: 'seven' is caught here",
    );
    expect(f.error).toBe("IndexError: list index out of range (line 6)");
    expect(f.output).toBe("bad number\n");
    expect(f.finalResult).toMatch(/Stopped with IndexError: list index out of range \(line 6\)/);
  });

  it("stops an infinite loop at the first 1,000 steps and says so", async () => {
    const f = await flow("python", "n = 0\nwhile True:\n    n += 1\n");
    expect(f.steps).toHaveLength(1000);
    expect(f.steps.at(-1)?.stepNumber).toBe(1000);
    expect(
      step(f, "n += 1")
        .slice(0, 3)
        .map((s) => s.result),
    ).toEqual(["1", "2", "3"]);
    expect(f.finalResult).toMatch(/Stopped after the first 1,000 steps/);
  });

  it("reports the time limit when a program spins without traced operations", async () => {
    const f = await flow("python", "x = 1\ntotal = sum(range(10 ** 13))\n");
    expect(f.steps.map((s) => s.operation)).toContain("x = 1");
    expect(f.finalResult).toMatch(/stopped by the time limit/);
  });

  it("shortens long values to 100 characters and says how many", async () => {
    const f = await flow("python", "s = 'ab' * 300\nprint(len(s))\n");
    const value = step(f, "s = 'ab' * 300")[0]?.variableChanges?.s ?? "";
    expect(value.length).toBeLessThanOrEqual(100);
    expect(value.startsWith("'abab")).toBe(true);
    expect(f.finalResult).toMatch(/shortened to 100 characters/);
    expect(f.output).toBe("600\n");
  });

  it("keeps a program that tries to escape the sandbox inside it", async () => {
    const code = [
      "import os, socket",
      "try:",
      "    secrets = open('/proc/1/environ').read()",
      "except OSError:",
      "    secrets = ''",
      "secrets += str(dict(os.environ))",
      "print('SESSION' in secrets)",
      "try:",
      "    socket.create_connection(('1.1.1.1', 80), timeout=1)",
      "    print('network')",
      "except OSError as e:",
      "    print('no network')",
      "open('/etc/passwd', 'a').write('x')",
    ].join("\n");
    const answer = await harness.post("/api/compiler/flow", { language: "python", code });
    expect(answer.status).toBe(200);
    expect(allText(answer)).not.toContain(CANARY);
    const f = ZCompilerFlowResponse.parse(answer.body);
    expect(f.output).toBe("False\nno network\n");
    expect(f.error).toMatch(/^(PermissionError|OSError).*\(line 13\)$/);
  });

  it("reports a syntax error with its line and no steps", async () => {
    const f = await flow("python", "x = (1 +\n");
    expect(f.steps).toEqual([]);
    expect(f.error).toMatch(/^SyntaxError: .*\(line 1\)$/);
  });
});

describe("POST /api/compiler/flow: JavaScript", () => {
  it("evaluates x = a + b * (c - d) innermost first, with the real values", async () => {
    const f = await flow(
      "javascript",
      "const a = 2, b = 4, c = 5, d = 2;\nconst x = a + b * (c - d);\nconsole.log(x);\n",
    );
    const at = ops(f).indexOf("c - d");
    expect(ops(f).slice(at, at + 4)).toEqual(["c - d", "b * (c - d)", "a + b * (c - d)", "const x = a + b * (c - d);"]);
    expect(f.steps.slice(at, at + 4).map((s) => s.result)).toEqual(["3", "12", "14", "14"]);
    expect(f.steps[at + 1]?.reasoning).toBe("b * (c - d) = 4 * 3 = 12: multiplication binds tighter than addition");
    expect(f.operatorPrecedence[0]).toBe("c - d: parentheses first");
    expect(f.output).toBe("14\n");
  });

  it("gives one change per iteration of a for loop, matching the output", async () => {
    const f = await flow(
      "javascript",
      "let total = 0;\nfor (let i = 1; i <= 3; i++) {\n  total += i * 2;\n  console.log(total);\n}\n",
    );
    const totals = step(f, "total += i * 2").map((s) => s.result);
    expect(totals).toEqual(["2", "6", "12"]);
    expect(step(f, "i * 2").map((s) => s.reasoning.split(":")[0])).toEqual([
      "i * 2 = 1 * 2 = 2",
      "i * 2 = 2 * 2 = 4",
      "i * 2 = 3 * 2 = 6",
    ]);
    expect(step(f, "i++").map((s) => s.variableChanges)).toEqual([{ i: "2" }, { i: "3" }, { i: "4" }]);
    expect(step(f, "loop test i <= 3").map((s) => s.result)).toEqual(["true", "true", "true", "false"]);
    expect(f.output).toBe("2\n6\n12\n");
  });

  it("shows an object and an array mutated in place, and a for loop's first value", async () => {
    const code = [
      "const o = { a: 1 };",
      "o.a = 2;",
      "const arr = [1];",
      "arr.push(2);",
      "let sum = 0;",
      "for (let i = 0; i < 2; i++) {",
      "  sum += i;",
      "}",
      "console.log(o, arr, sum);",
    ].join("\n");
    const f = await flow("javascript", code);
    expect(f.output).toBe("{ a: 2 } [ 1, 2 ] 1\n");
    expect(innermost(step(f, "o.a = 2;")[0])).toMatchObject({ o: "{ a: 2 }" });
    expect(innermost(step(f, "arr.push(2)")[0])).toMatchObject({ arr: "[ 1, 2 ]" });
    const first = step(f, "let i = 0")[0];
    expect(first?.variableChanges).toEqual({ i: "0" });
    expect(innermost(first)).toMatchObject({ i: "0", sum: "0" });
    expect(innermost(step(f, "loop test i < 2")[0])).toMatchObject({ i: "0" });
    expect(innermost(step(f, "sum += i")[1])).toMatchObject({ i: "1", sum: "1" });
    expect(f.finalResult).toContain("Final values: o = { a: 2 }, arr = [ 1, 2 ], sum = 1.");
    expect(f.steps.every((s) => s.frames !== undefined)).toBe(true);
  });

  it("shows a frame per call, with its own locals and block variables", async () => {
    const code = [
      "function add(a, b) {",
      "  const total = a + b;",
      "  return total;",
      "}",
      "const x = add(2, 3);",
      "console.log(x);",
    ].join("\n");
    const f = await flow("javascript", code);
    const returned = f.steps.find((s) => s.reasoning === "add returns 5");
    expect(returned?.frames).toEqual([
      { name: "Global frame", variables: { add: "[Function add]" } },
      { name: "add", variables: { a: "2", b: "3", total: "5" } },
    ]);
    expect(step(f, "const x = add(2, 3);")[0]?.frames).toEqual([
      { name: "Global frame", variables: { add: "[Function add]", x: "5" } },
    ]);
  });

  it("traces recursion with each call's own values", async () => {
    const code =
      "function fib(n) {\n  if (n < 2) return n;\n  return fib(n - 1) + fib(n - 2);\n}\nconsole.log(fib(4));\n";
    const f = await flow("javascript", code);
    const sums = step(f, "fib(n - 1) + fib(n - 2)").map((s) => s.reasoning.split(":")[0]);
    expect(sums.at(-1)).toBe("fib(n - 1) + fib(n - 2) = 2 + 1 = 3");
    expect(sums).toContain("fib(n - 1) + fib(n - 2) = 1 + 0 = 1");
    expect(f.steps.filter((s) => s.operation.startsWith("call fib")).length).toBe(9);
    expect(f.output).toBe("3\n");
  });

  it("shows short-circuited operands as not evaluated", async () => {
    const f = await flow("javascript", "const user = null;\nconst name = user && user.name;\nconsole.log(name);\n");
    const [bool] = step(f, "user && user.name");
    expect(bool?.reasoning).toBe(
      "user && user.name: user → null decided the result, so user.name was not evaluated (short-circuit); the result is null",
    );
    expect(f.error).toBeNull();
  });

  it("reports caught and uncaught exceptions", async () => {
    const code = [
      "try {",
      "  JSON.parse('{oops');",
      "} catch (err) {",
      "  console.log('bad json');",
      "}",
      "const o = undefined;",
      "console.log(o.field);",
    ].join("\n");
    const f = await flow("javascript", code);
    expect(step(f, "catch (err)")[0]?.reasoning).toMatch(/^the exception SyntaxError: .+ is caught here$/);
    expect(f.error).toBe("TypeError: Cannot read properties of undefined (reading 'field') (line 7)");
    expect(f.output).toBe("bad json\n");
  });

  it("stops an infinite loop at 1,000 steps", async () => {
    const f = await flow("javascript", "let n = 0;\nwhile (true) {\n  n++;\n}\n");
    expect(f.steps).toHaveLength(1000);
    expect(f.finalResult).toMatch(/Stopped after the first 1,000 steps/);
  });

  it("keeps a program that tries to escape the sandbox inside it", async () => {
    const code = [
      "const fs = require('fs');",
      "let env = ''; try { env = fs.readFileSync('/proc/1/environ', 'utf8'); } catch {}",
      "env += JSON.stringify(process.env);",
      "console.log(env.includes('SESSION'));",
      "fs.writeFileSync('/etc/passwd', 'x');",
    ].join("\n");
    const answer = await harness.post("/api/compiler/flow", { language: "javascript", code });
    expect(allText(answer)).not.toContain(CANARY);
    const f = ZCompilerFlowResponse.parse(answer.body);
    expect(f.output).toBe("false\n");
    expect(f.error).toMatch(/^Error: (EACCES|EROFS|EPERM).*\(line 5\)$/);
  });

  it("reports a syntax error without running anything", async () => {
    const f = await flow("javascript", "let = = 3;");
    expect(f.steps).toEqual([]);
    expect(f.error).toMatch(/^SyntaxError: .*\(line 1\)$/);
  });
});

describe("POST /api/compiler/flow: other languages and bad input", () => {
  it("answers supported: false for languages it cannot trace", async () => {
    for (const language of ["java", "c", "cpp", "csharp", "html"]) {
      const f = await flow(language, "int main() {}");
      expect(f, language).toMatchObject({
        supported: false,
        error: "Flow analysis is not available for this language yet",
        steps: [],
      });
    }
  });

  it("rejects blank code, an unknown language and code over 64 KB with 400 and a message", async () => {
    const blank = await harness.post("/api/compiler/flow", { language: "python", code: "  \n" });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toMatch(/code must not be blank/);
    const unknown = await harness.post("/api/compiler/flow", { language: "cobol", code: "x" });
    expect(unknown).toEqual({ status: 400, body: { message: "Unknown language: cobol" } });
    const big = await harness.post("/api/compiler/flow", { language: "python", code: `x = 1\n${"#".repeat(70_000)}` });
    expect(big.status).toBe(400);
    expect(big.body.message).toMatch(/at most 64 KB/);
  });
});

describe("POST /api/compiler/flow: a program that writes into its own trace", () => {
  const BROKEN = /^The program wrote a line starting with the trace mark/;

  it.each([
    ["null", 'import os\nx = 1\nos.write(1, b"\\x1enull\\n")\nprint("after")\n'],
    ["a record without its values", "import os\nx = 1\nos.write(1, b'\\x1e[\"a\",0,0,null]\\n')\n"],
    ["a second node table", 'import os\nx = 1\nos.write(1, b\'\\x1e["meta",[{"k":"x"}]]\\n\\x1e["a",0,0,null]\\n\')\n'],
    [
      "a record nested 1,990,000 deep",
      'import os\nx = 1\nos.write(1, b"\\x1e" + b"[" * 1990000 + b"]" * 1990000 + b"\\n")\n',
    ],
  ])("Python: %s answers 200 with the program's error and the steps before it", async (_name, code) => {
    const f = await flow("python", code);
    expect(f.error).toMatch(BROKEN);
    expect(f.steps[0]?.operation).toBe("x = 1");
  });

  it("JavaScript: a forged record answers 200 with the program's error", async () => {
    const code = 'const x = 1;\nrequire("fs").writeSync(1, "\\x1e[\\"a\\",0,0,null]\\n");\n';
    const f = await flow("javascript", code);
    expect(f.error).toMatch(BROKEN);
    expect(f.steps[0]?.operation).toBe("const x = 1;");
  });

  it("JavaScript: a member chain 5,000 long answers 200 with a message instead of overflowing the server's stack", async () => {
    const f = await flow("javascript", `let a = {};\nlet x = a${".b".repeat(5000)};\n`);
    expect(f).toMatchObject({
      supported: true,
      steps: [],
      error: "The program nests expressions too deeply to be traced",
    });
    const parens = await flow("javascript", `let x = ${"(".repeat(20_000)}1${")".repeat(20_000)};\n`);
    expect(parens.error).toBe("The program nests expressions too deeply to be traced");
  });

  it("Python: an exception with a huge message is shortened, not taken for a forged record", async () => {
    const f = await flow("python", 'x = 1\nraise ValueError("v" * 1000000)\n');
    expect(f.error).toMatch(/^ValueError: v+\.\.\. \(line 2\)$/);
    expect(f.error?.length).toBeLessThan(1100);
  });
});
