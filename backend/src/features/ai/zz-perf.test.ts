import { it } from "vitest";
import { writeFeedback, writeHint } from "./coach";
const sig = { name: "solve", params: [{ name: "nums", type: "int[]" as const }], returns: "int" as const };
const ch = { title: "t", topic: "Dynamic Programming", difficulty: "Easy" as const, description: "x", signature: sig, hints: [] };
const N = 64 * 1024;
const cases: Record<string, string> = {
  calls: "f(".repeat(N / 2),
  callsClosed: "f(x) ".repeat(N / 5),
  nestedFor: "for (;;) {".repeat(N / 10),
  forsPy: "for x in nums:\n".repeat(N / 14),
  nestedPy: Array.from({ length: 2000 }, (_, i) => `${" ".repeat(i % 200)}for x in nums:`).join("\n"),
  comp: "[" + "x for x in nums ".repeat(N / 16) + "]",
  defs: "def f()->)->)".repeat(N / 13),
  mids: "while (mid) { mid / 2; ".repeat(N / 24),
  strings: '"abc'.repeat(N / 4),
  lambdas: "f = (a) => { f(a); ".repeat(N / 19),
  deepParens: "(".repeat(N / 2) + ")".repeat(N / 2),
  sorts: "x.sort(".repeat(N / 7),
  literal: "a = [" + "1,".repeat(N / 2 - 10) + "\n",
  dicts: "m = {}\nfor k in m: m.index(k)\n".repeat(N / 30),
};
it("perf", () => {
  for (const lang of ["python", "javascript", "cpp", "java", "csharp", "c"] as const) {
    for (const [name, code] of Object.entries(cases)) {
      const t = performance.now();
      writeFeedback({ challenge: ch, language: lang, code, verdict: "Accepted", testResults: [], passedCount: 1, totalCount: 1, executionTime: 1 });
      writeHint({ challenge: ch, language: lang, code });
      const ms = performance.now() - t;
      if (ms > 200) console.log(lang, name, Math.round(ms), "ms");
    }
  }
}, 600000);
