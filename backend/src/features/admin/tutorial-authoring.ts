import {
  type TAdminTutorial,
  type TAdminTutorialInput,
  type TAdminTutorialListItem,
  type TTutorialCourse,
  tutorialCourse,
  ZAdminTutorialInput,
  ZTutorialCheck,
} from "@cp/contracts";
import type { StoredTutorialStep, tutorials } from "../../db/schema";
import { unprocessable } from "../../errors";
import type { SessionUser } from "../../http/state";
import { invalidField, parseJsonField } from "./form-fields";
import { presentAdminTutorial, presentAdminTutorialListItem } from "./presenter";
import { type AuthoredColumns, listTutorials, nextTutorialPosition, tutorialRepo } from "./repo";
import type { AuthoringSpec } from "./service";

type Values = Omit<AuthoredColumns<typeof tutorials>, "position">;

/** The tutorials feature's check of a program against a step's expected output. */
export type StepChecker = (
  course: TTutorialCourse,
  code: string,
  expectedOutput: string,
  owner: string,
) => Promise<{
  passed: boolean;
  result: { verdict: string; stdout: string; stderr: string; compileOutput?: string | null };
}>;

const text = (value: unknown) => (typeof value === "string" ? value : "");

function parseStep(raw: string, index: number): StoredTutorialStep {
  const field = `steps.${index}`;
  const label = `Step ${index + 1}`;
  const value = parseJsonField(raw, field, label);
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw invalidField(
      field,
      `${label} must be a JSON object with title, content, explanation, code and expectedOutput`,
    );
  }
  const s = value as Record<string, unknown>;
  const title = text(s.title).trim();
  if (!title) throw invalidField(`${field}.title`, `${label}: the title is required`);
  const step: StoredTutorialStep = {
    title,
    content: text(s.content),
    explanation: text(s.explanation),
    code: text(s.code),
    expectedOutput: text(s.expectedOutput),
  };
  if (text(s.solution).trim()) step.solution = text(s.solution);
  if (s.checks !== undefined && s.checks !== null) {
    const checks = ZTutorialCheck.array().safeParse(s.checks);
    if (!checks.success) throw invalidField(field, `${label}: each check needs a selector and what must hold`);
    if (checks.data.length > 0) step.checks = checks.data;
  }
  return step;
}

export function parseTutorialInput(raw: TAdminTutorialInput): Values {
  const input = ZAdminTutorialInput.parse(raw);
  return {
    title: input.title.trim(),
    description: input.description.trim(),
    language: input.language,
    topic: input.topic.trim() || "Fundamentals",
    difficulty: input.difficulty,
    category: input.category.trim() || "Fundamentals",
    estimatedTime: input.estimatedTime,
    steps: input.steps.map(parseStep),
  };
}

/** A short quote of program output for a message: its first line, cut at 80 characters. */
function quote(output: string): string {
  const lines = output.trimEnd().split("\n");
  const first = lines[0] ?? "";
  const cut = first.length > 80 ? `${first.slice(0, 77)}...` : first;
  return `"${cut}"${lines.length > 1 ? ` (and ${lines.length - 1} more line${lines.length === 2 ? "" : "s"})` : ""}`;
}

/**
 * Why a step's reference code failed, as the admin reads it: the output expected against the
 * output printed, or the error that stopped the program.
 */
export function describeStepFailure(
  index: number,
  step: StoredTutorialStep,
  result: { verdict: string; stdout: string; stderr: string; compileOutput?: string | null },
): string {
  const which = step.solution ? "solution" : "starting code";
  const head = `Step ${index + 1} ('${step.title}')`;
  const error = result.compileOutput || result.stderr;
  if (error && result.verdict !== "Accepted" && result.verdict !== "Wrong Answer") {
    return `${head}: the ${which} stopped with ${result.verdict}: ${quote(error)}`;
  }
  const printed = result.stdout.trim() ? `printed ${quote(result.stdout)}` : "printed nothing";
  return `${head}: expected ${quote(step.expectedOutput)}, but the ${which} ${printed}`;
}

/**
 * Tutorials: a sandbox course's steps are proven before the save, each step's reference code
 * (its solution, else its starting code) run in the sandbox must print the expected output.
 * A preview course's steps (HTML, CSS, Tailwind, React) are checked in the learner's browser
 * by their DOM checks, which the server cannot run: their shape is checked only.
 */
export function tutorialAuthoring(deps: {
  checkStep: StepChecker;
}): AuthoringSpec<typeof tutorials, TAdminTutorialInput, Values, TAdminTutorial, TAdminTutorialListItem> {
  async function proveSteps(values: Values, actor: SessionUser) {
    const course = values.language;
    if (tutorialCourse(course).mode !== "sandbox") return;
    const steps = values.steps ?? [];
    for (const [index, step] of steps.entries()) {
      const code = step.solution ?? step.code;
      const field = `steps.${index}`;
      if (!code.trim())
        throw invalidField(`${field}.code`, `Step ${index + 1}: write starting code or a solution to run`);
      const { passed, result } = await deps.checkStep(course, code, step.expectedOutput, actor.id);
      if (!passed) {
        const got = result.compileOutput || result.stderr || result.stdout || "(no output)";
        throw unprocessable(describeStepFailure(index, step, result), {
          field: `${field}.expectedOutput`,
          step: index,
          verdict: result.verdict,
          expected: step.expectedOutput,
          actual: got.slice(0, 2000),
        });
      }
    }
  }

  return {
    entity: "tutorial",
    label: "Tutorial",
    repo: tutorialRepo,
    list: async (db) => (await listTutorials(db)).map(presentAdminTutorialListItem),
    async prepare(input, actor) {
      const values = parseTutorialInput(input);
      await proveSteps(values, actor);
      return values;
    },
    // A new tutorial comes last in its course; an edit keeps its place.
    columns: async (tx, values, id) =>
      id ? values : { ...values, position: await nextTutorialPosition(tx, values.language) },
    present: presentAdminTutorial,
  };
}
