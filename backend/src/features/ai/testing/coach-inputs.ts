import type { TLanguageKey, TTestResult } from "@cp/contracts";
import { writeFeedback } from "../coach/coach";
import type { CoachChallenge, FeedbackInput } from "../types";

/** What the coach's tests feed it: two challenges, judge results and feedback inputs, and code to read. */

export const twoSum: CoachChallenge = {
  title: "Two Sum",
  topic: "Arrays & Hash Tables",
  difficulty: "Easy",
  description: "Return the indices of the two numbers that add up to target.",
  signature: {
    name: "twoSum",
    params: [
      { name: "nums", type: "int[]" },
      { name: "target", type: "int" },
    ],
    returns: "int[]",
  },
  hints: ["Checking every pair works but costs O(n^2)."],
};

export const climbStairs: CoachChallenge = {
  title: "Climbing Stairs",
  topic: "Dynamic Programming",
  difficulty: "Easy",
  description: "Count the distinct ways to climb n steps taking 1 or 2 at a time.",
  signature: { name: "climbStairs", params: [{ name: "n", type: "int" }], returns: "int" },
  hints: [],
};

export function result(overrides: Partial<TTestResult>): TTestResult {
  return {
    index: 0,
    passed: true,
    input: {},
    expected: null,
    actual: null,
    time: 1,
    verdict: "Accepted",
    ...overrides,
  };
}

export function feedback(overrides: Partial<FeedbackInput>): string {
  return writeFeedback({
    challenge: twoSum,
    language: "python",
    code: "",
    verdict: "Accepted",
    testResults: [],
    passedCount: 10,
    totalCount: 10,
    executionTime: 42,
    ...overrides,
  });
}

export const BRUTE_FORCE_TWO_SUM: Record<string, [TLanguageKey, string]> = {
  Python: [
    "python",
    `class Solution:
    def twoSum(self, nums: List[int], target: int) -> List[int]:
        # for each pair (a comment that mentions for-loops must not count)
        for i in range(len(nums)):
            for j in range(i + 1, len(nums)):
                if nums[i] + nums[j] == target:
                    return [i, j]
        return []`,
  ],
  JavaScript: [
    "javascript",
    `var twoSum = function(nums, target) {
    for (let i = 0; i < nums.length; i++) {
        for (let j = i + 1; j < nums.length; j++) {
            if (nums[i] + nums[j] === target) return [i, j];
        }
    }
    return [];
};`,
  ],
  Java: [
    "java",
    `class Solution {
    public int[] twoSum(int[] nums, int target) {
        int n = nums.length;
        for (int i = 0; i < n; i++)
            for (int j = i + 1; j < n; j++)
                if (nums[i] + nums[j] == target) return new int[]{i, j};
        return new int[0];
    }
}`,
  ],
  "C++": [
    "cpp",
    `class Solution {
public:
    vector<int> twoSum(vector<int>& nums, int target) {
        for (int i = 0; i < (int)nums.size(); ++i) {
            for (int j = i + 1; j < (int)nums.size(); ++j) {
                if (nums[i] + nums[j] == target) return {i, j};
            }
        }
        return {};
    }
};`,
  ],
};

export function baseInput(challenge: CoachChallenge): FeedbackInput {
  return {
    challenge,
    language: "python",
    code: "",
    verdict: "Accepted",
    testResults: [],
    passedCount: 8,
    totalCount: 8,
    executionTime: 12,
  };
}
