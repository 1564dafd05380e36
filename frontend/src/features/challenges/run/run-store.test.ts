import type { TRunResponse, TTestResult } from "@cp/contracts";
import { beforeEach, describe, expect, it } from "vitest";
import { SUBMIT_GATE_REASONS, selectCanSubmit, selectSubmitGate, useLiveRunStore } from "./run-store";

const snapshot = { challengeId: "c1", language: "Python", code: "print(1)" };

function result(index: number, passed = true): TTestResult {
  return {
    index,
    passed,
    input: { n: index },
    expected: index,
    actual: passed ? index : -1,
    time: 1,
    verdict: passed ? "Accepted" : "Wrong Answer",
  };
}

function response(runId: string, results: TTestResult[]): TRunResponse {
  return {
    runId,
    allPassed: results.every((r) => r.passed),
    executionTime: 3,
    verdict: "Accepted",
    testResults: results,
  };
}

beforeEach(() => useLiveRunStore.getState().clear());

describe("live run store", () => {
  it("shows streamed results of its own run in test order, once each, and ignores other runs", () => {
    const store = useLiveRunStore.getState();
    store.start("run-1", 3, snapshot, 0);
    store.receive({ runId: "run-1", total: 3, result: result(1) });
    store.receive({ runId: "other-tab", total: 3, result: result(0, false) });
    store.receive({ runId: "run-1", total: 3, result: result(0) });
    store.receive({ runId: "run-1", total: 3, result: result(1) });
    const state = useLiveRunStore.getState();
    expect(state.results.map((r) => r.index)).toEqual([0, 1]);
    expect(state.results.every((r) => r.passed)).toBe(true);
    expect(state.phase).toBe("running");
  });

  it("settles once: the first final answer (socket or HTTP) reports it finished, the second only refreshes", () => {
    const store = useLiveRunStore.getState();
    store.start("run-1", 2, snapshot, 0);
    const final = response("run-1", [result(0), result(1)]);
    expect(store.finish(final)).toBe(true);
    expect(useLiveRunStore.getState().finish(final)).toBe(false);
    expect(useLiveRunStore.getState().phase).toBe("done");
    expect(useLiveRunStore.getState().results).toHaveLength(2);
  });

  it("ignores the answer of a run that a newer run replaced", () => {
    const store = useLiveRunStore.getState();
    store.start("old", 1, snapshot, 0);
    store.start("new", 1, snapshot, 0);
    expect(store.finish(response("old", [result(0)]))).toBe(false);
    expect(useLiveRunStore.getState().phase).toBe("running");
  });

  it("unlocks Submit only for the exact code and language of a run that passed everything", () => {
    const store = useLiveRunStore.getState();
    store.start("run-1", 1, snapshot, 0);
    store.finish(response("run-1", [result(0)]));
    const state = useLiveRunStore.getState();
    expect(selectCanSubmit(state, snapshot)).toBe(true);
    expect(selectCanSubmit(state, { ...snapshot, code: "print(2)" })).toBe(false);
    expect(selectCanSubmit(state, { ...snapshot, language: "C++" })).toBe(false);

    store.start("run-2", 1, snapshot, 0);
    store.finish(response("run-2", [result(0, false)]));
    expect(selectCanSubmit(useLiveRunStore.getState(), snapshot)).toBe(false);
  });

  it("counts a submission's streamed results without touching the run's results", () => {
    const store = useLiveRunStore.getState();
    store.start("run-1", 1, snapshot, 0);
    store.finish(response("run-1", [result(0)]));
    store.startJudging("submit-1", 11);
    store.receive({ runId: "submit-1", total: 11, result: result(0) });
    store.receive({ runId: "submit-1", total: 11, result: result(1) });
    const state = useLiveRunStore.getState();
    expect(state.judging).toEqual({ runId: "submit-1", received: 2, total: 11 });
    expect(state.results).toHaveLength(1);
    store.stopJudging("submit-1");
    expect(useLiveRunStore.getState().judging).toBeNull();
  });

  it("keeps a failed call's message for the panel", () => {
    const store = useLiveRunStore.getState();
    store.start("run-1", 3, snapshot, 0);
    store.fail("run-1", "language: Ruby is not supported by this challenge");
    expect(useLiveRunStore.getState().phase).toBe("error");
    expect(useLiveRunStore.getState().errorMessage).toContain("not supported");
  });

  it("gives the Submit button and the banner one answer about the code in the editor", () => {
    const store = useLiveRunStore.getState();
    const gate = (current = snapshot, failed: typeof snapshot | null = null) =>
      selectSubmitGate(useLiveRunStore.getState(), current, failed);
    expect(gate()).toBe("no-run");
    store.start("run-1", 1, snapshot, 0);
    expect(gate()).toBe("running");
    store.finish(response("run-1", [result(0)]));
    expect(gate()).toBe("ready");
    expect(gate({ ...snapshot, code: "print(2)" })).toBe("changed");
    expect(gate(snapshot, snapshot)).toBe("submission-failed");
    // A failed submission of other code says nothing about this one.
    expect(gate(snapshot, { ...snapshot, code: "print(3)" })).toBe("ready");
    store.start("run-2", 1, snapshot, 0);
    store.finish(response("run-2", [result(0, false)]));
    expect(gate()).toBe("failed-run");
    expect(SUBMIT_GATE_REASONS.ready).toBeNull();
    expect(Object.entries(SUBMIT_GATE_REASONS).filter(([key, text]) => key !== "ready" && !text)).toEqual([]);
  });
});
