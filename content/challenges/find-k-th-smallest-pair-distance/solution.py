class Solution:
    def smallestDistancePair(self, nums: List[int], k: int) -> int:
        nums.sort()
        n = len(nums)

        def pairs_within(d: int) -> int:
            # Pairs at distance <= d: for each right end, the window of left ends close enough.
            count = 0
            left = 0
            for right in range(n):
                while nums[right] - nums[left] > d:
                    left += 1
                count += right - left
            return count

        # The smallest d with at least k pairs at distance <= d is the k-th smallest distance.
        lo, hi = 0, nums[-1] - nums[0]
        while lo < hi:
            mid = (lo + hi) // 2
            if pairs_within(mid) >= k:
                hi = mid
            else:
                lo = mid + 1
        return lo
