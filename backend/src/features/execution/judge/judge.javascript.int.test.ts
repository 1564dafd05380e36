import { describe, expect, it } from "vitest";
import { useSandboxedEngine } from "../../../test/execution-harness";
import { createJudge } from "./judge";
import { describeJudge } from "./testing/suite";
import { TWO_SUM } from "./testing/two-sum";

const twoSumBody = `    const seen = new Map();
    for (let i = 0; i < nums.length; i++) {
        if (seen.has(target - nums[i])) return [seen.get(target - nums[i]), i];
        seen.set(nums[i], i);
    }
};`;

describeJudge("javascript", {
  twoSum: TWO_SUM.javascript,
  twoSumWrong: "var twoSum = function(nums, target) {\n    return [0, 0];\n};",
  twoSumThrows: `var twoSum = function(nums, target) {
    const limit = nums.length;
    throw new Error("boom " + limit);
};`,
  throwWhere: /Line 3 in twoSum \(solution\.js\)/,
  twoSumLoops: `var twoSum = function(nums, target) {
    while (nums.length === 2) {}
${twoSumBody}`,
  twoSumBroken: `var twoSum = function(nums, target) {
    const seen = new Map();
    for (let i = 0; i < nums.length; i++ {
        seen.set(nums[i], i);
    }
};`,
  compileError: /solution\.js:3[\s\S]*SyntaxError/,
  twoSumPrints: `var twoSum = function(nums, target) {
    console.log("n=" + nums.length);
${twoSumBody}`,
  twoSumImports: `const assert = require("assert");
const { performance: perf } = require("perf_hooks");
const twoSum = (nums, target) => {
    assert.ok(perf.now() > 0);
    const seen = new Map();
    for (let i = 0; i < nums.length; i++) {
        if (seen.has(target - nums[i])) return [seen.get(target - nums[i]), i];
        seen.set(nums[i], i);
    }
};`,
  invertTree: `var invertTree = function(root) {
    if (!root) return null;
    [root.left, root.right] = [invertTree(root.right), invertTree(root.left)];
    return root;
};`,
  invertTreeUnchecked: `var invertTree = function(root) {
    [root.left, root.right] = [root.right, root.left];
    return root;
};`,
  nullTreeError: /TypeError: Cannot read properties of null/,
  reverseList: `function reverseList(head) {
    let prev = null;
    while (head) {
        const next = head.next;
        head.next = prev;
        prev = head;
        head = next;
    }
    return prev;
}`,
  levelOrder: `var levelOrder = function(root) {
    const out = [];
    let level = root ? [root] : [];
    while (level.length) {
        out.push(level.map((n) => n.val));
        level = level.flatMap((n) => [n.left, n.right]).filter(Boolean);
    }
    return out;
};`,
  longestCommonPrefix: `var longestCommonPrefix = function(strs) {
    let prefix = strs[0];
    for (const s of strs) while (!s.startsWith(prefix)) prefix = prefix.slice(0, -1);
    return prefix;
};`,
  isAnagram: `var isAnagram = function(s, t) {
    return [...s].sort().join("") === [...t].sort().join("");
};`,
  findMedianSortedArrays: `var findMedianSortedArrays = function(nums1, nums2) {
    const a = [...nums1, ...nums2].sort((x, y) => x - y);
    const n = a.length;
    return n % 2 ? a[(n - 1) / 2] : (a[n / 2 - 1] + a[n / 2]) / 2;
};`,
  merge: `var merge = function(intervals) {
    intervals.sort((a, b) => a[0] - b[0]);
    const out = [];
    for (const [start, end] of intervals) {
        if (out.length && start <= out[out.length - 1][1]) out[out.length - 1][1] = Math.max(out[out.length - 1][1], end);
        else out.push([start, end]);
    }
    return out;
};`,
});

describe("judge (javascript) with a result larger than the pipe's buffer", () => {
  const engine = useSandboxedEngine();

  it("reports every test whole, the last one included, before the program exits", async () => {
    // Counting Bits at n = 10^5, last: its answer is about 250 KB of JSON, past the 64 KB a pipe holds.
    const bits = (n: number) => Array.from({ length: n + 1 }, (_, i) => i.toString(2).replaceAll("0", "").length);
    const outcome = await createJudge(engine()).run({
      signature: { name: "countBits", params: [{ name: "n", type: "int" }], returns: "int[]" },
      compare: "exact",
      tests: [
        { input: { n: 5 }, expected: bits(5) },
        { input: { n: 100_000 }, expected: bits(100_000) },
      ],
      language: "javascript",
      code: `var countBits = function(n) {
    const bits = new Array(n + 1).fill(0);
    for (let i = 1; i <= n; i++) bits[i] = bits[i >> 1] + (i & 1);
    return bits;
};`,
    });
    expect(outcome.testResults.map((r) => r.verdict)).toEqual(["Accepted", "Accepted"]);
  });
});
