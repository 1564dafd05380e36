import type { TLanguageKey } from "@cp/contracts";
import { describe, expect, it } from "vitest";
import { BRUTE_FORCE_TWO_SUM, baseInput, climbStairs, feedback, result, twoSum } from "../testing/coach-inputs";
import type { CoachChallenge } from "../types";
import { writeFeedback, writeHint } from "./coach";

describe("code structure", () => {
  for (const [name, [language, code]] of Object.entries(BRUTE_FORCE_TWO_SUM)) {
    it(`flags a nested loop over the same array in ${name} as O(n^2) and suggests a hash map`, () => {
      const text = feedback({ language, code });
      expect(text).toContain("Estimated time complexity: O(n^2)");
      expect(text).toContain("nested loops over `nums`");
      expect(text).toMatch(/hash map.*O\(n\)/);
      expect(writeHint({ challenge: twoSum, language, code })).toMatch(/nested loops over `nums`.*hash map/s);
    });
  }

  it("estimates a one-pass hash-map solution as O(n) and has nothing to improve", () => {
    const code = `class Solution:
    def twoSum(self, nums, target):
        seen = {}
        for i, x in enumerate(nums):
            if target - x in seen:
                return [seen[target - x], i]
            seen[x] = i`;
    const text = feedback({ code });
    expect(text).toContain("**Accepted**: all 10 tests passed in 42 ms.");
    expect(text).toContain("Estimated time complexity: O(n) (a single pass)");
    expect(text).not.toMatch(/Improvement|O\(n\^2\)/);
  });

  it("estimates a sort-based solution as O(n log n) and points to the O(n) hash set", () => {
    const code = `var twoSum = function(nums, target) {
  const order = nums.map((v, i) => i).sort((a, b) => nums[a] - nums[b]);
  let lo = 0, hi = order.length - 1;
  while (lo < hi) {
    const sum = nums[order[lo]] + nums[order[hi]];
    if (sum === target) return [order[lo], order[hi]];
    if (sum < target) lo++; else hi--;
  }
};`;
    const text = feedback({ language: "javascript", code });
    expect(text).toContain("Estimated time complexity: O(n log n)");
    expect(text).toMatch(/Improvement: Sorting .*hash set or map does it in O\(n\)/);
  });
});

const PLAIN_RECURSION: Record<string, [TLanguageKey, string]> = {
  Python: [
    "python",
    `class Solution:
    def climbStairs(self, n: int) -> int:
        if n <= 2:
            return n
        return self.climbStairs(n - 1) + self.climbStairs(n - 2)`,
  ],
  "C#": [
    "csharp",
    `public class Solution {
    public int ClimbStairs(int n) {
        if (n <= 2) return n;
        return ClimbStairs(n - 1) + ClimbStairs(n - 2);
    }
}`,
  ],
  "C++ lambda": [
    "cpp",
    `class Solution {
public:
    int climbStairs(int n) {
        function<int(int)> go = [&](int i) -> int { return i <= 1 ? 1 : go(i - 1) + go(i - 2); };
        return go(n);
    }
};`,
  ],
};

describe("recursion in dynamic programming", () => {
  const tle = (language: TLanguageKey, code: string) =>
    writeFeedback({
      challenge: climbStairs,
      language,
      code,
      verdict: "Time Limit Exceeded",
      passedCount: 4,
      totalCount: 10,
      executionTime: 5010,
      testResults: [
        result({ index: 0, input: { n: 3 }, expected: 3, actual: 3 }),
        result({ index: 4, passed: false, input: { n: 44 }, expected: 1134903170, verdict: "Time Limit Exceeded" }),
      ],
    });

  for (const [name, [language, code]] of Object.entries(PLAIN_RECURSION)) {
    it(`recommends memoization or tabulation for plain recursion in ${name}`, () => {
      const text = tle(language, code);
      expect(text).toContain("O(2^n)");
      expect(text).toMatch(/Memoize it with .*tabulation/);
      expect(writeHint({ challenge: climbStairs, language, code })).toMatch(/Memoize it/);
    });
  }

  it("does not ask for memoization when the recursion is already cached", () => {
    const code = `class Solution:
    def climbStairs(self, n: int) -> int:
        @lru_cache(maxsize=None)
        def ways(i):
            if i <= 1:
                return 1
            return ways(i - 1) + ways(i - 2)
        return ways(n)`;
    const text = writeFeedback({ ...baseInput(climbStairs), code });
    expect(text).toContain("Estimated time complexity: O(n) (each memoized state of `ways` is computed once)");
    expect(text).not.toContain("Memoize it");
  });

  it("does not call exponential backtracking outside dynamic programming a memoization problem", () => {
    const subsets: CoachChallenge = {
      ...climbStairs,
      topic: "Trees & Recursion",
      signature: { name: "subsets", params: [{ name: "nums", type: "int[]" }], returns: "int[][]" },
    };
    const code = `class Solution:
    def subsets(self, nums):
        out = []
        def build(i, cur):
            if i == len(nums):
                out.append(cur[:])
                return
            build(i + 1, cur)
            build(i + 1, cur + [nums[i]])
        build(0, [])
        return out`;
    const text = writeFeedback({ ...baseInput(subsets), code });
    expect(text).toContain("Estimated time complexity: O(2^n)");
    expect(text).not.toContain("Memoize");
  });

  it("asks for a base case when the recursive function has no condition", () => {
    const code = `class Solution:
    def climbStairs(self, n: int) -> int:
        return self.climbStairs(n - 1) + self.climbStairs(n - 2)`;
    expect(writeHint({ challenge: climbStairs, language: "python", code })).toMatch(/no condition.*base case/s);
  });
});

