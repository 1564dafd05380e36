class Solution:
    def containsNearbyDuplicate(self, nums: List[int], k: int) -> bool:
        # The set holds the values of the last k positions before i.
        window = set()
        for i, x in enumerate(nums):
            if x in window:
                return True
            window.add(x)
            if i >= k:
                window.discard(nums[i - k])  # position i - k is now too far from i + 1
        return False
