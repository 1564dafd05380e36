import { MAX_CUSTOM_INPUTS } from "@cp/contracts/constants";
import { create } from "zustand";

/** One of the learner's own test cases: each parameter's value as JSON text, edited on its own line. */
export type TCustomCase = { id: number; values: Record<string, string> };
export type TCustomCases = { enabled: boolean; cases: TCustomCase[] };

type TCustomCasesStore = {
  /** Per challenge id: kept while the app is open, like LeetCode's testcase tab. */
  byChallenge: Record<string, TCustomCases>;
  setEnabled: (challengeId: string, enabled: boolean) => void;
  /** Adds a case with these inputs (a sample's, or a failed test's) and turns the custom cases on. */
  addCase: (challengeId: string, input: Record<string, unknown>) => void;
  setValue: (challengeId: string, caseId: number, name: string, text: string) => void;
  removeCase: (challengeId: string, caseId: number) => void;
};

const EMPTY: TCustomCases = { enabled: false, cases: [] };
let nextId = 1;

const valuesOf = (input: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(input).map(([name, value]) => [name, JSON.stringify(value)]));

export const useCustomCasesStore = create<TCustomCasesStore>((set) => {
  const change = (challengeId: string, update: (current: TCustomCases) => TCustomCases) =>
    set((state) => ({
      byChallenge: { ...state.byChallenge, [challengeId]: update(state.byChallenge[challengeId] ?? EMPTY) },
    }));
  return {
    byChallenge: {},
    setEnabled: (challengeId, enabled) => change(challengeId, (current) => ({ ...current, enabled })),
    addCase: (challengeId, input) =>
      change(challengeId, (current) =>
        current.cases.length >= MAX_CUSTOM_INPUTS
          ? { ...current, enabled: true }
          : { enabled: true, cases: [...current.cases, { id: nextId++, values: valuesOf(input) }] },
      ),
    setValue: (challengeId, caseId, name, text) =>
      change(challengeId, (current) => ({
        ...current,
        cases: current.cases.map((c) => (c.id === caseId ? { ...c, values: { ...c.values, [name]: text } } : c)),
      })),
    removeCase: (challengeId, caseId) =>
      change(challengeId, (current) => ({ ...current, cases: current.cases.filter((c) => c.id !== caseId) })),
  };
});

export function useCustomCases(challengeId: string): TCustomCases {
  return useCustomCasesStore((state) => state.byChallenge[challengeId] ?? EMPTY);
}

/** What is wrong with a case, naming the parameter (the server checks the types). */
export function caseProblem(params: string[], custom: TCustomCase): string | null {
  for (const name of params) {
    const text = custom.values[name] ?? "";
    if (!text.trim()) return `${name} is empty`;
    try {
      JSON.parse(text);
    } catch {
      return `${name} is not a JSON value (a number, "text", [1, 2] or null)`;
    }
  }
  return null;
}

/** The case as the run call takes it: one JSON object of the parameters. */
export function toCustomInput(params: string[], custom: TCustomCase): string {
  return JSON.stringify(Object.fromEntries(params.map((name) => [name, JSON.parse(custom.values[name] ?? "null")])));
}
