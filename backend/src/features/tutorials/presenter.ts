import {
  type TTutorialCheck,
  type TTutorialCourse,
  type TTutorialDetail,
  type TTutorialListItem,
  type TTutorialRunResult,
  tutorialCourse,
  ZTutorialCourse,
} from "@cp/contracts";
import type { ExecutionResult } from "../execution";
import type { TutorialRow, TutorialSummaryRow } from "./repo";

export function courseOf(row: { language: string }): TTutorialCourse {
  return ZTutorialCourse.parse(row.language);
}

export function presentListItem(row: TutorialSummaryRow, completedSteps: number): TTutorialListItem {
  return {
    id: row.slug ?? row.id,
    course: courseOf(row),
    order: row.position,
    title: row.title,
    description: row.description,
    difficulty: row.difficulty,
    topic: row.topic,
    category: row.category,
    estimatedTime: row.estimatedTime,
    stepCount: row.stepCount,
    completedSteps: Math.min(completedSteps, row.stepCount),
  };
}

/** A tutorial as the learner sees it: each step's text, starting code and checks, never its solution. */
export function presentDetail(
  row: TutorialRow,
  completedSteps: number,
  next: { id: string; title: string } | null,
): TTutorialDetail {
  const course = tutorialCourse(courseOf(row));
  return {
    ...presentListItem(row, completedSteps),
    language: course.name,
    mode: course.mode,
    editor: course.editor,
    steps: row.steps.map((s) => ({
      title: s.title,
      content: s.content,
      explanation: s.explanation,
      code: s.code,
      expectedOutput: s.expectedOutput,
      checks: (s.checks ?? []) as TTutorialCheck[],
    })),
    next,
  };
}

const ERROR_LINE =
  /^(?:Exception in thread "[^"]*" |\[ERROR\] FATAL UNHANDLED EXCEPTION: |Uncaught )?([\w.$]*(?:Error|Exception)[\w.$]*(?::.*)?)$/;

/**
 * The one line 'Error: {message}' shows: the exception a program died of (Python's last
 * traceback line, Node's, Java's and .NET's exception line), the compiler's errors, or the
 * engine's reason (a time or memory limit).
 */
export function errorMessage(result: ExecutionResult): string | null {
  if (result.verdict === "Accepted") return null;
  if (result.verdict === "Compilation Error") {
    const text = (result.compileOutput || result.stderr).trim();
    return text ? clip(text) : "Compilation failed";
  }
  if (result.verdict === "Runtime Error") {
    const lines = result.stderr
      .split("\n")
      .map((l) => l.trim())
      .filter(Boolean);
    const matches = lines.map((l) => ERROR_LINE.exec(l)?.[1]).filter((m): m is string => Boolean(m));
    // Python prints the exception last; Node, Java and .NET print it first, then the stack.
    const python = lines.some((l) => l.startsWith("Traceback (most recent call last)"));
    const found = python ? matches.at(-1) : matches[0];
    if (found) return clip(found.replace(/^Error: /, ""));
    if (lines.length > 0) return clip(lines.at(-1) ?? "");
  }
  return result.message ?? result.verdict;
}

function clip(text: string, max = 2000): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

export function presentRun(result: ExecutionResult, passed: boolean, unmet: string[] = []): TTutorialRunResult {
  return {
    output: result.stdout,
    stderr: result.stderr,
    status: passed ? "Accepted" : result.verdict === "Accepted" ? "Wrong Answer" : result.verdict,
    error: errorMessage(result),
    passed,
    timeMs: result.wallTimeMs ?? result.timeMs,
    ...(unmet.length > 0 ? { unmet } : {}),
  };
}
