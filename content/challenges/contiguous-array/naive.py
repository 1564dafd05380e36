class Solution:
    def findMaxLength(self, nums: List[int]) -> int:
        # Try every start, extend the end one step at a time keeping the balance: O(n^2).
        n = len(nums)
        best = 0
        for i in range(n):
            balance = 0
            for j in range(i, n):
                balance += 1 if nums[j] == 1 else -1
                if balance == 0 and j - i + 1 > best:
                    best = j - i + 1
        return best
