import { LANGUAGES } from "@cp/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, startHarness } from "../../test/execution-harness";
import { LANGUAGE_DEFINITIONS } from "../execution";

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness({ perUser: 2 });
});
afterAll(async () => {
  await harness?.close();
});

describe("GET /api/compiler/languages", () => {
  it("lists the six languages with their judge ids, versions and availability", async () => {
    const response = await fetch(`${harness.url}/api/compiler/languages`);
    const body = (await response.json()) as {
      key: string;
      id: number;
      version: string | null;
      available: boolean;
      starterCode: string;
    }[];
    expect(response.status).toBe(200);
    expect(body.map((l) => [l.key, l.id])).toEqual(LANGUAGES.map((l) => [l.key, l.judgeId]));
    for (const language of body) {
      expect(language.available, language.key).toBe(true);
      expect(language.version).toMatch(/\d+\.\d+/);
      expect(language.starterCode).toContain("Hello, World!");
    }
  });
});

describe("POST /api/compiler/run", () => {
  it("runs every language's starter code to Accepted, by name, key or judge id", async () => {
    const ways = { c: "C", cpp: 54, csharp: "csharp", java: "62", javascript: "JavaScript", python: "python" } as const;
    for (const [key, language] of Object.entries(ways)) {
      const answer = await harness.post("/api/compiler/run", {
        language,
        code: LANGUAGE_DEFINITIONS[key as keyof typeof ways].starterCode,
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        stdout: "Hello, World!\n",
        status: { id: 3, description: "Accepted" },
        verdict: "Accepted",
      });
      expect(Number(answer.body.time)).toBeGreaterThanOrEqual(0);
      expect(answer.body.memory).toBeGreaterThan(0);
    }
  });

  it("keeps what a program printed up to the output limit and says the limit was reached", async () => {
    const answer = await harness.run(
      "python",
      "import sys\nfor i in range(200000):\n    sys.stdout.write('0123456789' * 10 + '\\n')\n",
    );
    expect(answer.body).toMatchObject({
      verdict: "Output Limit Exceeded",
      status: { description: "Output Limit Exceeded" },
      message: expect.stringMatching(/^Output limit exceeded \(\d+ (KB|MB)\)$/),
    });
    expect(String(answer.body.stdout)).toMatch(/^0123456789/);
    expect(String(answer.body.stdout).length).toBeGreaterThan(100_000);
  });

  it("runs HTML as JavaScript", async () => {
    const answer = await harness.run("html", "console.log(1 + 1)");
    expect(answer.body.stdout).toBe("2\n");
  });

  it("passes stdin to the program", async () => {
    const py = await harness.run(
      "python",
      "import sys\nprint(sum(int(x) for x in sys.stdin.read().split()))",
      "1 2 3\n4\n",
    );
    expect(py.body.stdout).toBe("10\n");
    const c = await harness.run(
      "c",
      '#include <stdio.h>\nint main(void){int a,b;scanf("%d %d",&a,&b);printf("%d\\n",a*b);}',
      "6 7",
    );
    expect(c.body.stdout).toBe("42\n");
  });

  it("gives status 6 with the compiler's output for code that does not compile", async () => {
    const c = await harness.run("c", "int main(void) { return x; }\n");
    expect(c.body).toMatchObject({
      status: { id: 6, description: "Compilation Error" },
      verdict: "Compilation Error",
      stdout: null,
    });
    expect(c.body.compile_output).toMatch(/main\.c:1:.*error: (use of undeclared identifier 'x'|.x. undeclared)/);
    const java = await harness.run(
      "java",
      'public class Main { public static void main(String[] a) { int x = "s"; } }',
    );
    expect(java.body.status).toEqual({ id: 6, description: "Compilation Error" });
    expect(java.body.compile_output).toMatch(/Main\.java:1: error: incompatible types/);
  });

  it("reports a non-zero exit as NZEC with stderr", async () => {
    const answer = await harness.run("python", "import sys\nprint('partial')\nsys.exit(3)");
    expect(answer.body).toMatchObject({
      stdout: "partial\n",
      status: { id: 11 },
      verdict: "Runtime Error",
      message: "Exited with code 3",
    });
  });

  it("serves a cached C++ build without calling g++ again", async () => {
    const code = `#include <cstdio>\nint main() { std::printf("cached %d\\n", ${Date.now() % 100000}); }\n`;
    const compilesBefore = harness.engine.stats().compiles;
    const first = await harness.run("cpp", code);
    expect(first.body.verdict).toBe("Accepted");
    expect(harness.engine.stats().compiles).toBe(compilesBefore + 1);
    const hitsBefore = harness.engine.stats().cacheHits;
    const second = await harness.run("cpp", code);
    expect(second.body.stdout).toBe(first.body.stdout);
    expect(harness.engine.stats().compiles).toBe(compilesBefore + 1);
    expect(harness.engine.stats().cacheHits).toBe(hitsBefore + 1);
  });

  it("rejects an unknown language and a blank program with 400 and a message", async () => {
    const unknown = await harness.run("cobol", "DISPLAY 'HI'.");
    expect(unknown).toEqual({ status: 400, body: { message: "Unknown language: cobol" } });
    const blank = await harness.post("/api/compiler/run", { language: "python", code: "  " });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toMatch(/code/);
  });

  it("answers 429 past two runs in progress for the same visitor", async () => {
    const slow = "import time\ntime.sleep(1)\nprint('done')";
    const answers = await Promise.all([
      harness.run("python", slow),
      harness.run("python", slow),
      harness.run("python", slow),
    ]);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 200, 429]);
    expect(answers.find((a) => a.status === 429)?.body.message).toMatch(/already have 2 runs in progress/);
  });
});
