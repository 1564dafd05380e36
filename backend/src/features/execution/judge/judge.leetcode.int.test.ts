import { chmod, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TLanguageKey, TSignature, TTestCase } from "@cp/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createExecutionEngine, type Engine } from "../engine/engine";
import type { ExecutionLimits } from "../engine/types";
import { createJudge, type Judge } from "./judge";
import {
  CHAR_GRID,
  CLIMB,
  CONTAINS_DUPLICATE,
  DUPLICATE_TESTS,
  GRID_TESTS,
  NUM_ISLANDS,
  TOP_K,
  TOP_K_TESTS,
} from "./testing/leetcode-problems";

/**
 * Solutions written the way they are on LeetCode pass here unchanged: the language level (C++23 on
 * clang 19), LeetCode's signatures (a char grid), its preloaded libraries and implicit imports, its
 * return conversion, and error messages a learner can act on.
 */

const LIMITS: ExecutionLimits = {
  cpuMs: 5000,
  wallMs: 15_000,
  memoryBytes: 256 * 1024 * 1024,
  processes: 64,
  outputBytes: 1024 * 1024,
};

describe("LeetCode solutions pass unchanged", () => {
  let engine: Engine;
  let judge: Judge;
  let cacheDir: string;

  beforeAll(async () => {
    cacheDir = await mkdtemp(path.join(os.tmpdir(), "cp-judge-leetcode-"));
    await chmod(cacheDir, 0o755);
    engine = createExecutionEngine({ sandbox: "bwrap", limits: LIMITS, cacheDir, cacheMaxBytes: 512 * 1024 * 1024 });
    await engine.assertReady();
    judge = createJudge(engine);
  });
  afterAll(async () => {
    await engine.close();
    await rm(cacheDir, { recursive: true, force: true });
  });

  const run = (language: TLanguageKey, code: string, signature: TSignature, tests: TTestCase[], compare = "exact") =>
    judge.run({ language, code, signature, tests, compare: compare as "exact" | "unordered" });

  for (const language of Object.keys(CHAR_GRID) as TLanguageKey[]) {
    it(`takes LeetCode's char grid in ${language} (Number of Islands)`, async () => {
      const outcome = await run(language, CHAR_GRID[language], NUM_ISLANDS, GRID_TESTS);
      expect(outcome.compileOutput ?? "").not.toMatch(/error/i);
      expect(outcome.testResults.map((r) => r.actual)).toEqual([2, 0, 3]);
      expect(outcome.verdict).toBe("Accepted");
    });
  }

  it("compiles C++23 as clang 19 does: a recursive lambda with `this auto`, contains, std::ranges, a VLA", async () => {
    const code = `class Solution {
public:
    vector<int> topKFrequent(vector<int>& nums, int k) {
        unordered_map<int, int> count;
        for (int x : nums) count[x]++;
        vector<int> keys;
        for (auto& [value, times] : count) if (count.contains(value)) keys.push_back(value);
        ranges::sort(keys, ranges::greater{}, [&](int v) { return count[v]; });
        int seen[k + 1];
        auto take = [&](this auto&& self, int i) -> vector<int> {
            if (i == k) return {};
            seen[i] = keys[i];
            auto rest = self(i + 1);
            rest.insert(rest.begin(), seen[i]);
            return rest;
        };
        return take(0);
    }
};`;
    const outcome = await run("cpp", code, TOP_K, TOP_K_TESTS);
    expect(outcome.compileOutput ?? "").toBe("");
    expect(outcome.verdict).toBe("Accepted");
  });

  it("offers uthash in C, as LeetCode does", async () => {
    const code = `struct entry { int key; int count; UT_hash_handle hh; };

bool containsDuplicate(int* nums, int numsSize) {
    struct entry *seen = NULL, *e, *tmp;
    bool found = false;
    for (int i = 0; i < numsSize && !found; i++) {
        HASH_FIND_INT(seen, &nums[i], e);
        if (e) found = true;
        else {
            e = malloc(sizeof *e);
            e->key = nums[i];
            HASH_ADD_INT(seen, key, e);
        }
    }
    HASH_ITER(hh, seen, e, tmp) { HASH_DEL(seen, e); free(e); }
    return found;
}`;
    const outcome = await run("c", code, CONTAINS_DUPLICATE, DUPLICATE_TESTS);
    expect(outcome.verdict).toBe("Accepted");
  });

  it("has MinPriorityQueue (v6 API), Deque and lodash as JavaScript globals", async () => {
    const code = `var topKFrequent = function(nums, k) {
    const counts = _.countBy(nums);
    const heap = new MinPriorityQueue((entry) => entry[1]);
    for (const [value, times] of Object.entries(counts)) {
        heap.enqueue([Number(value), times]);
        if (heap.size() > k) heap.dequeue();
    }
    const order = new Deque();
    while (!heap.isEmpty()) order.pushFront(heap.dequeue()[0]);
    const result = [];
    while (!order.isEmpty()) result.push(order.popFront());
    return result;
};`;
    const outcome = await run("javascript", code, TOP_K, TOP_K_TESTS);
    expect(outcome.testResults[0]?.error).toBeUndefined();
    expect(outcome.verdict).toBe("Accepted");
  });

  it("lets a JavaScript solution declare its own PriorityQueue or _ in place of the preloaded one", async () => {
    const code = `class PriorityQueue { constructor() { this.items = []; } }
var _ = 3;
var containsDuplicate = function(nums) {
    return new PriorityQueue().items.length === 0 && _ === 3 && new Set(nums).size !== nums.length;
};`;
    const outcome = await run("javascript", code, CONTAINS_DUPLICATE, DUPLICATE_TESTS);
    expect(outcome.verdict).toBe("Accepted");
  });

  it("has sortedcontainers and LeetCode's implicit imports in Python", async () => {
    const code = `class Solution:
    def topKFrequent(self, nums: List[int], k: int) -> List[int]:
        ranked = SortedList(Counter(nums).items(), key=lambda item: (-item[1], item[0]))
        assert isinstance(deque(), collections.deque) and heapq.nlargest(1, [1]) == [1]
        assert bisect_left([1, 2], 2) == 1 and gcd(4, 6) == 2 and inf > 0 and comb(4, 2) == 6
        assert list(accumulate([1, 2])) == [1, 3] and reduce(operator.add, [1, 2]) == 3
        assert string.ascii_lowercase[0] == "a" and re.match("a", "a") and SortedDict({1: 2})[1] == 2
        return [value for value, _ in ranked[:k]]
`;
    const outcome = await run("python", code, TOP_K, TOP_K_TESTS);
    expect(outcome.testResults[0]?.error).toBeUndefined();
    expect(outcome.verdict).toBe("Accepted");
  });

  it("converts a Python result to the declared bool as LeetCode does, while JavaScript's 1 stays a number", async () => {
    const python = `class Solution:
    def containsDuplicate(self, nums: List[int]) -> bool:
        return len(nums) - len(set(nums))
`;
    const pythonOutcome = await run("python", python, CONTAINS_DUPLICATE, DUPLICATE_TESTS);
    expect(pythonOutcome.testResults.map((r) => r.actual)).toEqual([true, false]);
    expect(pythonOutcome.verdict).toBe("Accepted");

    const javascript = "var containsDuplicate = function(nums) { return nums.length - new Set(nums).size; };";
    const jsOutcome = await run("javascript", javascript, CONTAINS_DUPLICATE, DUPLICATE_TESTS);
    expect(jsOutcome.testResults[0]).toMatchObject({ actual: 1, verdict: "Wrong Answer" });

    // C++ returns through the declared type: an int returned as bool reads true/false.
    const cpp = `class Solution {
public:
    bool containsDuplicate(vector<int>& nums) {
        return (int)nums.size() - (int)unordered_set<int>(nums.begin(), nums.end()).size();
    }
};`;
    const cppOutcome = await run("cpp", cpp, CONTAINS_DUPLICATE, DUPLICATE_TESTS);
    expect(cppOutcome.testResults.map((r) => r.actual)).toEqual([true, false]);
  });

  it("reports Python's RecursionError by name with the learner's line, not as a crash", async () => {
    const code = `class Solution:
    def climbStairs(self, n: int) -> int:
        @cache
        def ways(i):
            return ways(i + 1) + 1
        return ways(0)
`;
    const outcome = await run("python", code, CLIMB, [{ input: { n: 3 }, expected: 3 }]);
    expect(outcome.verdict).toBe("Runtime Error");
    expect(outcome.testResults[0]?.error).toMatch(/^RecursionError: maximum recursion depth exceeded/);
    expect(outcome.testResults[0]?.error).toMatch(/Line 5 in ways/);
  });

  it("gives the learner's line in a C# runtime error", async () => {
    const code = `public class Solution {
    public int ClimbStairs(int n) {
        int[] ways = new int[n];
        ways[0] = 1;
        return ways[n];
    }
}`;
    const outcome = await run("csharp", code, CLIMB, [{ input: { n: 3 }, expected: 3 }]);
    expect(outcome.testResults[0]?.error).toMatch(/IndexOutOfRangeException/);
    expect(outcome.testResults[0]?.error).toMatch(/line 5/);
  });

  it("has .NET's PriorityQueue in C# and javafx's Pair in Java", async () => {
    const csharp = `public class Solution {
    public int[] TopKFrequent(int[] nums, int k) {
        var counts = new Dictionary<int, int>();
        foreach (var x in nums) counts[x] = counts.GetValueOrDefault(x) + 1;
        var heap = new PriorityQueue<int, int>();
        foreach (var entry in counts) {
            heap.Enqueue(entry.Key, entry.Value);
            if (heap.Count > k) heap.Dequeue();
        }
        var result = new int[k];
        for (int i = k - 1; i >= 0; i--) result[i] = heap.Dequeue();
        return result;
    }
}`;
    const csharpOutcome = await run("csharp", csharp, TOP_K, TOP_K_TESTS);
    expect(csharpOutcome.compileOutput ?? "").not.toMatch(/error/);
    expect(csharpOutcome.verdict).toBe("Accepted");

    const java = `import javafx.util.Pair;

class Solution {
    public int[] topKFrequent(int[] nums, int k) {
        Map<Integer, Integer> counts = new HashMap<>();
        for (int x : nums) counts.merge(x, 1, Integer::sum);
        PriorityQueue<Pair<Integer, Integer>> heap = new PriorityQueue<>((a, b) -> b.getValue() - a.getValue());
        for (var entry : counts.entrySet()) heap.add(new Pair<>(entry.getKey(), entry.getValue()));
        int[] result = new int[k];
        for (int i = 0; i < k; i++) result[i] = heap.poll().getKey();
        return result;
    }
}`;
    const javaOutcome = await run("java", java, TOP_K, TOP_K_TESTS);
    expect(javaOutcome.compileOutput ?? "").not.toMatch(/error/);
    expect(javaOutcome.verdict).toBe("Accepted");
  });
});
