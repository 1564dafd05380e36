class Solution:
    def countSmaller(self, nums: List[int]) -> List[int]:
        # Compare every element with every element to its right: O(n^2).
        n = len(nums)
        result = [0] * n
        for i in range(n):
            count = 0
            for j in range(i + 1, n):
                if nums[j] < nums[i]:
                    count += 1
            result[i] = count
        return result
