import { describeJudge } from "./testing/suite";
import { TWO_SUM } from "./testing/two-sum";

const twoSumBody = `        Map<Integer, Integer> seen = new HashMap<>();
        for (int i = 0; i < nums.length; i++) {
            Integer j = seen.get(target - nums[i]);
            if (j != null) return new int[] { j, i };
            seen.put(nums[i], i);
        }
        return new int[0];
    }
}`;

describeJudge("java", {
  twoSum: TWO_SUM.java,
  twoSumWrong: `class Solution {
    public int[] twoSum(int[] nums, int target) {
        return new int[] { 0, 0 };
    }
}`,
  twoSumThrows: `class Solution {
    public int[] twoSum(int[] nums, int target) {
        if (nums.length > 0) throw new IllegalStateException("boom");
        return null;
    }
}`,
  throwWhere: /at line 3, Solution\.twoSum/,
  twoSumLoops: `class Solution {
    public int[] twoSum(int[] nums, int target) {
        while (nums.length == 2) { }
${twoSumBody}`,
  twoSumBroken: `class Solution {
    public int[] twoSum(int[] nums, int target) {
        Map<Integer, Integer> seen = new HashMap<>();
        int missing = 1
        return new int[0];
    }
}`,
  compileError: /Main\.java:4: error: ';' expected/,
  twoSumPrints: `class Solution {
    public int[] twoSum(int[] nums, int target) {
        System.out.println("n=" + nums.length);
${twoSumBody}`,
  twoSumImports: `package leetcode;

import java.util.HashMap;
import java.util.function.IntBinaryOperator;

public class Solution {
    public int[] twoSum(int[] nums, int target) {
        IntBinaryOperator add = (a, b) -> a + b;
        HashMap<Integer, Integer> seen = new HashMap<>();
        for (int i = 0; i < nums.length; i++) {
            Integer j = seen.get(add.applyAsInt(target, -nums[i]));
            if (j != null) return new int[] { j, i };
            seen.put(nums[i], i);
        }
        return new int[0];
    }
}`,
  invertTree: `class Solution {
    public TreeNode invertTree(TreeNode root) {
        if (root == null) return null;
        TreeNode left = invertTree(root.left);
        root.left = invertTree(root.right);
        root.right = left;
        return root;
    }
}`,
  invertTreeUnchecked: `class Solution {
    public TreeNode invertTree(TreeNode root) {
        TreeNode left = root.left;
        root.left = root.right;
        root.right = left;
        return root;
    }
}`,
  nullTreeError: /java\.lang\.NullPointerException[\s\S]*at line 3, Solution\.invertTree/,
  reverseList: `class Solution {
    public ListNode reverseList(ListNode head) {
        ListNode prev = null;
        while (head != null) {
            ListNode next = head.next;
            head.next = prev;
            prev = head;
            head = next;
        }
        return prev;
    }
}`,
  levelOrder: `class Solution {
    public List<List<Integer>> levelOrder(TreeNode root) {
        List<List<Integer>> out = new ArrayList<>();
        Queue<TreeNode> queue = new LinkedList<>();
        if (root != null) queue.add(root);
        while (!queue.isEmpty()) {
            List<Integer> level = new ArrayList<>();
            for (int n = queue.size(); n > 0; n--) {
                TreeNode node = queue.poll();
                level.add(node.val);
                if (node.left != null) queue.add(node.left);
                if (node.right != null) queue.add(node.right);
            }
            out.add(level);
        }
        return out;
    }
}`,
  // Declares List<String> instead of the starter's String[], as LeetCode's Java sometimes does.
  longestCommonPrefix: `class Solution {
    public String longestCommonPrefix(List<String> strs) {
        String prefix = strs.get(0);
        for (String s : strs) while (!s.startsWith(prefix)) prefix = prefix.substring(0, prefix.length() - 1);
        return prefix;
    }
}`,
  isAnagram: `class Solution {
    public boolean isAnagram(String s, String t) {
        char[] a = s.toCharArray(), b = t.toCharArray();
        Arrays.sort(a);
        Arrays.sort(b);
        return Arrays.equals(a, b);
    }
}`,
  findMedianSortedArrays: `class Solution {
    public double findMedianSortedArrays(int[] nums1, int[] nums2) {
        int[] a = IntStream.concat(Arrays.stream(nums1), Arrays.stream(nums2)).sorted().toArray();
        int n = a.length;
        return n % 2 == 1 ? a[n / 2] : (a[n / 2 - 1] + a[n / 2]) / 2.0;
    }
}`,
  merge: `class Solution {
    public int[][] merge(int[][] intervals) {
        Arrays.sort(intervals, (x, y) -> Integer.compare(x[0], y[0]));
        List<int[]> out = new ArrayList<>();
        for (int[] in : intervals) {
            if (!out.isEmpty() && in[0] <= out.get(out.size() - 1)[1]) {
                out.get(out.size() - 1)[1] = Math.max(out.get(out.size() - 1)[1], in[1]);
            } else out.add(in);
        }
        return out.toArray(new int[0][]);
    }
}`,
});
