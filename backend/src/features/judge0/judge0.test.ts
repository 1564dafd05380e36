import { describe, expect, it } from "vitest";
import { isReservedAddress } from "../../http/outbound";
import { callbackUrlError, resolveCallback } from "./callback";
import { createSubmissionStore, type Submission } from "./store";
import { splitArguments, validateSubmission } from "./validation";

describe("callbacks", () => {
  it("treats loopback, private, link-local, mapped and reserved addresses as unreachable", () => {
    for (const address of [
      "127.0.0.1",
      "10.1.2.3",
      "172.20.0.1",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "::1",
      "::",
      "fe80::1",
      "fd00::1",
      "::ffff:127.0.0.1",
      "::ffff:10.0.0.1",
      "not-an-ip",
    ]) {
      expect(isReservedAddress(address), address).toBe(true);
    }
    for (const address of ["93.184.216.34", "8.8.8.8", "2606:4700:4700::1111"]) {
      expect(isReservedAddress(address), address).toBe(false);
    }
  });

  it("refuses every callback when no host is listed, and hosts not on the list", () => {
    expect(callbackUrlError("https://hooks.example/x", { hosts: [], allowPrivate: false })).toBe(
      "setting callback is not allowed",
    );
    const policy = { hosts: ["hooks.example"], allowPrivate: false };
    expect(callbackUrlError("https://hooks.example/x", policy)).toBeNull();
    expect(callbackUrlError("https://evil.example/x", policy)).toMatch(/host evil.example is not allowed/);
    expect(callbackUrlError("https://user:pw@hooks.example/x", policy)).toMatch(/credentials/);
    expect(callbackUrlError("gopher://hooks.example/x", policy)).toMatch(/http or https/);
  });

  it("refuses a listed name that resolves to loopback unless private addresses are allowed", async () => {
    const refused = await resolveCallback("http://localhost:9/x", { hosts: ["localhost"], allowPrivate: false });
    expect(refused).toEqual({ error: "host localhost resolves to a loopback, private or reserved address" });
    const allowed = await resolveCallback("http://localhost:9/x", { hosts: ["localhost"], allowPrivate: true });
    expect(allowed).toMatchObject({ address: expect.stringMatching(/^(127\.0\.0\.1|::1)$/) });
  });
});

describe("command_line_arguments", () => {
  it("splits words like a shell, with quotes and backslashes, and expands nothing", () => {
    expect(splitArguments(`a "b c" 'd e' f\\ g $HOME *`)).toEqual(["a", "b c", "d e", "f g", "$HOME", "*"]);
    expect(splitArguments(`"say \\"hi\\""`)).toEqual(['say "hi"']);
    expect(splitArguments("''")).toEqual([""]);
    expect(splitArguments(`"open`)).toBeNull();
  });
});

describe("validateSubmission", () => {
  const limits = { cpuMs: 5000, wallMs: 10_000, memoryBytes: 256 * 1024 * 1024, processes: 64 };
  const check = (body: unknown) => validateSubmission(body, { limits, base64: false, callbackError: () => null });

  it("fills Judge0's defaults from this server's limits", () => {
    const result = check({ source_code: "print(1)", language_id: "71" });
    expect(result).toMatchObject({
      ok: true,
      input: { language: "python", cpu_time_limit: 5, wall_time_limit: 10, memory_limit: 262_144, number_of_runs: 1 },
    });
  });

  it("names every wrong field in Rails' words", () => {
    expect(
      check({ source_code: 3, language_id: "x", cpu_time_limit: "soon", compiler_options: "x".repeat(513) }),
    ).toEqual({
      ok: false,
      errors: {
        source_code: ["must be a string"],
        language_id: ["is not a number"],
        cpu_time_limit: ["is not a number"],
        compiler_options: ["is too long (maximum is 512 characters)"],
      },
    });
    expect(check([1, 2])).toEqual({ ok: false, errors: { submission: ["must be a JSON object"] } });
  });
});

describe("submission store", () => {
  const submission = (token: string, size: number, status = 3): Submission => ({
    token,
    owner: "ip:x",
    input: { source_code: "x".repeat(size) } as Submission["input"],
    status_id: status,
    created_at: "",
    started_at: null,
    finished_at: null,
    stdout: null,
    stderr: null,
    compile_output: null,
    message: null,
    time: null,
    wall_time: null,
    memory: null,
    exit_code: null,
    exit_signal: null,
  });

  it("stays within its byte bound by dropping the oldest finished submissions, never queued ones", () => {
    const store = createSubmissionStore({ maxBytes: 10_000, ttlMs: 60_000 });
    store.put(submission("queued", 4000, 1));
    store.put(submission("old", 4000));
    store.put(submission("new", 4000));
    expect(store.get("old")).toBeUndefined();
    expect(store.get("queued")).toBeDefined();
    expect(store.get("new")).toBeDefined();
    expect(store.stats().bytes).toBeLessThanOrEqual(10_000);
  });
});
