class Solution:
    def shortestSubarray(self, nums: List[int], k: int) -> int:
        # prefix[r] - prefix[l] is the sum of nums[l:r]. The deque keeps candidate starts l whose
        # prefix sums strictly increase from front to back.
        prefix = [0]
        for x in nums:
            prefix.append(prefix[-1] + x)
        best = len(nums) + 1
        starts = deque()
        for r, p in enumerate(prefix):
            # The front start works for r: record it, and no later r can do better with it.
            while starts and p - prefix[starts[0]] >= k:
                best = min(best, r - starts.popleft())
            # A start with a prefix sum >= p is worse than r itself (earlier and larger).
            while starts and prefix[starts[-1]] >= p:
                starts.pop()
            starts.append(r)
        return best if best <= len(nums) else -1
