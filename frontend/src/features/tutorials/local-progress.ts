import { create } from "zustand";
import { useHydrated } from "@/app/ssr";

/**
 * What a visitor keeps in this browser: the steps they passed per tutorial (a signed-in
 * learner's live on the server instead), and everyone's code per step, so a reload never loses
 * work. Storage may be unavailable (private mode): everything then lasts for this visit only.
 */
const PROGRESS_KEY = "cp:tutorials:progress";
const codeKey = (userId: string, tutorialId: string, index: number) =>
  `cp:tutorials:code:${userId}:${tutorialId}:${index}`;

export type TVisitorProgress = Record<string, { course: string; steps: number[] }>;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Full or disabled storage: kept for this visit only.
  }
}

function readProgress(): TVisitorProgress {
  try {
    const parsed: unknown = JSON.parse(read(PROGRESS_KEY) ?? "{}");
    return parsed && typeof parsed === "object" ? (parsed as TVisitorProgress) : {};
  } catch {
    return {};
  }
}

type TVisitorProgressState = {
  progress: TVisitorProgress;
  markPassed: (tutorialId: string, course: string, index: number) => void;
};

export const useVisitorProgress = create<TVisitorProgressState>((set, get) => ({
  progress: readProgress(),
  markPassed: (tutorialId, course, index) => {
    const current = get().progress[tutorialId]?.steps ?? [];
    if (current.includes(index)) return;
    const progress = {
      ...get().progress,
      [tutorialId]: { course, steps: [...current, index].sort((a, b) => a - b) },
    };
    write(PROGRESS_KEY, JSON.stringify(progress));
    set({ progress });
  },
}));

const NOTHING_PASSED: TVisitorProgress = {};

/**
 * The visitor's passed steps as screens show them: none while a server-rendered page is being
 * adopted (the server cannot see this browser's storage), this browser's from the render after.
 */
export function useVisitorSteps(): TVisitorProgress {
  const hydrated = useHydrated();
  const progress = useVisitorProgress((s) => s.progress);
  return hydrated ? progress : NOTHING_PASSED;
}

/** Steps a visitor passed in a course, for the course cards. */
export function visitorCourseSteps(progress: TVisitorProgress, course: string): number {
  return Object.values(progress)
    .filter((p) => p.course === course)
    .reduce((n, p) => n + p.steps.length, 0);
}

export function loadStepCode(userId: string, tutorialId: string, index: number): string | null {
  return read(codeKey(userId, tutorialId, index));
}

/** Code equal to the starting code is not worth keeping and clears the entry. */
export function saveStepCode(userId: string, tutorialId: string, index: number, code: string, starting: string): void {
  write(codeKey(userId, tutorialId, index), code === starting ? null : code);
}
