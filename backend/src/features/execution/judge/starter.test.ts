import type { TSignature } from "@cp/contracts";
import { describe, expect, it } from "vitest";
import { generateStarterCode, generateStarterCodeJson } from "./starter";

const twoSum: TSignature = {
  name: "twoSum",
  params: [
    { name: "nums", type: "int[]" },
    { name: "target", type: "int" },
  ],
  returns: "int[]",
};
const levelOrder: TSignature = { name: "levelOrder", params: [{ name: "root", type: "TreeNode" }], returns: "int[][]" };
const reverseList: TSignature = {
  name: "reverseList",
  params: [{ name: "head", type: "ListNode" }],
  returns: "ListNode",
};
const merge: TSignature = { name: "merge", params: [{ name: "intervals", type: "int[][]" }], returns: "int[][]" };
const longestCommonPrefix: TSignature = {
  name: "longestCommonPrefix",
  params: [{ name: "strs", type: "string[]" }],
  returns: "string",
};
const mixed: TSignature = {
  name: "check",
  params: [
    { name: "s", type: "string" },
    { name: "big", type: "long" },
    { name: "flags", type: "bool[]" },
  ],
  returns: "string[]",
};

describe("generateStarterCode: Two Sum in LeetCode's shape", () => {
  it("Python", () => {
    expect(generateStarterCode(twoSum, "python")).toBe(
      "class Solution:\n    def twoSum(self, nums: List[int], target: int) -> List[int]:\n        pass",
    );
  });
  it("JavaScript with its JSDoc", () => {
    expect(generateStarterCode(twoSum, "javascript")).toBe(
      [
        "/**",
        " * @param {number[]} nums",
        " * @param {number} target",
        " * @return {number[]}",
        " */",
        "var twoSum = function(nums, target) {",
        "    ",
        "};",
      ].join("\n"),
    );
  });
  it("Java", () => {
    expect(generateStarterCode(twoSum, "java")).toBe(
      "class Solution {\n    public int[] twoSum(int[] nums, int target) {\n        return null;\n    }\n}",
    );
  });
  it("C# with a PascalCase method", () => {
    expect(generateStarterCode(twoSum, "csharp")).toBe(
      "public class Solution {\n    public int[] TwoSum(int[] nums, int target) {\n        return null;\n    }\n}",
    );
  });
  it("C++ with vectors by reference", () => {
    expect(generateStarterCode(twoSum, "cpp")).toBe(
      "class Solution {\npublic:\n    vector<int> twoSum(vector<int>& nums, int target) {\n        \n    }\n};",
    );
  });
  it("C with sizes and the malloc note", () => {
    expect(generateStarterCode(twoSum, "c")).toBe(
      [
        "/**",
        " * Note: The returned array must be malloced, assume caller calls free().",
        " */",
        "int* twoSum(int* nums, int numsSize, int target, int* returnSize) {",
        "    ",
        "}",
      ].join("\n"),
    );
  });
});

describe("generateStarterCode: nodes, 2-D arrays and strings", () => {
  it("shows LeetCode's commented TreeNode definition above the solution", () => {
    const python = generateStarterCode(levelOrder, "python");
    expect(python.startsWith("# Definition for a binary tree node.\n# class TreeNode:\n")).toBe(true);
    expect(python).toContain("def levelOrder(self, root: Optional[TreeNode]) -> List[List[int]]:");
    const cpp = generateStarterCode(levelOrder, "cpp");
    expect(cpp).toContain(" * Definition for a binary tree node.\n * struct TreeNode {");
    expect(cpp).toContain(" *     TreeNode(int x) : val(x), left(nullptr), right(nullptr) {}");
    expect(cpp).toContain("vector<vector<int>> levelOrder(TreeNode* root) {");
    expect(generateStarterCode(levelOrder, "java")).toContain("public List<List<Integer>> levelOrder(TreeNode root) {");
    expect(generateStarterCode(levelOrder, "csharp")).toContain("public IList<IList<int>> LevelOrder(TreeNode root) {");
    expect(generateStarterCode(levelOrder, "javascript")).toContain(
      " * @param {TreeNode} root\n * @return {number[][]}",
    );
  });

  it("shows the ListNode definition and node types in every language", () => {
    expect(generateStarterCode(reverseList, "python")).toContain(
      "# Definition for singly-linked list.\n# class ListNode:\n#     def __init__(self, val=0, next=None):",
    );
    expect(generateStarterCode(reverseList, "python")).toContain(
      "def reverseList(self, head: Optional[ListNode]) -> Optional[ListNode]:",
    );
    expect(generateStarterCode(reverseList, "java")).toContain(" * public class ListNode {\n *     int val;");
    expect(generateStarterCode(reverseList, "c")).toContain(
      " * struct ListNode {\n *     int val;\n *     struct ListNode *next;\n * };",
    );
    expect(generateStarterCode(reverseList, "c")).toContain("struct ListNode* reverseList(struct ListNode* head) {");
    expect(generateStarterCode(reverseList, "cpp")).toContain("ListNode* reverseList(ListNode* head) {");
    expect(generateStarterCode(reverseList, "javascript")).toContain(" * function ListNode(val, next) {");
  });

  it("uses LeetCode's C size conventions for 2-D parameters and returns", () => {
    const c = generateStarterCode(merge, "c");
    expect(c).toContain(
      "int** merge(int** intervals, int intervalsSize, int* intervalsColSize, int* returnSize, int** returnColumnSizes) {",
    );
    expect(c).toContain(" * The sizes of the arrays are returned as *returnColumnSizes array.");
    expect(generateStarterCode(merge, "cpp")).toContain("vector<vector<int>> merge(vector<vector<int>>& intervals) {");
    expect(generateStarterCode(merge, "java")).toContain("public List<List<Integer>> merge(int[][] intervals) {");
  });

  it("spells strings, string arrays, longs and booleans per language", () => {
    expect(generateStarterCode(longestCommonPrefix, "c")).toContain(
      "char* longestCommonPrefix(char** strs, int strsSize) {",
    );
    expect(generateStarterCode(longestCommonPrefix, "cpp")).toContain(
      "string longestCommonPrefix(vector<string>& strs) {",
    );
    expect(generateStarterCode(longestCommonPrefix, "java")).toContain(
      "public String longestCommonPrefix(String[] strs) {",
    );
    expect(generateStarterCode(mixed, "cpp")).toContain(
      "vector<string> check(string s, long long big, vector<bool>& flags) {",
    );
    expect(generateStarterCode(mixed, "c")).toContain(
      "char** check(char* s, long long big, bool* flags, int flagsSize, int* returnSize) {",
    );
    expect(generateStarterCode(mixed, "java")).toContain(
      "public List<String> check(String s, long big, boolean[] flags) {",
    );
    expect(generateStarterCode(mixed, "csharp")).toContain(
      "public IList<string> Check(string s, long big, bool[] flags) {",
    );
    expect(generateStarterCode(mixed, "python")).toContain(
      "def check(self, s: str, big: int, flags: List[bool]) -> List[str]:",
    );
    expect(generateStarterCode(mixed, "javascript")).toContain(" * @param {boolean[]} flags\n * @return {string[]}");
  });
});

