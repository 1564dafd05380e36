import { describe, expect, it } from "vitest";
import type { ExecutionResult } from "../execution";
import { createSubmissionStore, decodeField, presentJudge0 } from "./judge0";

const result: ExecutionResult = {
  verdict: "Accepted",
  statusId: 3,
  stdout: "héllo\n",
  stderr: "",
  compileOutput: "",
  message: null,
  timeMs: 12,
  memoryKb: 3000,
  exitCode: 0,
  signal: null,
  cached: false,
};

describe("presentJudge0", () => {
  it("base64-encodes text fields and leaves empty ones null, as Judge0 does", () => {
    const answer = presentJudge0(result, "t", true);
    expect(Buffer.from(answer.stdout ?? "", "base64").toString("utf8")).toBe("héllo\n");
    expect(answer).toMatchObject({
      stderr: null,
      compile_output: null,
      message: null,
      time: "0.012",
      memory: 3000,
      token: "t",
    });
  });

  it("compares expected_output ignoring trailing whitespace", () => {
    expect(presentJudge0(result, "t", false, "héllo").status).toEqual({ id: 3, description: "Accepted" });
    expect(presentJudge0(result, "t", false, "hello").status).toEqual({ id: 4, description: "Wrong Answer" });
  });
});

describe("decodeField", () => {
  it("decodes base64 only when asked", () => {
    expect(decodeField("aGk=", true)).toBe("hi");
    expect(decodeField("aGk=", false)).toBe("aGk=");
    expect(decodeField(null, true)).toBeUndefined();
  });
});

describe("createSubmissionStore", () => {
  it("keeps a bounded number of submissions, dropping the oldest", () => {
    const store = createSubmissionStore({ maxEntries: 2, ttlMs: 60_000 });
    const [a, b, c] = [store.create(), store.create(), store.create()];
    expect(store.get(a)).toBeUndefined();
    store.settle(b, { state: "done", result });
    expect(store.get(b)).toMatchObject({ state: "done" });
    expect(store.get(c)).toEqual({ state: "running" });
  });

  it("is bounded by bytes too: large outputs push the oldest results out", () => {
    const store = createSubmissionStore({ maxEntries: 1000, maxBytes: 5 * 1024 * 1024, ttlMs: 60_000 });
    const tokens = Array.from({ length: 10 }, () => store.create());
    for (const token of tokens)
      store.settle(token, { state: "done", result: { ...result, stdout: "x".repeat(1 << 20) } });
    expect(store.bytes()).toBeLessThanOrEqual(5 * 1024 * 1024);
    expect(store.get(tokens[0] as string)).toBeUndefined();
    expect(store.get(tokens[9] as string)).toMatchObject({ state: "done" });
  });
});
