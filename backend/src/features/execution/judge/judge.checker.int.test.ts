import type { TSignature, TTestCase, TTestResult } from "@cp/contracts";
import { describe, expect, it } from "vitest";
import { useSandboxedEngine } from "../../../test/execution-harness";
import { createJudge } from "./judge";

/** Find a peak: any index whose value is larger than its neighbours is a right answer. */
const PEAK: TSignature = {
  name: "findPeakElement",
  params: [{ name: "nums", type: "int[]" }],
  returns: "int",
};
const PEAK_CHECKER = `def check(input, expected, actual):
    nums = input["nums"]
    if not isinstance(actual, int) or not 0 <= actual < len(nums):
        return "%r is not an index of nums" % (actual,)
    left = nums[actual - 1] if actual > 0 else float("-inf")
    right = nums[actual + 1] if actual + 1 < len(nums) else float("-inf")
    if not left < nums[actual] > right:
        return "nums[%d] = %d is not a peak" % (actual, nums[actual])
    return None
`;
// Two peaks (indexes 1 and 5): the expected values are the reference's, the first one.
const TESTS: TTestCase[] = [
  { input: { nums: [1, 3, 2, 1, 0, 4, 2] }, expected: 1 },
  { input: { nums: [5, 1, 6] }, expected: 0 },
  { input: { nums: [7] }, expected: 0 },
];
const LAST_PEAK = `class Solution:
    def findPeakElement(self, nums: List[int]) -> int:
        for i in range(len(nums) - 1, -1, -1):
            if (i == 0 or nums[i - 1] < nums[i]) and (i == len(nums) - 1 or nums[i + 1] < nums[i]):
                return i
`;

describe("judge with a challenge's checker, through the sandboxed engine", () => {
  const engine = useSandboxedEngine();

  const run = (code: string, options: { checker?: string; tests?: TTestCase[]; customFrom?: number } = {}) => {
    const streamed: TTestResult[] = [];
    const outcome = createJudge(engine()).run({
      signature: PEAK,
      compare: "exact",
      checker: options.checker ?? PEAK_CHECKER,
      tests: options.tests ?? TESTS,
      customFrom: options.customFrom,
      language: "python",
      code,
      onResult: (result) => streamed.push(result),
    });
    return outcome.then((o) => ({ ...o, streamed }));
  };

  it("accepts another valid answer than the reference's, which exact comparison refuses", async () => {
    const checked = await run(LAST_PEAK);
    expect(checked.verdict).toBe("Accepted");
    expect(checked.testResults.map((r) => r.actual)).toEqual([5, 2, 0]);
    // Every result still streams, in test order.
    expect(checked.streamed.map((r) => r.index)).toEqual([0, 1, 2]);

    const compared = await createJudge(engine()).run({
      signature: PEAK,
      compare: "exact",
      tests: TESTS,
      language: "python",
      code: LAST_PEAK,
    });
    expect(compared.verdict).toBe("Wrong Answer");
  });

  it("refuses an invalid answer with the checker's reason", async () => {
    const outcome = await run(`class Solution:
    def findPeakElement(self, nums: List[int]) -> int:
        return 1 if len(nums) > 1 else 0
`);
    expect(outcome.verdict).toBe("Wrong Answer");
    expect(outcome.testResults.map((r) => r.verdict)).toEqual(["Accepted", "Wrong Answer", "Accepted"]);
    expect(outcome.testResults[1]).toMatchObject({ actual: 1, error: "nums[1] = 1 is not a peak" });
  });

  it("refuses an answer of the wrong type instead of failing, and keeps the program's own verdicts", async () => {
    const outcome = await run(`class Solution:
    def findPeakElement(self, nums: List[int]) -> int:
        if len(nums) == 1:
            raise ValueError("single")
        return "top"
`);
    expect(outcome.testResults.map((r) => r.verdict)).toEqual(["Wrong Answer", "Wrong Answer", "Runtime Error"]);
    expect(outcome.testResults[0]?.error).toBe("'top' is not an index of nums");
    expect(outcome.testResults[2]?.error).toContain("ValueError: single");
  });

  it("leaves the learner's own inputs unjudged, as without a checker", async () => {
    const outcome = await run(LAST_PEAK, {
      tests: [TESTS[0] as TTestCase, { input: { nums: [1, 2] }, expected: null }],
      customFrom: 1,
    });
    expect(outcome.testResults.map((r) => [r.passed, r.actual])).toEqual([
      [true, 5],
      [true, 1],
    ]);
    expect(outcome.testResults[1]?.custom).toBe(true);
  });

  it("reports a broken checker as an Internal Error, never as the learner's mistake", async () => {
    const outcome = await run(LAST_PEAK, {
      checker: "def check(input, expected, actual):\n    import sys; sys.exit(3)\n",
    });
    expect(outcome.verdict).toBe("Internal Error");
    expect(outcome.testResults[0]?.error).toMatch(/^The challenge's checker failed/);
  });
});
