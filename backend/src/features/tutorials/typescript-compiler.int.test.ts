import { afterAll, describe, expect, it } from "vitest";
import { createTypeScriptCompiler } from "./typescript-compiler";

const compiler = createTypeScriptCompiler();
afterAll(() => compiler.close());

describe("the TypeScript compiler worker", () => {
  it("type-checks with the real compiler and emits JavaScript", async () => {
    const ok = await compiler.compile("const name: string = 'Ada';\nconsole.log('Hi ' + name);\n");
    expect(ok).toEqual({ ok: true, js: expect.stringContaining("console.log('Hi ' + name)") });
    const bad = await compiler.compile("function twice(n: number) { return n * 2; }\ntwice('2');\n");
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.diagnostics).toMatch(/^main\.ts\(2,7\): error TS2345/);
  }, 120_000);

  it("stops a type-check that runs past its budget and answers as a compile error; the next program still compiles", async () => {
    const strict = createTypeScriptCompiler({ budgetMs: 1, warm: false });
    try {
      const slow = await strict.compile("const x: number = 1;\n");
      expect(slow).toMatchObject({ ok: false, timedOut: true });
      if (!slow.ok) expect(slow.diagnostics).toMatch(/took longer than/);
    } finally {
      await strict.close();
    }
    expect((await compiler.compile("console.log(1);\n")).ok).toBe(true);
  }, 120_000);
});
