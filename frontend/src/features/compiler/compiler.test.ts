import type { TCompilerRunResponse } from "@cp/contracts";
import { describe, expect, it } from "vitest";
import { presentOutput } from "./compiler-api";
import { resolveCompilerLanguage } from "./compiler-languages";
import { decodeShareFragment, encodeShareFragment } from "./share-link";

const result = (fields: Partial<TCompilerRunResponse>): TCompilerRunResponse => ({
  stdout: null,
  stderr: null,
  compile_output: null,
  message: null,
  status: { id: 3, description: "Accepted" },
  time: "0.010",
  memory: 1000,
  verdict: "Accepted",
  ...fields,
});

describe("presentOutput (spec section 8's output priority)", () => {
  it("prefers stdout, then stderr, compile output and message with their labels, else 'No output'", () => {
    expect(presentOutput(result({ stdout: "hi\n", stderr: "warn" }))).toEqual({ text: "hi\n", isError: false });
    expect(presentOutput(result({ stderr: "boom", compile_output: "x" })).text).toBe("Error: boom");
    expect(presentOutput(result({ compile_output: "main.c:1: error" })).text).toBe(
      "Compilation Error: main.c:1: error",
    );
    expect(presentOutput(result({ message: "Killed after 10 s" })).text).toBe("Error: Killed after 10 s");
    expect(presentOutput(result({}))).toEqual({ text: "No output", isError: false });
  });
});

describe("resolveCompilerLanguage", () => {
  it("accepts slugs, display names and judge ids; anything else is python", () => {
    expect(resolveCompilerLanguage("cpp").slug).toBe("cpp");
    expect(resolveCompilerLanguage("C#").slug).toBe("csharp");
    expect(resolveCompilerLanguage("62").slug).toBe("java");
    expect(resolveCompilerLanguage("html").slug).toBe("html");
    expect(resolveCompilerLanguage("cobol").slug).toBe("python");
    expect(resolveCompilerLanguage(undefined).slug).toBe("python");
  });
});

describe("share links", () => {
  it("round-trips code through the compressed URL fragment", async () => {
    const code = `print("héllo 🌍")\n${"x = 1\n".repeat(500)}`;
    const fragment = await encodeShareFragment(code);
    expect(fragment).toMatch(/^#code=[A-Za-z0-9_-]+$/);
    expect(fragment.length).toBeLessThan(code.length / 4);
    expect(await decodeShareFragment(fragment)).toBe(code);
  });

  it("ignores a missing or damaged fragment", async () => {
    expect(await decodeShareFragment("")).toBeNull();
    expect(await decodeShareFragment("#code=not-deflate")).toBeNull();
  });
});
