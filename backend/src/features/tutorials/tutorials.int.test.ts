import { existsSync } from "node:fs";
import path from "node:path";
import { type TTutorialRunResult, TUTORIAL_ENDPOINTS } from "@cp/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, emptyCatalogDir, signUp, startTestPlatform, type TestPlatform } from "../../test/platform";
import { loadTutorials, TUTORIALS_DIR } from "./content";

let platform: TestPlatform;
const content = await loadTutorials();
const python = content.find((t) => t.slug === "python-first-steps");
const typescript = content.find((t) => t.course === "typescript" && t.order === 1);
const html = content.find((t) => t.course === "html" && t.order === 1);
if (!python || !typescript || !html) throw new Error("the content lost its first Python, TypeScript or HTML tutorial");

beforeAll(async () => {
  platform = await startTestPlatform({}, { catalogDir: await emptyCatalogDir() });
}, 120_000);
afterAll(async () => {
  await platform?.close();
});

const visitor = () => createClient(platform.url);

async function run(client: ReturnType<typeof createClient>, id: string, index: number, code: string) {
  const response = await client.post(`/api/tutorials/${id}/steps/${index}/run`, { code });
  expect(response.status, response.text).toBe(200);
  return TUTORIAL_ENDPOINTS.run.response.parse(response.body) as TTutorialRunResult;
}

describe("courses and tutorials", () => {
  it("lists the ten courses with their tutorial and step counts", async () => {
    const courses = await visitor().call(TUTORIAL_ENDPOINTS.courses);
    expect(courses.map((c) => c.name)).toEqual([
      "React",
      "JavaScript",
      "Java",
      "Node.js",
      "HTML",
      "CSS",
      "TypeScript",
      "Tailwind",
      "Python",
      "C#",
    ]);
    for (const course of courses) {
      const mine = content.filter((t) => t.course === course.key);
      expect(course.tutorials).toBe(mine.length);
      expect(course.steps).toBe(mine.reduce((n, t) => n + t.steps.length, 0));
      expect(course.completedSteps).toBe(0);
    }
  });

  it("lists one course's tutorials in order, by key or by name; an unknown course is a 400", async () => {
    const byKey = await visitor().call(TUTORIAL_ENDPOINTS.list, { query: { language: "nodejs" } });
    const byName = await visitor().call(TUTORIAL_ENDPOINTS.list, { query: { language: "Node.js" } });
    expect(byName).toEqual(byKey);
    expect(byKey.map((t) => t.order)).toEqual([1, 2, 3]);
    expect(byKey.every((t) => t.course === "nodejs" && t.stepCount >= 5)).toBe(true);
    const unknown = await visitor().get("/api/tutorials?language=cobol");
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/Unknown course: cobol/);
    expect((await visitor().get("/api/tutorials")).status).toBe(400);
  });

  it("shows a tutorial with its steps and the next one of its course; an unknown id is 'Tutorial not found'", async () => {
    const detail = await visitor().call(TUTORIAL_ENDPOINTS.detail, { params: { id: python.slug } });
    expect(detail.title).toBe(python.title);
    expect(detail.language).toBe("Python");
    expect(detail.mode).toBe("sandbox");
    expect(detail.steps).toHaveLength(python.steps.length);
    expect(detail.steps[0]?.code).toBe(python.steps[0]?.code);
    expect(detail.next?.id).toBe(content.find((t) => t.course === "python" && t.order === 2)?.slug);
    const missing = await visitor().get("/api/tutorials/no-such-tutorial");
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Tutorial not found");
  });

  it("never sends a step's reference solution, for any tutorial", async () => {
    const client = visitor();
    for (const tutorial of content) {
      const response = await client.get(`/api/tutorials/${tutorial.slug}`);
      expect(response.status).toBe(200);
      for (const step of response.body.steps as Record<string, unknown>[]) {
        expect(Object.keys(step).sort()).toEqual([
          "checks",
          "code",
          "content",
          "expectedOutput",
          "explanation",
          "title",
        ]);
      }
      // A step's solution is often the next step's starting code: only one shown nowhere else is secret.
      const shown = tutorial.steps.map((s) => `${s.code}\n${s.content}`).join("\n");
      for (const step of tutorial.steps) {
        if (!shown.includes(step.solution.trim())) {
          expect(
            response.text.includes(JSON.stringify(step.solution).slice(1, -1)),
            `${tutorial.slug}: ${step.title}`,
          ).toBe(false);
        }
      }
    }
  });
});

