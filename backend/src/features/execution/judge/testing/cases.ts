import type { TSignature, TTestCase } from "@cp/contracts";

/** The signatures the judge suite exercises: every value shape a catalog challenge uses. */
export const SIGNATURES = {
  twoSum: {
    name: "twoSum",
    params: [
      { name: "nums", type: "int[]" },
      { name: "target", type: "int" },
    ],
    returns: "int[]",
  },
  invertTree: { name: "invertTree", params: [{ name: "root", type: "TreeNode" }], returns: "TreeNode" },
  reverseList: { name: "reverseList", params: [{ name: "head", type: "ListNode" }], returns: "ListNode" },
  levelOrder: { name: "levelOrder", params: [{ name: "root", type: "TreeNode" }], returns: "int[][]" },
  longestCommonPrefix: { name: "longestCommonPrefix", params: [{ name: "strs", type: "string[]" }], returns: "string" },
  isAnagram: {
    name: "isAnagram",
    params: [
      { name: "s", type: "string" },
      { name: "t", type: "string" },
    ],
    returns: "bool",
  },
  findMedianSortedArrays: {
    name: "findMedianSortedArrays",
    params: [
      { name: "nums1", type: "int[]" },
      { name: "nums2", type: "int[]" },
    ],
    returns: "double",
  },
  merge: { name: "merge", params: [{ name: "intervals", type: "int[][]" }], returns: "int[][]" },
} satisfies Record<string, TSignature>;

export const TESTS: Record<keyof typeof SIGNATURES | "nullTree", TTestCase[]> = {
  nullTree: [
    { input: { root: [2, 1, 3] }, expected: [2, 3, 1] },
    { input: { root: [] }, expected: [] },
    { input: { root: [1] }, expected: [1] },
  ],
  // The third test is the only one whose nums has two elements (the looping fixture relies on it).
  twoSum: [
    { input: { nums: [2, 7, 11, 15], target: 9 }, expected: [0, 1] },
    { input: { nums: [3, 2, 4], target: 6 }, expected: [1, 2] },
    { input: { nums: [3, 3], target: 6 }, expected: [0, 1] },
    { input: { nums: [-1, -2, -3], target: -5 }, expected: [1, 2] },
  ],
  invertTree: [
    { input: { root: [4, 2, 7, 1, 3, 6, 9] }, expected: [4, 7, 2, 9, 6, 3, 1] },
    { input: { root: [2, 1, null, 5] }, expected: [2, null, 1, null, 5] },
    { input: { root: [] }, expected: [] },
  ],
  reverseList: [
    { input: { head: [1, 2, 3, 4, 5] }, expected: [5, 4, 3, 2, 1] },
    { input: { head: [1, 2] }, expected: [2, 1] },
    { input: { head: [] }, expected: [] },
  ],
  levelOrder: [
    { input: { root: [3, 9, 20, null, null, 15, 7] }, expected: [[3], [9, 20], [15, 7]] },
    { input: { root: [1] }, expected: [[1]] },
    { input: { root: [] }, expected: [] },
  ],
  longestCommonPrefix: [
    { input: { strs: ["flower", "flow", "flight"] }, expected: "fl" },
    { input: { strs: ["dog", "racecar", "car"] }, expected: "" },
    {
      input: { strs: ['a "quoted"\\ é-ü line\nend', 'a "quoted"\\ é-ü line\nother'] },
      expected: 'a "quoted"\\ é-ü line\n',
    },
  ],
  isAnagram: [
    { input: { s: "anagram", t: "nagaram" }, expected: true },
    { input: { s: "rat", t: "car" }, expected: false },
  ],
  findMedianSortedArrays: [
    { input: { nums1: [1, 3], nums2: [2] }, expected: 2 },
    { input: { nums1: [1, 2], nums2: [3, 4] }, expected: 2.5 },
    { input: { nums1: [], nums2: [1, 2] }, expected: 1.5 },
  ],
  merge: [
    {
      input: {
        intervals: [
          [1, 3],
          [2, 6],
          [8, 10],
          [15, 18],
        ],
      },
      expected: [
        [1, 6],
        [8, 10],
        [15, 18],
      ],
    },
    {
      input: {
        intervals: [
          [1, 4],
          [4, 5],
        ],
      },
      expected: [[1, 5]],
    },
  ],
};