describe("generateStarterCodeJson", () => {
  it("maps display names to starter code for the requested languages", () => {
    const map = JSON.parse(generateStarterCodeJson(twoSum, ["python", "cpp"])) as Record<string, string>;
    expect(Object.keys(map).sort()).toEqual(["C++", "Python"]);
    expect(map["C++"]).toBe(generateStarterCode(twoSum, "cpp"));
  });
  it("covers all six languages by default", () => {
    const map = JSON.parse(generateStarterCodeJson(twoSum)) as Record<string, string>;
    expect(Object.keys(map).sort()).toEqual(["C", "C#", "C++", "Java", "JavaScript", "Python"]);
  });
});

describe("generateStarterCode: bodies that compile", () => {
  const returning = (returns: TSignature["returns"]): TSignature => ({
    name: "f",
    params: [{ name: "nums", type: "int[]" }],
    returns,
  });

  it("gives Java and C# a placeholder return of the method's type, where LeetCode's empty body would not compile", () => {
    for (const [returns, placeholder] of [
      ["int", "return 0;"],
      ["long", "return 0;"],
      ["double", "return 0;"],
      ["bool", "return false;"],
      ["char", "return '\\0';"],
      ["string", "return null;"],
      ["int[][]", "return null;"],
      ["TreeNode", "return null;"],
    ] as const) {
      expect(generateStarterCode(returning(returns), "java")).toContain(`) {\n        ${placeholder}\n    }\n}`);
      expect(generateStarterCode(returning(returns), "csharp")).toContain(`) {\n        ${placeholder}\n    }\n}`);
    }
  });

  it("gives Python's method a pass, since an empty block is an IndentationError", () => {
    expect(generateStarterCode(returning("int"), "python")).toMatch(/-> int:\n {8}pass$/);
  });
});

describe("generateStarterCode: LeetCode's char grid and word lists", () => {
  const numIslands: TSignature = { name: "numIslands", params: [{ name: "grid", type: "char[][]" }], returns: "int" };
  const wordBreak: TSignature = {
    name: "wordBreak",
    params: [
      { name: "s", type: "string" },
      { name: "wordDict", type: "list<string>" },
    ],
    returns: "bool",
  };

  it("declares a char grid as each language's LeetCode starter does", () => {
    expect(generateStarterCode(numIslands, "python")).toContain("def numIslands(self, grid: List[List[str]]) -> int:");
    expect(generateStarterCode(numIslands, "javascript")).toContain("@param {character[][]} grid");
    expect(generateStarterCode(numIslands, "java")).toContain("public int numIslands(char[][] grid) {");
    expect(generateStarterCode(numIslands, "csharp")).toContain("public int NumIslands(char[][] grid) {");
    expect(generateStarterCode(numIslands, "cpp")).toContain("int numIslands(vector<vector<char>>& grid) {");
    expect(generateStarterCode(numIslands, "c")).toContain(
      "int numIslands(char** grid, int gridSize, int* gridColSize) {",
    );
  });

  it("declares a word list as List<String> in Java and IList<string> in C#, an array elsewhere", () => {
    expect(generateStarterCode(wordBreak, "java")).toContain(
      "public boolean wordBreak(String s, List<String> wordDict) {",
    );
    expect(generateStarterCode(wordBreak, "csharp")).toContain(
      "public bool WordBreak(string s, IList<string> wordDict) {",
    );
    expect(generateStarterCode(wordBreak, "cpp")).toContain("bool wordBreak(string s, vector<string>& wordDict) {");
    expect(generateStarterCode(wordBreak, "python")).toContain(
      "def wordBreak(self, s: str, wordDict: List[str]) -> bool:",
    );
    expect(generateStarterCode(wordBreak, "c")).toContain(
      "bool wordBreak(char* s, char** wordDict, int wordDictSize) {",
    );
  });
});
