import { describeJudge } from "./testing/suite";
import { TWO_SUM } from "./testing/two-sum";

const twoSumBody = `        var seen = new Dictionary<int, int>();
        for (int i = 0; i < nums.Length; i++) {
            if (seen.TryGetValue(target - nums[i], out int j)) return new int[] { j, i };
            seen[nums[i]] = i;
        }
        return new int[0];
    }
}`;

describeJudge("csharp", {
  twoSum: TWO_SUM.csharp,
  twoSumWrong: `public class Solution {
    public int[] TwoSum(int[] nums, int target) {
        return new int[] { 0, 0 };
    }
}`,
  twoSumThrows: `public class Solution {
    public int[] TwoSum(int[] nums, int target) {
        throw new InvalidOperationException("boom");
    }
}`,
  twoSumLoops: `public class Solution {
    public int[] TwoSum(int[] nums, int target) {
        while (nums.Length == 2) { }
${twoSumBody}`,
  twoSumBroken: `public class Solution {
    public int[] TwoSum(int[] nums, int target) {
        var seen = new Dictionary<int, int>();
        int missing = 1
        return new int[0];
    }
}`,
  // mcs reports a missing ';' at the next token, on the learner's line 5.
  compileError: /Main\.cs\(5,\d+\): error CS1525/,
  twoSumPrints: `public class Solution {
    public int[] TwoSum(int[] nums, int target) {
        Console.WriteLine("n=" + nums.Length);
${twoSumBody}`,
  twoSumImports: `using System.Collections.Generic;
using System.Text.RegularExpressions;
using Map = System.Collections.Generic.Dictionary<int, int>;

public class Solution {
    public int[] TwoSum(int[] nums, int target) {
        var seen = new Map();
        if (!Regex.IsMatch("abc", "b")) return null;
        for (int i = 0; i < nums.Length; i++) {
            if (seen.ContainsKey(target - nums[i])) return new int[] { seen[target - nums[i]], i };
            seen[nums[i]] = i;
        }
        return new int[0];
    }
}`,
  invertTree: `public class Solution {
    public TreeNode InvertTree(TreeNode root) {
        if (root == null) return null;
        var left = InvertTree(root.left);
        root.left = InvertTree(root.right);
        root.right = left;
        return root;
    }
}`,
  invertTreeUnchecked: `public class Solution {
    public TreeNode InvertTree(TreeNode root) {
        var left = root.left;
        root.left = root.right;
        root.right = left;
        return root;
    }
}`,
  nullTreeError: /System\.NullReferenceException/,
  reverseList: `public class Solution {
    public ListNode ReverseList(ListNode head) {
        ListNode prev = null;
        while (head != null) {
            var next = head.next;
            head.next = prev;
            prev = head;
            head = next;
        }
        return prev;
    }
}`,
  levelOrder: `public class Solution {
    public IList<IList<int>> LevelOrder(TreeNode root) {
        var result = new List<IList<int>>();
        var level = new List<TreeNode>();
        if (root != null) level.Add(root);
        while (level.Count > 0) {
            result.Add(level.Select(n => n.val).ToList());
            level = level.SelectMany(n => new[] { n.left, n.right }).Where(n => n != null).ToList();
        }
        return result;
    }
}`,
  // Declares IList<string> instead of the starter's string[], as LeetCode's C# sometimes does.
  longestCommonPrefix: `public class Solution {
    public string LongestCommonPrefix(IList<string> strs) {
        string prefix = strs[0];
        foreach (var s in strs) while (!s.StartsWith(prefix, StringComparison.Ordinal)) prefix = prefix.Substring(0, prefix.Length - 1);
        return prefix;
    }
}`,
  isAnagram: `public class Solution {
    public bool IsAnagram(string s, string t) {
        return new string(s.OrderBy(c => c).ToArray()) == new string(t.OrderBy(c => c).ToArray());
    }
}`,
  findMedianSortedArrays: `public class Solution {
    public double FindMedianSortedArrays(int[] nums1, int[] nums2) {
        var a = nums1.Concat(nums2).OrderBy(x => x).ToArray();
        int n = a.Length;
        return n % 2 == 1 ? a[n / 2] : (a[n / 2 - 1] + a[n / 2]) / 2.0;
    }
}`,
  merge: `public class Solution {
    public int[][] Merge(int[][] intervals) {
        var output = new List<int[]>();
        foreach (var it in intervals.OrderBy(x => x[0])) {
            if (output.Count > 0 && it[0] <= output[output.Count - 1][1])
                output[output.Count - 1][1] = Math.Max(output[output.Count - 1][1], it[1]);
            else output.Add(it);
        }
        return output.ToArray();
    }
}`,
});
