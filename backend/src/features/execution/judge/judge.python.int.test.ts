import { describeJudge } from "./testing/suite";
import { TWO_SUM } from "./testing/two-sum";

const twoSumBody = `        seen = {}
        for i, x in enumerate(nums):
            if target - x in seen:
                return [seen[target - x], i]
            seen[x] = i
`;

describeJudge("python", {
  twoSum: TWO_SUM.python,
  twoSumWrong: `class Solution:
    def twoSum(self, nums: List[int], target: int) -> List[int]:
        return [0, 0]
`,
  twoSumThrows: `class Solution:
    def twoSum(self, nums: List[int], target: int) -> List[int]:
        raise ValueError("boom")
`,
  throwWhere: /Line 3 in twoSum \(Solution\.py\)/,
  twoSumLoops: `class Solution:
    def twoSum(self, nums: List[int], target: int) -> List[int]:
        while len(nums) == 2:
            pass
${twoSumBody}`,
  twoSumBroken: `class Solution:
    def twoSum(self, nums: List[int], target: int) -> List[int]:
        seen = {}
        for i, x in enumerate(nums)
            seen[x] = i
`,
  compileError: /line 4[\s\S]*SyntaxError/,
  twoSumPrints: `class Solution:
    def twoSum(self, nums: List[int], target: int) -> List[int]:
        print(f"n={len(nums)}")
${twoSumBody}`,
  twoSumImports: `from typing import List
import collections
from collections import defaultdict

class Solution:
    def twoSum(self, nums: List[int], target: int) -> List[int]:
        seen = defaultdict(int)
        q, h = deque([1]), []
        heappush(h, q.popleft())
        assert inf > 0 and pow(3, 4, 5) == 1 and bisect_left([1, 2], 2) == 1
${twoSumBody}`,
  invertTree: `class Solution:
    def invertTree(self, root: Optional[TreeNode]) -> Optional[TreeNode]:
        if root:
            root.left, root.right = self.invertTree(root.right), self.invertTree(root.left)
        return root
`,
  invertTreeUnchecked: `class Solution:
    def invertTree(self, root: Optional[TreeNode]) -> Optional[TreeNode]:
        root.left, root.right = root.right, root.left
        return root
`,
  nullTreeError: /AttributeError: 'NoneType' object has no attribute 'right'\nLine 3 in invertTree/,
  reverseList: `class Solution:
    def reverseList(self, head: Optional[ListNode]) -> Optional[ListNode]:
        prev = None
        while head:
            head.next, prev, head = prev, head, head.next
        return prev
`,
  levelOrder: `class Solution:
    def levelOrder(self, root: Optional[TreeNode]) -> List[List[int]]:
        out, level = [], [root] if root else []
        while level:
            out.append([n.val for n in level])
            level = [c for n in level for c in (n.left, n.right) if c]
        return out
`,
  longestCommonPrefix: `class Solution:
    def longestCommonPrefix(self, strs: List[str]) -> str:
        return "".join(c[0] for c in takewhile(lambda c: len(set(c)) == 1, zip(*strs)))
`,
  isAnagram: `class Solution:
    def isAnagram(self, s: str, t: str) -> bool:
        return Counter(s) == Counter(t)
`,
  findMedianSortedArrays: `class Solution:
    def findMedianSortedArrays(self, nums1: List[int], nums2: List[int]) -> float:
        a = sorted(nums1 + nums2)
        n = len(a)
        return a[n // 2] if n % 2 else (a[n // 2 - 1] + a[n // 2]) / 2
`,
  merge: `class Solution:
    def merge(self, intervals: List[List[int]]) -> List[List[int]]:
        out = []
        for start, end in sorted(intervals):
            if out and start <= out[-1][1]:
                out[-1][1] = max(out[-1][1], end)
            else:
                out.append([start, end])
        return out
`,
});
