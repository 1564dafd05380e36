class Solution:
    def numberOfSubarrays(self, nums: List[int], k: int) -> int:
        # Windows with exactly k odd numbers = windows with at most k minus windows with at most k - 1.
        def at_most(limit: int) -> int:
            if limit < 0:
                return 0
            count = 0
            odd = 0
            left = 0
            for right, x in enumerate(nums):
                odd += x & 1
                while odd > limit:
                    odd -= nums[left] & 1
                    left += 1
                count += right - left + 1  # every start in [left, right] works for this end
            return count

        return at_most(k) - at_most(k - 1)
