import type { TLanguageKey, TSignature, TTestCase } from "@cp/contracts";

/** LeetCode problems with solutions written as learners write them there, for judge.leetcode.int.test.ts. */

export const NUM_ISLANDS: TSignature = {
  name: "numIslands",
  params: [{ name: "grid", type: "char[][]" }],
  returns: "int",
};
export const GRID_TESTS: TTestCase[] = [
  {
    input: {
      grid: [
        ["1", "1", "0", "0"],
        ["1", "0", "0", "1"],
        ["0", "0", "1", "1"],
      ],
    },
    expected: 2,
  },
  { input: { grid: [["0"]] }, expected: 0 },
  { input: { grid: [["1", "0", "1", "0", "1"]] }, expected: 3 },
];

/** Number of Islands over LeetCode's char grid, written as LeetCode's starter code shapes it. */
export const CHAR_GRID: Record<TLanguageKey, string> = {
  python: `class Solution:
    def numIslands(self, grid: List[List[str]]) -> int:
        rows, cols = len(grid), len(grid[0])
        def sink(r, c):
            if 0 <= r < rows and 0 <= c < cols and grid[r][c] == "1":
                grid[r][c] = "0"
                for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                    sink(r + dr, c + dc)
        count = 0
        for r in range(rows):
            for c in range(cols):
                if grid[r][c] == "1":
                    count += 1
                    sink(r, c)
        return count
`,
  javascript: `/**
 * @param {character[][]} grid
 * @return {number}
 */
var numIslands = function(grid) {
    const sink = (r, c) => {
        if (r < 0 || c < 0 || r >= grid.length || c >= grid[0].length || grid[r][c] !== '1') return;
        grid[r][c] = '0';
        sink(r + 1, c); sink(r - 1, c); sink(r, c + 1); sink(r, c - 1);
    };
    let count = 0;
    for (let r = 0; r < grid.length; r++)
        for (let c = 0; c < grid[0].length; c++)
            if (grid[r][c] === '1') { count++; sink(r, c); }
    return count;
};
`,
  java: `class Solution {
    public int numIslands(char[][] grid) {
        int count = 0;
        for (int r = 0; r < grid.length; r++)
            for (int c = 0; c < grid[0].length; c++)
                if (grid[r][c] == '1') { count++; sink(grid, r, c); }
        return count;
    }
    private void sink(char[][] grid, int r, int c) {
        if (r < 0 || c < 0 || r >= grid.length || c >= grid[0].length || grid[r][c] != '1') return;
        grid[r][c] = '0';
        sink(grid, r + 1, c); sink(grid, r - 1, c); sink(grid, r, c + 1); sink(grid, r, c - 1);
    }
}
`,
  csharp: `public class Solution {
    public int NumIslands(char[][] grid) {
        int count = 0;
        for (int r = 0; r < grid.Length; r++)
            for (int c = 0; c < grid[0].Length; c++)
                if (grid[r][c] == '1') { count++; Sink(grid, r, c); }
        return count;
    }
    void Sink(char[][] grid, int r, int c) {
        if (r < 0 || c < 0 || r >= grid.Length || c >= grid[0].Length || grid[r][c] != '1') return;
        grid[r][c] = '0';
        Sink(grid, r + 1, c); Sink(grid, r - 1, c); Sink(grid, r, c + 1); Sink(grid, r, c - 1);
    }
}
`,
  cpp: `class Solution {
public:
    int numIslands(vector<vector<char>>& grid) {
        int count = 0;
        for (int r = 0; r < (int)grid.size(); r++)
            for (int c = 0; c < (int)grid[0].size(); c++)
                if (grid[r][c] == '1') { count++; sink(grid, r, c); }
        return count;
    }
    void sink(vector<vector<char>>& grid, int r, int c) {
        if (r < 0 || c < 0 || r >= (int)grid.size() || c >= (int)grid[0].size() || grid[r][c] != '1') return;
        grid[r][c] = '0';
        sink(grid, r + 1, c); sink(grid, r - 1, c); sink(grid, r, c + 1); sink(grid, r, c - 1);
    }
};
`,
  c: `static void sink(char** grid, int rows, int* cols, int r, int c) {
    if (r < 0 || c < 0 || r >= rows || c >= cols[r] || grid[r][c] != '1') return;
    grid[r][c] = '0';
    sink(grid, rows, cols, r + 1, c); sink(grid, rows, cols, r - 1, c);
    sink(grid, rows, cols, r, c + 1); sink(grid, rows, cols, r, c - 1);
}

int numIslands(char** grid, int gridSize, int* gridColSize) {
    int count = 0;
    for (int r = 0; r < gridSize; r++)
        for (int c = 0; c < gridColSize[r]; c++)
            if (grid[r][c] == '1') { count++; sink(grid, gridSize, gridColSize, r, c); }
    return count;
}
`,
};

export const TOP_K: TSignature = {
  name: "topKFrequent",
  params: [
    { name: "nums", type: "int[]" },
    { name: "k", type: "int" },
  ],
  returns: "int[]",
};
export const TOP_K_TESTS: TTestCase[] = [
  { input: { nums: [1, 1, 1, 2, 2, 3], k: 2 }, expected: [1, 2] },
  { input: { nums: [4], k: 1 }, expected: [4] },
];
export const CONTAINS_DUPLICATE: TSignature = {
  name: "containsDuplicate",
  params: [{ name: "nums", type: "int[]" }],
  returns: "bool",
};
export const DUPLICATE_TESTS: TTestCase[] = [
  { input: { nums: [1, 2, 3, 1] }, expected: true },
  { input: { nums: [1, 2, 3] }, expected: false },
];
export const CLIMB: TSignature = { name: "climbStairs", params: [{ name: "n", type: "int" }], returns: "int" };
