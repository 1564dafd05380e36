import { deflateRawSync } from "node:zlib";
import { MAX_COMPILER_CODE_LENGTH, type TCompilerRunResponse } from "@cp/contracts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { presentOutput } from "./compiler-api";
import { resolveCompilerLanguage } from "./compiler-languages";
import {
  decodeShareFragment,
  encodeShareFragment,
  SHARE_MAX_CODE_BYTES,
  SHARE_MAX_FRAGMENT_LENGTH,
} from "./share-link";

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
    // Output cut at the limit keeps what was printed and says why it stops there.
    expect(
      presentOutput(
        result({ stdout: "0123\n", verdict: "Output Limit Exceeded", message: "Output limit exceeded (1 MB)" }),
      ),
    ).toEqual({ text: "0123\n\n\n[Output limit exceeded (1 MB): the output stops here]", isError: true });
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
    expect(await decodeShareFragment(fragment)).toEqual({ kind: "code", code });
  });

  it("tells a missing fragment from a damaged one", async () => {
    expect(await decodeShareFragment("")).toEqual({ kind: "none" });
    expect(await decodeShareFragment("#other")).toEqual({ kind: "none" });
    expect(await decodeShareFragment("#code=not-deflate")).toEqual({ kind: "damaged" });
    // Valid deflate whose bytes are not UTF-8.
    expect(await decodeShareFragment(`#code=${toBase64Url(deflateRawSync(Buffer.from([0xff, 0xfe])))}`)).toEqual({
      kind: "damaged",
    });
  });
});

describe("share links are decoded within bounds", () => {
  const RealDecompressionStream = globalThis.DecompressionStream;
  let inflated = 0;

  // Counts every byte inflation hands on, to see where decoding stopped.
  beforeEach(() => {
    inflated = 0;
    class CountingDecompressionStream {
      readonly writable: WritableStream<BufferSource>;
      readonly readable: ReadableStream<Uint8Array>;
      constructor(format: CompressionFormat) {
        const inner = new RealDecompressionStream(format);
        this.writable = inner.writable;
        this.readable = inner.readable.pipeThrough(
          new TransformStream<Uint8Array, Uint8Array>({
            transform(chunk, controller) {
              inflated += chunk.byteLength;
              controller.enqueue(chunk);
            },
          }),
        );
      }
    }
    vi.stubGlobal("DecompressionStream", CountingDecompressionStream);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("stops inflating a zip bomb once it passes the compiler's code size, and says it is too large", async () => {
    // 32 MB of one letter deflates to ~32 KB: a link that fits in a URL.
    const fragment = `#code=${toBase64Url(deflateRawSync(Buffer.alloc(32 * 1024 * 1024, "a")))}`;
    expect(fragment.length).toBeLessThan(SHARE_MAX_FRAGMENT_LENGTH);
    const started = performance.now();
    expect(await decodeShareFragment(fragment)).toEqual({ kind: "too-large" });
    expect(inflated).toBeGreaterThan(SHARE_MAX_CODE_BYTES);
    expect(inflated).toBeLessThan(SHARE_MAX_CODE_BYTES + 1024 * 1024);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it("refuses a fragment longer than any runnable program's link without inflating it", async () => {
    const fragment = `#code=${"A".repeat(SHARE_MAX_FRAGMENT_LENGTH)}`;
    expect(await decodeShareFragment(fragment)).toEqual({ kind: "too-large" });
    expect(inflated).toBe(0);
  });

  it("refuses code longer than the compiler runs, and opens code of exactly that length", async () => {
    const longest = "x".repeat(MAX_COMPILER_CODE_LENGTH);
    expect(await decodeShareFragment(await encodeShareFragment(longest))).toEqual({ kind: "code", code: longest });
    expect(await decodeShareFragment(await encodeShareFragment(`${longest}x`))).toEqual({ kind: "too-large" });
  });
});

function toBase64Url(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString("base64url");
}
