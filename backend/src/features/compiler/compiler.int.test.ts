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

const b64 = (text: string) => Buffer.from(text, "utf8").toString("base64");
const unb64 = (text: unknown) => (typeof text === "string" ? Buffer.from(text, "base64").toString("utf8") : text);

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
    expect(c.body.compile_output).toMatch(/main\.c:1:.*error: .x. undeclared/);
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

describe("POST /api/judge0/submissions", () => {
  it("speaks Judge0 with base64 both ways", async () => {
    const answer = await harness.post("/api/judge0/submissions?base64_encoded=true&wait=true", {
      source_code: b64("name = input()\nprint(f'héllo {name}')"),
      language_id: 71,
      stdin: b64("wörld"),
    });
    expect(answer.status).toBe(201);
    expect(unb64(answer.body.stdout)).toBe("héllo wörld\n");
    expect(answer.body).toMatchObject({
      stderr: null,
      compile_output: null,
      message: null,
      status: { id: 3, description: "Accepted" },
    });
    expect(answer.body.token).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.body.time).toMatch(/^\d+\.\d{3}$/);
  });

  it("answers plain text without base64, with Wrong Answer against expected_output", async () => {
    const answer = await harness.post("/api/judge0/submissions?wait=true", {
      source_code: "print(2 + 2)",
      language_id: 71,
      expected_output: "5",
    });
    expect(answer.body).toMatchObject({ stdout: "4\n", status: { id: 4, description: "Wrong Answer" } });
  });

  it("returns a token at once without wait, and the result on GET", async () => {
    const created = await harness.post("/api/judge0/submissions?base64_encoded=true", {
      source_code: b64("print('later')"),
      language_id: 71,
    });
    expect(created.status).toBe(201);
    const token = created.body.token as string;
    let result: Record<string, unknown> = {};
    for (let attempt = 0; attempt < 100; attempt++) {
      result = (await (
        await fetch(`${harness.url}/api/judge0/submissions/${token}?base64_encoded=true`)
      ).json()) as Record<string, unknown>;
      if ((result.status as { id: number }).id > 2) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(result.status).toEqual({ id: 3, description: "Accepted" });
    expect(unb64(result.stdout)).toBe("later\n");
  });

  it("rejects an unknown language id with 422", async () => {
    const answer = await harness.post("/api/judge0/submissions?wait=true", { source_code: "x", language_id: 999 });
    expect(answer).toEqual({ status: 422, body: { message: "Language with id 999 doesn't exist" } });
  });

  it("validates every limit to Judge0's own ranges with 422, never switching a limit off or failing with 500", async () => {
    const base = { source_code: "print(1)", language_id: 71 };
    const refused: [Record<string, unknown>, RegExp][] = [
      [{ memory_limit: 0.9 }, /memory_limit must be greater than or equal to 2048/],
      [{ memory_limit: 600_000 }, /memory_limit must be less than or equal to 512000/],
      [{ cpu_time_limit: 16 }, /cpu_time_limit must be less than or equal to 15/],
      [{ cpu_time_limit: -1 }, /cpu_time_limit must be greater than or equal to 0/],
      [{ wall_time_limit: 21 }, /wall_time_limit must be less than or equal to 20/],
      [{ wall_time_limit: "soon" }, /wall_time_limit/],
      [{ source_code: "#".repeat(600 * 1024) }, /source_code must be at most 512 KB/],
    ];
    for (const [fields, message] of refused) {
      const answer = await harness.post("/api/judge0/submissions?wait=true", { ...base, ...fields });
      expect(answer.status, JSON.stringify(fields).slice(0, 80)).toBe(422);
      expect(String(answer.body.message)).toMatch(message);
    }
    // Tiny positive times are real (if impossible) limits, not a server error.
    const tiny = await harness.post("/api/judge0/submissions?wait=true", {
      ...base,
      cpu_time_limit: 0.0001,
      wall_time_limit: 0.0001,
    });
    expect(tiny.status).toBe(201);
    expect((tiny.body.status as { id: number }).id).toBe(5);
    const floor = await harness.post("/api/judge0/submissions?wait=true", { ...base, memory_limit: 2048 });
    expect(floor.status).toBe(201);
  });
});