describe("running a step", () => {
  const step0 = () => python.steps[0] as { code: string; solution: string; expectedOutput: string };

  it("passes when the output matches the expected output", async () => {
    const result = await run(visitor(), python.slug, 0, step0().solution);
    expect(result).toMatchObject({ passed: true, status: "Accepted", error: null, output: step0().expectedOutput });
  });

  it("rejects wrong code and shows what it printed", async () => {
    const result = await run(visitor(), python.slug, 0, step0().code);
    expect(result.passed).toBe(false);
    expect(result.status).toBe("Wrong Answer");
    expect(result.output).toBe("Hello, World!\n");
    expect(result.error).toBeNull();
  });

  it("a program that throws answers with its output and the exception's message", async () => {
    const py = await run(visitor(), python.slug, 0, 'print("before")\nraise ValueError("the kettle is empty")\n');
    expect(py).toMatchObject({ passed: false, status: "Runtime Error", output: "before\n" });
    expect(py.error).toBe("ValueError: the kettle is empty");
    expect(py.stderr).toMatch(/Traceback/);
    const js = content.find((t) => t.course === "javascript") as { slug: string };
    const node = await run(visitor(), js.slug, 0, 'console.log("before");\nthrow new Error("the kettle is empty");\n');
    expect(node).toMatchObject({
      passed: false,
      status: "Runtime Error",
      output: "before\n",
      error: "the kettle is empty",
    });
  });

  it("a program that prints nothing has empty output and no error", async () => {
    const result = await run(visitor(), python.slug, 0, "x = 1\n");
    expect(result).toMatchObject({ passed: false, output: "", error: null, status: "Wrong Answer" });
  });

  it("a program that never ends is stopped at the time limit", async () => {
    const result = await run(visitor(), python.slug, 0, "while True:\n    pass\n");
    expect(result.passed).toBe(false);
    expect(result.status).toBe("Time Limit Exceeded");
    expect(result.error).toMatch(/[Tt]ime limit|Killed after/);
  }, 60_000);

  it("a hostile program cannot touch the server's files or reach the network", async () => {
    const target = path.join(TUTORIALS_DIR, "pwned.txt");
    const hostile = [
      "import os, socket",
      "try:",
      `    open(${JSON.stringify(target)}, "w").write("x")`,
      '    print("wrote", flush=True)',
      "except OSError as e:",
      '    print("no write", flush=True)',
      "try:",
      '    socket.create_connection(("1.1.1.1", 80), timeout=2)',
      '    print("connected", flush=True)',
      "except OSError:",
      '    print("no network", flush=True)',
      "for _ in range(200):",
      "    try:",
      "        os.fork()",
      "    except OSError:",
      "        break",
    ].join("\n");
    const result = await run(visitor(), python.slug, 0, hostile);
    expect(result.passed).toBe(false);
    expect(result.output, `${result.status} ${result.stderr}`).toContain("no write");
    expect(result.output).toContain("no network");
    expect(existsSync(target)).toBe(false);
    // The server still answers normally afterwards.
    expect((await run(visitor(), python.slug, 0, step0().solution)).passed).toBe(true);
  }, 60_000);

  it("type-checks TypeScript with the real compiler: a type error is a compile error, right code passes", async () => {
    const step = typescript.steps[0] as { solution: string; expectedOutput: string };
    const ok = await run(visitor(), typescript.slug, 0, step.solution);
    expect(ok).toMatchObject({ passed: true, status: "Accepted" });
    const bad = await run(visitor(), typescript.slug, 0, 'const count: number = "three";\nconsole.log(count);\n');
    expect(bad).toMatchObject({ passed: false, status: "Compilation Error", output: "" });
    expect(bad.error).toMatch(/main\.ts\(1,7\): error TS2322: Type 'string' is not assignable to type 'number'/);
  });

  it("does not pass a TypeScript step that prints the right line without the type annotations it teaches", async () => {
    const untyped = [
      'console.log("Hello, TypeScript!");',
      "// const language: string = 'TypeScript'; (a comment proves nothing)",
      'console.log("TypeScript appeared in 2012");',
      "",
    ].join("\n");
    const result = await run(visitor(), typescript.slug, 0, untyped);
    expect(result).toMatchObject({
      passed: false,
      status: "Wrong Answer",
      output: "Hello, TypeScript!\nTypeScript appeared in 2012\n",
    });
    expect(result.unmet).toEqual([
      expect.stringMatching(/^Declare `language` with a type annotation/),
      expect.stringMatching(/^Declare `year` with a type annotation/),
      expect.stringMatching(/^Print the line with a template literal/),
    ]);
    const step = typescript.steps[0] as { solution: string };
    expect(await run(visitor(), typescript.slug, 0, step.solution)).not.toHaveProperty("unmet");
  });

  it("answers 400 for blank code or a bad index, 404 for a missing step or a preview step run", async () => {
    const client = visitor();
    expect((await client.post(`/api/tutorials/${python.slug}/steps/0/run`, { code: "   " })).status).toBe(400);
    expect((await client.post(`/api/tutorials/${python.slug}/steps/abc/run`, { code: "print(1)" })).status).toBe(400);
    const missing = await client.post(`/api/tutorials/${python.slug}/steps/99/run`, { code: "print(1)" });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toMatch(/Step not found/);
    const preview = await client.post(`/api/tutorials/${html.slug}/steps/0/run`, { code: "<h1>Hi</h1>" });
    expect(preview.status).toBe(400);
    expect(preview.body.message).toMatch(/live preview/);
  });
});

