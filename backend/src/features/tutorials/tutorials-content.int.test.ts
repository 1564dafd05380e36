import { TUTORIAL_ENDPOINTS, tutorialCourse } from "@cp/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, emptyCatalogDir, startTestPlatform, type TestPlatform } from "../../test/platform";
import { type ContentTutorial, loadTutorials } from "./content";

/**
 * Every sandbox step of the content, run for real: the reference solution through the run
 * endpoint (the real sandbox, TypeScript through the real compiler) must pass, and the starting
 * code alone must not, except for the steps listed here, whose starting code already runs and
 * which ask the learner to read and run it rather than change it.
 */
const STARTING_CODE_PASSES = new Set<string>([]);

let platform: TestPlatform;
const tutorials = (await loadTutorials()).filter((t) => tutorialCourse(t.course).mode === "sandbox");

beforeAll(async () => {
  platform = await startTestPlatform({ EXEC_PER_USER: "8" }, { catalogDir: await emptyCatalogDir() });
}, 120_000);
afterAll(async () => {
  await platform?.close();
});

type Job = { tutorial: ContentTutorial; index: number; code: string; kind: "solution" | "starting code" };

/** Runs jobs through the endpoint a few at a time: Java and C# compile slowly and the machine is shared. */
async function runAll(jobs: Job[], concurrency: number) {
  const client = createClient(platform.url);
  const results: { job: Job; passed: boolean; output: string; error: string | null }[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < jobs.length) {
        const job = jobs[next++] as Job;
        const result = await client.call(TUTORIAL_ENDPOINTS.run, {
          params: { id: job.tutorial.slug, index: String(job.index) },
          body: { code: job.code },
        });
        results.push({ job, passed: result.passed, output: result.output, error: result.error });
      }
    }),
  );
  return results;
}

const COURSES = [...new Set(tutorials.map((t) => t.course))];

describe.each(COURSES)("%s steps", (course) => {
  it("every reference solution gives the expected output; starting code does not", async () => {
    const jobs: Job[] = [];
    for (const tutorial of tutorials.filter((t) => t.course === course)) {
      tutorial.steps.forEach((step, index) => {
        jobs.push({ tutorial, index, code: step.solution, kind: "solution" });
        if (step.code.trim()) jobs.push({ tutorial, index, code: step.code, kind: "starting code" });
      });
    }
    const heavy = course === "java" || course === "csharp";
    const results = await runAll(jobs, heavy ? 2 : 3);
    const wrong = results
      .filter(({ job, passed }) => {
        const key = `${job.tutorial.slug}#${job.index}`;
        if (job.kind === "solution") return !passed;
        return passed !== STARTING_CODE_PASSES.has(key);
      })
      .map(
        ({ job, passed, output, error }) =>
          `${job.tutorial.slug} step ${job.index + 1} (${job.kind}) ${passed ? "passed" : "failed"}: ${error ?? ""}\n${output}`,
      );
    expect(wrong).toEqual([]);
    expect(results.filter((r) => r.job.kind === "solution")).toHaveLength(
      tutorials.filter((t) => t.course === course).reduce((n, t) => n + t.steps.length, 0),
    );
  }, 900_000);
});
