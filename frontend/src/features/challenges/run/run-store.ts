import type { TRunResponse, TRunTestResultEvent, TTestResult } from "@cp/contracts";
import { create } from "zustand";

export type TRunPhase = "idle" | "running" | "done" | "error";

/** The code a run or submission was made with: a passing run only unlocks Submit for that code. */
export type TRunSnapshot = { challengeId: string; language: string; code: string };

type TLiveRunState = {
  phase: TRunPhase;
  /** Chosen by the client and sent with the request, so socket events can be matched to it. */
  runId: string | null;
  snapshot: TRunSnapshot | null;
  /** How many of the expected results, the last ones, are the learner's custom cases. */
  customCount: number;
  /** How many results the run will report (known up front, confirmed by each event). */
  total: number;
  /** Results received so far, in test order. */
  results: TTestResult[];
  /** The final answer (from the socket's run.finished or the HTTP response, whichever comes first). */
  response: TRunResponse | null;
  errorMessage: string | null;
  /** Progress of a submission being judged (its results stream on the same socket event). */
  judging: { runId: string; received: number; total: number } | null;

  start: (runId: string, total: number, snapshot: TRunSnapshot, customCount: number) => void;
  receive: (event: TRunTestResultEvent) => void;
  /** Settles the run; returns true only for the call that actually finished it (so toasts fire once). */
  finish: (response: TRunResponse) => boolean;
  fail: (runId: string, message: string) => void;
  startJudging: (runId: string, total: number) => void;
  stopJudging: (runId: string) => void;
  clear: () => void;
};

const idle = {
  phase: "idle" as TRunPhase,
  runId: null,
  snapshot: null,
  customCount: 0,
  total: 0,
  results: [],
  response: null,
  errorMessage: null,
};

function insertResult(results: TTestResult[], result: TTestResult): TTestResult[] {
  // The socket may deliver an event twice after a reconnect: one card per test index.
  if (results.some((r) => r.index === result.index)) return results;
  return [...results, result].sort((a, b) => a.index - b.index);
}

/**
 * Live state of the learner's latest run on the challenge screen. It is fed from two sides:
 * socket events (each test result as the judge finishes it) and the HTTP response, which is
 * the final truth and the fallback when the socket is disconnected.
 */
export const useLiveRunStore = create<TLiveRunState>((set, get) => ({
  ...idle,
  judging: null,

  start: (runId, total, snapshot, customCount) =>
    set({ ...idle, phase: "running", runId, total, snapshot, customCount }),

  receive: ({ runId, total, result }) => {
    const state = get();
    if (state.judging?.runId === runId) {
      set({ judging: { runId, total, received: Math.min(state.judging.received + 1, total) } });
      return;
    }
    // A hidden test's result only ever counts towards a submission's progress.
    if ("hidden" in result || state.phase !== "running" || state.runId !== runId) return;
    set({ total, results: insertResult(state.results, result) });
  },

  finish: (response) => {
    const state = get();
    if (state.runId !== response.runId || (state.phase !== "running" && state.phase !== "done")) return false;
    set({
      phase: "done",
      response,
      results: [...response.testResults].sort((a, b) => a.index - b.index),
      total: response.testResults.length,
    });
    return state.phase === "running";
  },

  fail: (runId, message) => {
    if (get().runId !== runId || get().phase !== "running") return;
    set({ phase: "error", errorMessage: message });
  },

  startJudging: (runId, total) => set({ judging: { runId, received: 0, total } }),
  stopJudging: (runId) => {
    if (get().judging?.runId === runId) set({ judging: null });
  },

  clear: () => set({ ...idle, judging: null }),
}));

/** True when the latest run passed every test with exactly this code and language. */
export function selectCanSubmit(state: TLiveRunState, current: TRunSnapshot): boolean {
  return selectSubmitGate(state, current, null) === "ready";
}

const sameCode = (a: TRunSnapshot, b: TRunSnapshot) =>
  a.challengeId === b.challengeId && a.language === b.language && a.code === b.code;

/**
 * Where the learner stands with Submit, for the code in the editor right now:
 * - `ready`: the latest run passed every sample test with exactly this code;
 * - `no-run`: nothing has run yet (or the run could not start);
 * - `running`: a run is under way;
 * - `failed-run`: the latest run of this code failed a test or did not compile;
 * - `changed`: the code or language changed since the latest run;
 * - `submission-failed`: this exact code passed the samples but its submission failed.
 */
export type TSubmitGate = "ready" | "no-run" | "running" | "failed-run" | "changed" | "submission-failed";

/** Why Submit is disabled, in words the learner sees beside the button (null when it is enabled). */
export const SUBMIT_GATE_REASONS: Record<TSubmitGate, string | null> = {
  ready: null,
  "no-run": "Run your code and pass every sample test to unlock Submit.",
  running: "Submit unlocks when this run passes every sample test.",
  "failed-run": "Submit unlocks when every sample test passes.",
  changed: "Your code changed since the last run: run it again to unlock Submit.",
  "submission-failed": "This code failed on submission: change it and run again to submit.",
};

/**
 * The one answer both the Submit button and the results banner read, so they always describe
 * the same, current code. `failedSubmission` is the code of the latest submission when it failed.
 */
export function selectSubmitGate(
  state: TLiveRunState,
  current: TRunSnapshot,
  failedSubmission: TRunSnapshot | null,
): TSubmitGate {
  const { phase, response, snapshot } = state;
  if (phase === "running") return "running";
  if (phase !== "done" || !response || !snapshot) return "no-run";
  if (!sameCode(snapshot, current)) return "changed";
  if (!response.allPassed) return "failed-run";
  if (failedSubmission && sameCode(failedSubmission, current)) return "submission-failed";
  return "ready";
}
