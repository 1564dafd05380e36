import type { TLanguageKey, TSignature } from "@cp/contracts";
import { describe, expect, it } from "vitest";
import { analyzeCode } from "./code-analysis";
import { formatComplexity } from "./complexity";

const ARRAY_SIG: TSignature = {
  name: "solve",
  params: [
    { name: "nums", type: "int[]" },
    { name: "k", type: "int" },
  ],
  returns: "int",
};

function estimate(language: TLanguageKey, code: string, topic = "Arrays & Hash Tables", signature = ARRAY_SIG) {
  const analysis = analyzeCode(code, language, signature, topic);
  return { ...analysis, big: formatComplexity(analysis.complexity) };
}

describe("analyzeCode", () => {
  it("counts a regular expression's match, a split or a replace as a pass over the string (O(n), not O(1))", () => {
    const sig: TSignature = { name: "countVowels", params: [{ name: "s", type: "string" }], returns: "int" };
    const js = analyzeCode(
      "var countVowels = function(s) {\n  return (s.match(/[aeiou]/gi) || []).length;\n};",
      "javascript",
      sig,
      "Strings & Patterns",
    );
    expect(js.complexity.label).toBe("n");
    const py = analyzeCode(
      "class Solution:\n    def countVowels(self, s):\n        return len(s.replace('a', ''))\n",
      "python",
      sig,
      "Strings & Patterns",
    );
    expect(py.complexity.label).toBe("n");
  });

  it("ignores loops that appear only inside comments and strings", () => {
    const code = `class Solution {
    public int solve(int[] nums, int k) {
        /* for (int i = 0; i < nums.length; i++) { for (int j = 0; j < nums.length; j++) {} } */
        // for (int j = 0; j < nums.length; j++)
        String s = "for (int j = 0; j < nums.length; j++) {";
        int total = 0;
        for (int i = 0; i < nums.length; i++) total += nums[i];
        return total;
    }
}`;
    const result = estimate("java", code);
    expect(result.big).toBe("O(n)");
    expect(result.loopDepth).toBe(1);
    expect(result.nestedSameCollection).toBeUndefined();
  });

  it("reads a grid walk as O(n·m) and a constant direction table as free", () => {
    const signature: TSignature = { name: "solve", params: [{ name: "grid", type: "int[][]" }], returns: "int" };
    const code = `class Solution:
    def solve(self, grid):
        dirs = [(0, 1), (1, 0), (0, -1), (-1, 0)]
        total = 0
        for r in range(len(grid)):
            for c in range(len(grid[0])):
                for dr, dc in dirs:
                    total += 1
        return total`;
    const result = estimate("python", code, "Arrays & Hash Tables", signature);
    expect(result.big).toBe("O(n·m)");
    expect(result.loopDepth).toBe(2);
    expect(result.nestedSameCollection).toBeUndefined();
  });

  it("counts a sliding window's inner while as amortized and says so", () => {
    const code = `var solve = function(nums, k) {
  let left = 0, sum = 0, best = 0;
  for (let right = 0; right < nums.length; right++) {
    sum += nums[right];
    while (sum > k) sum -= nums[left++];
    best = Math.max(best, right - left + 1);
  }
  return best;
};`;
    const result = estimate("javascript", code);
    expect(result.big).toBe("O(n)");
    expect(result.nestedWhile).toBe(true);
    expect(result.complexityReason).toContain("counted as amortized");
  });

  it("recognises a binary search as O(log n)", () => {
    const code = `int solve(int* nums, int numsSize, int k) {
    int lo = 0, hi = numsSize - 1;
    while (lo <= hi) {
        int mid = lo + (hi - lo) / 2;
        if (nums[mid] < k) lo = mid + 1; else hi = mid - 1;
    }
    return lo;
}`;
    expect(estimate("c", code).big).toBe("O(log n)");
  });

  it("flags a hidden linear search inside a loop over the same array", () => {
    const code = `var solve = function(nums, k) {
  let count = 0;
  nums.forEach((x) => { if (nums.indexOf(k - x) !== -1) count++; });
  return count;
};`;
    const result = estimate("javascript", code);
    expect(result.big).toBe("O(n^2)");
    expect(result.nestedSameCollection).toBe("nums");
    expect(result.scanInLoop).toBe(true);
  });

  it("resolves C's size parameter to its array", () => {
    const code = `int solve(int* nums, int numsSize, int k) {
    int c = 0;
    for (int i = 0; i < numsSize; i++)
        for (int j = numsSize - 1; j > i; j--)
            if (nums[i] + nums[j] == k) c++;
    return c;
}`;
    const result = estimate("c", code);
    expect(result.big).toBe("O(n^2)");
    expect(result.nestedSameCollection).toBe("nums");
  });

  it("describes a breadth-first search over an adjacency list as O(V + E)", () => {
    const signature: TSignature = {
      name: "solve",
      params: [
        { name: "n", type: "int" },
        { name: "edges", type: "int[][]" },
      ],
      returns: "bool",
    };
    const code = `class Solution:
    def solve(self, n, edges):
        graph = [[] for _ in range(n)]
        for a, b in edges:
            graph[a].append(b)
        seen = {0}
        queue = deque([0])
        while queue:
            node = queue.popleft()
            for nxt in graph[node]:
                if nxt not in seen:
                    seen.add(nxt)
                    queue.append(nxt)
        return len(seen) == n`;
    expect(estimate("python", code, "Graphs & Traversal", signature).big).toBe("O(V + E)");
  });

  it("sees a tree walk with two recursive calls as O(n), not exponential", () => {
    const signature: TSignature = { name: "maxDepth", params: [{ name: "root", type: "TreeNode" }], returns: "int" };
    const code = `class Solution {
public:
    int maxDepth(TreeNode* root) {
        if (!root) return 0;
        return 1 + max(maxDepth(root->left), maxDepth(root->right));
    }
};`;
    const result = estimate("cpp", code, "Trees & Recursion", signature);
    expect(result.big).toBe("O(n)");
    expect(result.recursion?.selfCalls).toBe(2);
  });

  it("estimates sorting each word of a list as O(n·m log m)", () => {
    const signature: TSignature = {
      name: "solve",
      params: [{ name: "strs", type: "string[]" }],
      returns: "string[][]",
    };
    const code = `class Solution:
    def solve(self, strs):
        groups = defaultdict(list)
        for s in strs:
            groups["".join(sorted(s))].append(s)
        return list(groups.values())`;
    expect(estimate("python", code, "Strings & Patterns", signature).big).toBe("O(n·m log m)");
  });

  it("treats only the untouched starter as not started", () => {
    const starter = "public class Solution {\n    public int Solve(int[] nums, int k) {\n        \n    }\n}";
    expect(estimate("csharp", starter).starterOnly).toBe(true);
    expect(estimate("csharp", starter.replace("        \n", "        return nums.Length;\n")).starterOnly).toBe(false);
    expect(estimate("python", "").starterOnly).toBe(true);
  });

  it("stays fast on 64 KB of hostile input (unbalanced brackets, thousands of loops and calls)", () => {
    const size = 64 * 1024;
    const hostile = [
      "f(".repeat(size / 2),
      "for (;;) {".repeat(size / 10),
      `[${"x for x in nums ".repeat(size / 16)}]`,
      "f = (a) => { f(a); ".repeat(size / 19),
      "x.sort(".repeat(size / 7),
      "def f()->)->)".repeat(size / 13),
    ];
    for (const language of ["python", "javascript", "cpp"] as const) {
      for (const code of hostile) {
        const started = performance.now();
        estimate(language, code);
        // A liveness bound, not a speed figure: catastrophic backtracking takes minutes here.
        expect(performance.now() - started).toBeLessThan(10_000);
      }
    }
  }, 120_000);
});