describe("failing tests", () => {
  it("shows the first wrong answer's input, expected and actual values", () => {
    const text = feedback({
      verdict: "Wrong Answer",
      passedCount: 1,
      totalCount: 3,
      testResults: [
        result({ index: 0, input: { nums: [2, 7], target: 9 }, expected: [0, 1], actual: [0, 1] }),
        result({
          index: 1,
          passed: false,
          input: { nums: [3, 2, 4], target: 6 },
          expected: [1, 2],
          actual: [0, 0],
          verdict: "Wrong Answer",
        }),
        result({
          index: 2,
          passed: false,
          input: { nums: [3, 3], target: 6 },
          expected: [0, 1],
          actual: [0, 0],
          verdict: "Wrong Answer",
        }),
      ],
    });
    expect(text).toContain("**Wrong Answer**: 1 of 3 tests passed (42 ms).");
    expect(text).toContain("Test 2 failed: input `nums = [3,2,4], target = 6`, expected `[1,2]`, got `[0,0]`.");
    expect(text).not.toContain("Test 3");
  });

  it("says when nothing was returned and keeps huge inputs short", () => {
    const nums = Array.from({ length: 5000 }, (_, i) => i);
    const text = feedback({
      verdict: "Wrong Answer",
      passedCount: 0,
      totalCount: 1,
      testResults: [
        result({
          index: 0,
          passed: false,
          input: { nums, target: 9997 },
          expected: [4998, 4999],
          actual: null,
          verdict: "Wrong Answer",
        }),
      ],
    });
    expect(text).toContain("returned nothing (null/None)");
    expect(text).toContain("(5000 items)");
    expect(text.length).toBeLessThan(1200);
  });

  const errors: [string, string, RegExp][] = [
    [
      "Python index",
      'Traceback (most recent call last):\n  File "Solution.py", line 4, in twoSum\nIndexError: list index out of range',
      /index outside the array/,
    ],
    [
      "Java null",
      'Exception in thread "main" java.lang.NullPointerException: Cannot read field "val" because "node" is null',
      /null\/None value/,
    ],
    ["Python division", "ZeroDivisionError: integer division or modulo by zero", /division \(or modulo\) by zero/],
    ["JavaScript recursion", "RangeError: Maximum call stack size exceeded", /recursion too deep/],
    ["C++ segfault", "Killed by signal SIGSEGV", /invalid memory/],
  ];
  for (const [name, error, cause] of errors) {
    it(`quotes a runtime error and names its likely cause (${name})`, () => {
      const text = feedback({
        verdict: "Runtime Error",
        passedCount: 0,
        totalCount: 2,
        testResults: [
          result({ index: 0, passed: false, input: { nums: [1], target: 2 }, error, verdict: "Runtime Error" }),
        ],
      });
      const headline = error.split("\n").at(-1) ?? error;
      expect(text).toContain(`Test 1 raised an error: \`${headline}\``);
      expect(text).toMatch(cause);
      expect(text).toContain("It happened on input `nums = [1], target = 2`.");
    });
  }

  it("says a timeout means the algorithm is too slow for the input size, with the topic's usual bound", () => {
    const [language, code] = BRUTE_FORCE_TWO_SUM.Python ?? ["python", ""];
    const nums = Array.from({ length: 20000 }, (_, i) => i);
    const text = feedback({
      language,
      code,
      verdict: "Time Limit Exceeded",
      passedCount: 9,
      totalCount: 10,
      executionTime: 5003,
      testResults: [
        result({ index: 9, passed: false, input: { nums, target: -1 }, expected: [], verdict: "Time Limit Exceeded" }),
      ],
    });
    expect(text).toContain(
      "Test 10 ran out of time on an input of 20,000 elements: the algorithm is too slow for this input size.",
    );
    expect(text).toContain("Your code looks like O(n^2)");
    expect(text).toContain("this topic usually needs O(n) with a hash map or set");
  });

  it("quotes the compiler's first error", () => {
    const text = feedback({
      language: "java",
      verdict: "Compilation Error",
      passedCount: 0,
      totalCount: 10,
      executionTime: 0,
      compileOutput: "Solution.java:3: error: ';' expected\n        int x = 1\n                 ^\n1 error",
    });
    expect(text).toContain("the code did not compile");
    expect(text).toContain("`Solution.java:3: error: ';' expected`");
  });
});
