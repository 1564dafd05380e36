import { describe, expect, it } from "vitest";
import type { SandboxOutcome } from "../sandbox/sandbox";
import { classifyCompile, classifyRun } from "./verdict";

const limits = { cpuMs: 2000, wallMs: 5000, memoryBytes: 256 * 1024 * 1024, outputBytes: 1024 * 1024 };
const ended = (over: Partial<SandboxOutcome>): SandboxOutcome => ({
  stdout: "",
  stderr: "",
  exitCode: 0,
  signal: null,
  cpuMs: 10,
  wallMs: 12,
  memoryKb: 2048,
  limit: null,
  failure: null,
  ...over,
});

describe("classifyRun", () => {
  it("accepts a clean exit", () => {
    expect(classifyRun(ended({}), limits)).toEqual({ verdict: "Accepted", statusId: 3, message: null });
  });

  it("maps the limits that ended a job", () => {
    expect(classifyRun(ended({ limit: "cpu", signal: "SIGKILL" }), limits)).toMatchObject({
      verdict: "Time Limit Exceeded",
      statusId: 5,
      message: "Time limit exceeded (2 s CPU)",
    });
    expect(classifyRun(ended({ limit: "wall", signal: "SIGKILL" }), limits)).toMatchObject({
      statusId: 5,
      message: "Killed after 5 s wall time",
    });
    expect(classifyRun(ended({ limit: "memory", signal: "SIGKILL" }), limits)).toMatchObject({
      verdict: "Memory Limit Exceeded",
      statusId: 12,
    });
    expect(classifyRun(ended({ limit: "output", signal: "SIGKILL" }), limits)).toMatchObject({
      verdict: "Output Limit Exceeded",
      statusId: 8,
    });
  });

  it("maps signals to Judge0's runtime error kinds", () => {
    const statusOf = (signal: string) => classifyRun(ended({ exitCode: null, signal }), limits).statusId;
    expect([
      statusOf("SIGSEGV"),
      statusOf("SIGXFSZ"),
      statusOf("SIGFPE"),
      statusOf("SIGABRT"),
      statusOf("SIGILL"),
    ]).toEqual([7, 8, 9, 10, 12]);
    expect(classifyRun(ended({ exitCode: null, signal: "SIGXCPU" }), limits).verdict).toBe("Time Limit Exceeded");
    expect(classifyRun(ended({ exitCode: null, signal: "SIGFPE" }), limits).message).toBe(
      "Killed by signal SIGFPE (floating point exception)",
    );
  });

  it("reports a non-zero exit as NZEC", () => {
    expect(classifyRun(ended({ exitCode: 2 }), limits)).toEqual({
      verdict: "Runtime Error",
      statusId: 11,
      message: "Exited with code 2",
    });
  });

  it("calls a crash at the memory ceiling or a runtime's own out-of-memory error Memory Limit Exceeded", () => {
    expect(classifyRun(ended({ exitCode: null, signal: "SIGSEGV", memoryKb: 250 * 1024 }), limits)).toMatchObject({
      verdict: "Memory Limit Exceeded",
      statusId: 7,
    });
    const java = ended({
      exitCode: 1,
      stderr: 'Exception in thread "main" java.lang.OutOfMemoryError: Java heap space',
    });
    expect(classifyRun(java, limits, /OutOfMemoryError: Java heap space/)).toMatchObject({
      verdict: "Memory Limit Exceeded",
      statusId: 11,
    });
    expect(classifyRun(ended({ exitCode: 1, stderr: "ValueError" }), limits, /^MemoryError/m).verdict).toBe(
      "Runtime Error",
    );
  });

  it("turns a sandbox failure into an internal error", () => {
    expect(classifyRun(ended({ failure: "Sandbox failed: boom" }), limits)).toEqual({
      verdict: "Internal Error",
      statusId: 13,
      message: "Sandbox failed: boom",
    });
  });
});

describe("classifyCompile", () => {
  it("keeps every failed compile a compilation error and says why", () => {
    expect(classifyCompile(ended({ exitCode: 1 }), limits)).toEqual({
      verdict: "Compilation Error",
      statusId: 6,
      message: "Compiler exited with code 1",
    });
    expect(classifyCompile(ended({ limit: "cpu" }), limits).message).toBe("Compilation time limit exceeded");
    expect(classifyCompile(ended({ limit: "memory" }), limits).message).toBe("Compilation memory limit exceeded");
  });

  it("recognises a compiler refused memory by the address-space limit", () => {
    const refused = ended({
      exitCode: 1,
      stderr: "cc1: out of memory allocating 65536 bytes after a total of 530000000 bytes",
    });
    expect(classifyCompile(refused, limits).message).toBe("Compilation memory limit exceeded");
  });
});
