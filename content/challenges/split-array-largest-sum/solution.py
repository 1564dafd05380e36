class Solution:
    def splitArray(self, nums: List[int], k: int) -> int:
        # Binary search the largest allowed part sum; greedily fill parts to test a limit.
        def parts_needed(limit):
            parts, current = 1, 0
            for x in nums:
                if current + x > limit:
                    parts += 1
                    current = 0
                current += x
            return parts

        lo, hi = max(nums), sum(nums)
        while lo < hi:
            mid = (lo + hi) // 2
            if parts_needed(mid) <= k:
                hi = mid
            else:
                lo = mid + 1
        return lo
