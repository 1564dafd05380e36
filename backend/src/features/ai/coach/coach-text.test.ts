import { describe, expect, it } from "vitest";
import { type Analyzer, createAnalyzer } from "../analysis/analyzer";
import { BRUTE_FORCE_TWO_SUM, result, twoSum } from "../testing/coach-inputs";
import type { FeedbackInput } from "../types";
import { createCoach, writeHint } from "./coach";

/** The feedback as text: its length and label, a learner with only the starter code, hostile code, and when the code is read. */

describe("shape of the text", () => {
  it("stays within six lines, never claims to be an AI, and is labelled automated", async () => {
    const [language, code] = BRUTE_FORCE_TWO_SUM.JavaScript ?? ["javascript", ""];
    const coach = createCoach();
    const answer = await coach.feedback({
      challenge: twoSum,
      language,
      code,
      verdict: "Runtime Error",
      passedCount: 0,
      totalCount: 1,
      executionTime: 3,
      testResults: [
        result({
          index: 0,
          passed: false,
          input: { nums: [] },
          error: "TypeError: Cannot read properties of undefined (reading 'length')",
          verdict: "Runtime Error",
        }),
      ],
    });
    expect(answer.source).toBe("automated");
    expect(answer.text.split("\n").length).toBeLessThanOrEqual(6);
    expect(answer.text).not.toMatch(/\bAI\b|language model|as an assistant/i);
  });

  it("tells a learner with only the starter code how to begin", async () => {
    const starter = "class Solution:\n    def twoSum(self, nums: List[int], target: int) -> List[int]:\n        ";
    const hint = await createCoach().hint({ challenge: twoSum, language: "python", code: starter });
    expect(hint.source).toBe("automated");
    expect(hint.text).toContain(
      "**How to start:** `twoSum` takes `nums` (int[]) and `target` (int) and returns int[].",
    );
    const empty = await createCoach().hint({ challenge: twoSum, language: "java", code: "" });
    expect(empty.text).toContain("How to start");
  });

  it("falls back to the topic's strategy when the code shows no specific problem", () => {
    const code =
      "var twoSum = function(nums, target) {\n  const seen = new Map();\n  for (let i = 0; i < nums.length; i++) seen.set(nums[i], i);\n  return [];\n};";
    expect(writeHint({ challenge: twoSum, language: "javascript", code })).toMatch(
      /what you need to remember .*O\(n\)/s,
    );
  });
});

describe("hostile code", () => {
  it("never blocks the event loop: 64 KB of `x[` or `a.` is read on a thread with a time budget", async () => {
    const coach = createCoach();
    for (const code of ["x[".repeat(32 * 1024), "a.".repeat(32 * 1024)]) {
      let slowestTickMs = 0;
      let last = performance.now();
      const ticker = setInterval(() => {
        const now = performance.now();
        slowestTickMs = Math.max(slowestTickMs, now - last);
        last = now;
      }, 10);
      try {
        const hint = await coach.hint({ challenge: twoSum, language: "python", code });
        // Unreadable within the budget: the topic's strategy, as for any code without a clear problem.
        expect(hint.text).toMatch(/hash map/);
        const feedback = await coach.feedback({
          challenge: twoSum,
          language: "java",
          code,
          verdict: "Accepted",
          testResults: [],
          passedCount: 1,
          totalCount: 1,
          executionTime: 5,
        });
        expect(feedback.text).toContain("Accepted");
      } finally {
        clearInterval(ticker);
      }
      // A liveness bound (a blocked loop stalls for seconds), not a speed figure.
      expect(slowestTickMs).toBeLessThan(1000);
    }
  }, 60_000);

  it("still reads ordinary code on the thread", async () => {
    const [language, code] = BRUTE_FORCE_TWO_SUM.Python ?? ["python", ""];
    const hint = await createCoach().hint({ challenge: twoSum, language, code });
    expect(hint.text).toMatch(/nested loops over `nums`.*hash map/s);
  });
});

describe("reading the code while the judge runs", () => {
  it("reads a submission's code once: the feedback written after the judge uses the reading started before it", async () => {
    const [language, code] = BRUTE_FORCE_TWO_SUM.Python ?? ["python", ""];
    const requests: string[] = [];
    const analyzer = createAnalyzer();
    const counting: Analyzer = {
      analyze: (input) => {
        requests.push(input.code);
        return analyzer.analyze(input);
      },
      close: () => analyzer.close(),
    };
    const coach = createCoach(counting);
    coach.readCode({ challenge: twoSum, language, code });
    expect(requests).toEqual([code]);
    const accepted: FeedbackInput = {
      challenge: twoSum,
      language,
      code,
      verdict: "Accepted",
      passedCount: 1,
      totalCount: 1,
      executionTime: 3,
      testResults: [result({})],
    };
    const answer = await coach.feedback(accepted);
    // Same text as a coach that had not read it before, and no second reading.
    const fresh = await createCoach().feedback(accepted);
    expect(answer).toEqual(fresh);
    expect(answer.text).toContain("nested loops");
    expect(requests).toEqual([code]);
    // Other code is read on its own.
    await coach.hint({ challenge: twoSum, language, code: `${code}\n` });
    expect(requests).toHaveLength(2);
    await analyzer.close();
  });
});
