class Solution:
    def numberOfSubarrays(self, nums: List[int], k: int) -> int:
        # Fix every start and extend the end, counting odd numbers; stop once there are more than k. O(n^2).
        n = len(nums)
        result = 0
        for i in range(n):
            odd = 0
            for j in range(i, n):
                odd += nums[j] & 1
                if odd == k:
                    result += 1
                elif odd > k:
                    break
        return result
