import {
  resolveTutorialCourse,
  type TLanguageKey,
  type TTutorialCourse,
  type TTutorialCourseSummary,
  type TTutorialDetail,
  type TTutorialListItem,
  type TTutorialProgress,
  type TTutorialRunResult,
  TUTORIAL_COURSE_INFO,
  tutorialCourse,
} from "@cp/contracts";
import type { Db } from "../../db/client";
import { invalid, notFound } from "../../errors";
import { type ExecutionQueue, type ExecutionResult, runJobFor, type TRunJobPayload } from "../execution";
import { outputMatches, unmetCodeChecks } from "./content";
import { courseOf, presentDetail, presentListItem, presentRun } from "./presenter";
import { createTutorialsRepo, type TutorialRow } from "./repo";
import type { TypeScriptCompiler } from "./typescript-compiler";

/** The sandbox language each sandbox course's programs run as (TypeScript after compiling). */
const RUNS_AS: Partial<Record<TTutorialCourse, TLanguageKey>> = {
  python: "python",
  java: "java",
  csharp: "csharp",
  javascript: "javascript",
  nodejs: "javascript",
  typescript: "javascript",
};

/** The run's message when the checker gave up on a program rather than finding type errors. */
const STOPPED_MESSAGE = {
  time: "Type-checking took too long",
  memory: "Type-checking used too much memory",
  busy: "The TypeScript checker is busy",
} as const;

export type TutorialsDeps = { db: Db; queue: ExecutionQueue; typescript: TypeScriptCompiler };

export function createTutorialsService(deps: TutorialsDeps) {
  const repo = createTutorialsRepo(deps.db);

  async function find(id: string): Promise<TutorialRow> {
    const row = await repo.bySlug(id);
    if (!row) throw notFound("Tutorial not found");
    return row;
  }

  function stepIndex(row: TutorialRow, index: string): number {
    if (!/^\d+$/.test(index)) throw invalid("The step index must be a whole number from 0");
    const n = Number(index);
    if (n >= row.steps.length) throw notFound(`Step not found: this tutorial has ${row.steps.length} steps`);
    return n;
  }

  async function progressOf(userId: string, row: TutorialRow): Promise<TTutorialProgress> {
    const steps = await repo.completedSteps(userId, row.id);
    return {
      tutorialId: row.slug ?? row.id,
      stepCount: row.steps.length,
      completedSteps: steps.filter((i) => i < row.steps.length),
    };
  }

  /** Compiles TypeScript first (type errors answer as a compile error), then runs in the sandbox. */
  async function execute(course: TTutorialCourse, code: string, owner: string): Promise<ExecutionResult> {
    let source = code;
    if (course === "typescript") {
      const started = performance.now();
      // The owner's share of the checker: one check of theirs at a time, a few waiting at most.
      const compiled = await deps.typescript.compile(code, owner);
      if (!compiled.ok) {
        return {
          verdict: "Compilation Error",
          statusId: 6,
          stdout: "",
          stderr: "",
          compileOutput: compiled.diagnostics,
          message: compiled.stopped ? STOPPED_MESSAGE[compiled.stopped] : "Compilation failed",
          timeMs: Math.round(performance.now() - started),
          memoryKb: null,
          exitCode: null,
          signal: null,
          cached: false,
        };
      }
      source = compiled.js;
    }
    const language = RUNS_AS[course];
    if (!language) throw invalid("This step runs as a live preview in the browser, not in the sandbox");
    const payload: TRunJobPayload = { language, source };
    return deps.queue.submit(runJobFor(payload, owner));
  }

  return {
    async courses(userId?: string): Promise<TTutorialCourseSummary[]> {
      const rows = await repo.summaries();
      const done = userId ? await repo.completedCounts(userId) : new Map<string, number>();
      return TUTORIAL_COURSE_INFO.map((course) => {
        const mine = rows.filter((r) => r.language === course.key);
        return {
          key: course.key,
          name: course.name,
          mode: course.mode,
          tutorials: mine.length,
          steps: mine.reduce((sum, r) => sum + r.stepCount, 0),
          completedSteps: mine.reduce((sum, r) => sum + Math.min(done.get(r.id) ?? 0, r.stepCount), 0),
        };
      });
    },

    async list(language: string, userId?: string): Promise<TTutorialListItem[]> {
      const course = resolveTutorialCourse(language);
      if (!course) throw invalid(`Unknown course: ${language}`);
      const rows = await repo.summaries(course.key);
      const done = userId ? await repo.completedCounts(userId) : new Map<string, number>();
      return rows.map((r) => presentListItem(r, done.get(r.id) ?? 0));
    },

    async detail(id: string, userId?: string): Promise<TTutorialDetail> {
      const row = await find(id);
      const siblings = await repo.summaries(row.language);
      const after = siblings.find((s) => s.position > row.position);
      const done = userId ? (await progressOf(userId, row)).completedSteps.length : 0;
      return presentDetail(row, done, after ? { id: after.slug ?? after.id, title: after.title } : null);
    },

    /** Runs a sandbox step's code; a passing run is recorded for a signed-in learner. */
    async run(
      id: string,
      index: string,
      code: string,
      owner: { userId?: string; key: string },
    ): Promise<TTutorialRunResult> {
      const row = await find(id);
      const n = stepIndex(row, index);
      const course = courseOf(row);
      if (tutorialCourse(course).mode !== "sandbox") {
        throw invalid("This step runs as a live preview in the browser, not in the sandbox");
      }
      const step = row.steps[n];
      if (!step) throw notFound("Step not found");
      const result = await execute(course, code, owner.key);
      // The output alone cannot prove what a step teaches (a type annotation, a loop): its code checks can.
      const unmet = unmetCodeChecks(code, step.codeChecks ?? [], course);
      const passed =
        result.verdict === "Accepted" && outputMatches(result.stdout, step.expectedOutput) && unmet.length === 0;
      if (passed && owner.userId) await repo.markPassed(owner.userId, row.id, n);
      return presentRun(result, passed, unmet);
    },

    /** A preview step whose DOM checks held in the learner's browser; sandbox steps pass only by running. */
    async complete(id: string, index: string, userId: string): Promise<TTutorialProgress> {
      const row = await find(id);
      const n = stepIndex(row, index);
      if (tutorialCourse(courseOf(row)).mode !== "preview") {
        throw invalid("This step is checked by running its code: use Run Code");
      }
      await repo.markPassed(userId, row.id, n);
      return progressOf(userId, row);
    },

    async progress(id: string, userId: string): Promise<TTutorialProgress> {
      return progressOf(userId, await find(id));
    },

    /**
     * Runs a program as a step of the course would (TypeScript compiled first) and says whether
     * it printed the expected output: an admin's step is checked this way before it is saved.
     */
    async checkProgram(course: TTutorialCourse, code: string, expectedOutput: string, owner: string) {
      const result = await execute(course, code, owner);
      return { result, passed: result.verdict === "Accepted" && outputMatches(result.stdout, expectedOutput) };
    },
  };
}

export type TutorialsService = ReturnType<typeof createTutorialsService>;
