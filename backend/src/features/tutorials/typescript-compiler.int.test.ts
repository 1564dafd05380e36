import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DomainError } from "../../errors";
import { createTypeScriptCompiler, type TypeScriptOutcome } from "./typescript-compiler";

/** Every permutation of nine letters as a tuple type: the checker's memory grows for minutes. */
const PERM =
  "type Perm<T,U=T>=[T] extends [never]?[]:T extends T?[T,...Perm<Exclude<U,T>>]:never; " +
  "type P=Perm<'a'|'b'|'c'|'d'|'e'|'f'|'g'|'h'|'i'>; const p:P=['a','b','c','d','e','f','g','h','i'];\n";
const TRIVIAL = "const x: number = 1;\nconsole.log(x);\n";

const compiler = createTypeScriptCompiler();
beforeAll(() => compiler.ready(), 120_000);
afterAll(() => compiler.close());

describe("the TypeScript compiler pool", () => {
  it("type-checks with the real compiler and emits JavaScript", async () => {
    const ok = await compiler.compile("const name: string = 'Ada';\nconsole.log('Hi ' + name);\n", "user-1");
    expect(ok).toEqual({ ok: true, js: expect.stringContaining("console.log('Hi ' + name)") });
    const bad = await compiler.compile("function twice(n: number) { return n * 2; }\ntwice('2');\n", "user-1");
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.diagnostics).toMatch(/^main\.ts\(2,7\): error TS2345/);
  }, 120_000);

  it("checks another learner's program while one owner's type-level recursion runs", async () => {
    const order: string[] = [];
    const perms = [1, 2, 3].map((n) =>
      compiler.compile(PERM, "ip:203.0.113.9").then((outcome) => {
        order.push(`perm ${n}`);
        return outcome;
      }),
    );
    const victim = compiler.compile(TRIVIAL, "user-victim").then((outcome) => {
      order.push("victim");
      return outcome;
    });

    expect(await victim).toMatchObject({ ok: true });
    const outcomes = await Promise.all(perms);
    // The victim's answer came before the first of the attacker's checks was stopped.
    expect(order[0]).toBe("victim");
    for (const outcome of outcomes) {
      expect(outcome).toMatchObject({ ok: false, stopped: expect.stringMatching(/^(memory|time|busy)$/) });
    }
    // The pool replaced whatever worker it stopped and still answers the attacker's next program.
    expect(await compiler.compile(TRIVIAL, "ip:203.0.113.9")).toMatchObject({ ok: true });
  }, 120_000);

  it("ends a type-level explosion at the worker's memory bound, not the server's, and checks the next program", async () => {
    // A budget far past the time the program needs to reach the bound: only the memory bound stops it.
    const bounded = createTypeScriptCompiler({ size: 1, memoryMb: 192, budgetMs: 60_000 });
    try {
      await bounded.ready();
      const exploded = await bounded.compile(PERM, "user-2");
      expect(exploded).toMatchObject({ ok: false, stopped: "memory" });
      if (!exploded.ok) expect(exploded.diagnostics).toBe("Type-checking used more than 192 MB and was stopped");
      expect(await bounded.compile(TRIVIAL, "user-2")).toMatchObject({ ok: true });
    } finally {
      await bounded.close();
    }
  }, 120_000);

  it("refuses a fourth check from an owner with one running and two waiting; other owners go on", async () => {
    const held = [1, 2, 3].map(() => compiler.compile(TRIVIAL, "user-crowd"));
    const refused = await compiler.compile(TRIVIAL, "user-crowd").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({ kind: "too_many" });
    expect(await compiler.compile(TRIVIAL, "user-other")).toMatchObject({ ok: true });
    for (const outcome of await Promise.all(held)) expect(outcome).toMatchObject({ ok: true });
    expect(await compiler.compile(TRIVIAL, "user-crowd")).toMatchObject({ ok: true });
  }, 120_000);

  it("stops a check that runs past the request's budget; the pool's next program still compiles", async () => {
    const strict = createTypeScriptCompiler({ size: 1, budgetMs: 1_000, memoryMb: 2_048 });
    try {
      await strict.ready();
      const slow = await strict.compile(PERM, "user-3");
      expect(slow).toMatchObject({ ok: false, stopped: "time" });
      if (!slow.ok) expect(slow.diagnostics).toMatch(/took longer than 1 s/);
      // The fresh worker loads the compiler in more than this pool's whole budget of 1 s.
      await strict.ready();
      expect(await strict.compile(TRIVIAL, "user-3")).toMatchObject({ ok: true });
    } finally {
      await strict.close();
    }
  }, 120_000);

  it("answers a check whose budget runs out while it waits for a worker", async () => {
    const cold = createTypeScriptCompiler({ budgetMs: 1, warm: false });
    try {
      const waited: TypeScriptOutcome = await cold.compile(TRIVIAL, "user-4");
      expect(waited).toMatchObject({ ok: false, stopped: "busy" });
      if (!waited.ok) expect(waited.diagnostics).toMatch(/busy/);
    } finally {
      await cold.close();
    }
  }, 120_000);
});
