import type { TAdminValidationProgressEvent, TVerdict } from "@cp/contracts";
import { SOCKET_EVENTS } from "@cp/contracts/constants";
import { create } from "zustand";

/** One test's outcome as it streams in. */
export type TLiveCheck = { index: number; passed: boolean; verdict: TVerdict };

/** One program of a running validation (a language's solution or starter), as far as it got. */
export type TLiveProgram = { language: string; kind: "solution" | "starter"; total: number; checks: TLiveCheck[] };

type TValidationState = {
  /** The validation being watched (chosen by the client, sent with the request); null when none. */
  validationId: string | null;
  /** Programs in the order their first event arrived, keyed `${kind}:${language}`. */
  programs: Record<string, TLiveProgram>;
  start: (validationId: string) => void;
  receive: (event: TAdminValidationProgressEvent) => void;
  clear: () => void;
};

export const programKey = (kind: string, language: string): string => `${kind}:${language}`;

/**
 * The live progress of the admin's validation: what no endpoint returns while it runs (the
 * final report is the validate call's answer). Events of any other validation are ignored.
 */
export const useValidationStore = create<TValidationState>((set, get) => ({
  validationId: null,
  programs: {},
  start: (validationId) => set({ validationId, programs: {} }),
  receive: (event) => {
    const { validationId, programs } = get();
    if (event.validationId !== validationId) return;
    const key = programKey(event.kind, event.language);
    const program = programs[key] ?? { language: event.language, kind: event.kind, total: event.total, checks: [] };
    // A reconnect may deliver an event twice: one mark per test.
    if (program.checks.some((c) => c.index === event.index)) return;
    const checks = [...program.checks, { index: event.index, passed: event.passed, verdict: event.verdict }].sort(
      (a, b) => a.index - b.index,
    );
    set({ programs: { ...programs, [key]: { ...program, total: event.total, checks } } });
  },
  clear: () => set({ validationId: null, programs: {} }),
}));

/** A fresh id for a validation, so its streamed progress can be told apart from any other. */
export function newValidationId(): string {
  if (typeof crypto !== "undefined" && typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return `v-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** The admin's part of the app's live updates (app/live-updates.ts): a validation's progress. */
export const ADMIN_LIVE_UPDATES = {
  [SOCKET_EVENTS.adminValidationProgress]: (event: TAdminValidationProgressEvent) =>
    useValidationStore.getState().receive(event),
};