describe("progress", () => {
  it("a passing run is recorded for a learner, a failing one is not; a visitor's runs are not stored", async () => {
    const { client } = await signUp(platform.url);
    const anonymous = visitor();
    expect((await anonymous.get(`/api/tutorials/${python.slug}/progress`)).status).toBe(401);
    await run(anonymous, python.slug, 1, python.steps[1]?.solution ?? "");

    await run(client, python.slug, 0, python.steps[0]?.code ?? "");
    let progress = await client.call(TUTORIAL_ENDPOINTS.progress, { params: { id: python.slug } });
    expect(progress).toEqual({ tutorialId: python.slug, stepCount: python.steps.length, completedSteps: [] });

    await run(client, python.slug, 2, python.steps[2]?.solution ?? "");
    await run(client, python.slug, 0, python.steps[0]?.solution ?? "");
    await run(client, python.slug, 0, python.steps[0]?.solution ?? "");
    progress = await client.call(TUTORIAL_ENDPOINTS.progress, { params: { id: python.slug } });
    expect(progress.completedSteps).toEqual([0, 2]);

    const courses = await client.call(TUTORIAL_ENDPOINTS.courses);
    expect(courses.find((c) => c.key === "python")?.completedSteps).toBe(2);
    expect(courses.find((c) => c.key === "java")?.completedSteps).toBe(0);
    const list = await client.call(TUTORIAL_ENDPOINTS.list, { query: { language: "python" } });
    expect(list.find((t) => t.id === python.slug)?.completedSteps).toBe(2);
    const detail = await client.call(TUTORIAL_ENDPOINTS.detail, { params: { id: python.slug } });
    expect(detail.completedSteps).toBe(2);
    // Another learner starts from nothing.
    const other = await signUp(platform.url);
    expect(
      (await other.client.call(TUTORIAL_ENDPOINTS.progress, { params: { id: python.slug } })).completedSteps,
    ).toEqual([]);
  });

  it("a preview step is completed by the learner's browser; a sandbox step only by running", async () => {
    const { client } = await signUp(platform.url);
    expect((await visitor().post(`/api/tutorials/${html.slug}/steps/0/complete`)).status).toBe(401);
    const progress = await client.call(TUTORIAL_ENDPOINTS.complete, { params: { id: html.slug, index: "1" } });
    expect(progress.completedSteps).toEqual([1]);
    const sandbox = await client.post(`/api/tutorials/${python.slug}/steps/0/complete`);
    expect(sandbox.status).toBe(400);
    expect(sandbox.body.message).toMatch(/Run Code/);
    expect((await client.post(`/api/tutorials/${html.slug}/steps/42/complete`)).status).toBe(404);
    expect((await client.call(TUTORIAL_ENDPOINTS.progress, { params: { id: python.slug } })).completedSteps).toEqual(
      [],
    );
  });
});
