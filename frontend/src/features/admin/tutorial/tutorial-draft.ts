import type { TAdminTutorial, TAdminTutorialInput, TDifficulty, TTutorialCourse } from "@cp/contracts";
import { rowKey } from "../challenge/challenge-draft";

/** The texts of a step the form edits, in the order it shows them. */
export const STEP_FIELDS = ["title", "content", "explanation", "code", "expectedOutput", "solution"] as const;
export type TStepField = (typeof STEP_FIELDS)[number];

/** One step; `extra` keeps stored fields the form does not edit (a preview step's DOM checks). */
export type TStepDraft = Record<TStepField, string> & { key: string; extra: Record<string, unknown> };

export type TTutorialDraft = {
  title: string;
  description: string;
  language: TTutorialCourse;
  topic: string;
  difficulty: TDifficulty;
  category: string;
  /** Minutes as typed; blank means not given. */
  estimatedTime: string;
  steps: TStepDraft[];
};

export const emptyStep = (): TStepDraft => ({
  key: rowKey(),
  title: "",
  content: "",
  explanation: "",
  code: "",
  expectedOutput: "",
  solution: "",
  extra: {},
});

export const emptyTutorialDraft = (): TTutorialDraft => ({
  title: "",
  description: "",
  language: "python",
  topic: "Fundamentals",
  difficulty: "Easy",
  category: "Fundamentals",
  estimatedTime: "",
  steps: [emptyStep()],
});

export function stepFromText(text: string): TStepDraft {
  try {
    const parsed = JSON.parse(text) as Record<string, unknown>;
    const step = emptyStep();
    const extra: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(parsed)) {
      if ((STEP_FIELDS as readonly string[]).includes(name))
        step[name as TStepField] = typeof value === "string" ? value : "";
      else extra[name] = value;
    }
    return { ...step, extra };
  } catch {
    return emptyStep();
  }
}

export function draftFromTutorial(tutorial: TAdminTutorial): TTutorialDraft {
  return {
    title: tutorial.title,
    description: tutorial.description,
    language: tutorial.language,
    topic: tutorial.topic,
    difficulty: tutorial.difficulty,
    category: tutorial.category,
    estimatedTime: tutorial.estimatedTime === null ? "" : String(tutorial.estimatedTime),
    steps: tutorial.steps.map(stepFromText),
  };
}

const isBlankStep = (step: TStepDraft) => STEP_FIELDS.every((field) => step[field].trim() === "");

/** The request body: blank steps left out, a blank solution not sent, minutes as a number or null. */
export function tutorialInputFromDraft(draft: TTutorialDraft): TAdminTutorialInput {
  const minutes = draft.estimatedTime.trim();
  return {
    title: draft.title.trim(),
    description: draft.description.trim(),
    language: draft.language,
    topic: draft.topic.trim() || "Fundamentals",
    difficulty: draft.difficulty,
    category: draft.category.trim() || "Fundamentals",
    estimatedTime: minutes === "" ? null : Number(minutes),
    steps: draft.steps
      .filter((step) => !isBlankStep(step))
      .map(({ key: _key, extra, solution, ...texts }) =>
        JSON.stringify({ ...extra, ...texts, ...(solution.trim() ? { solution } : {}) }),
      ),
  };
}
