class Solution:
    def sumSubarrayMins(self, arr: List[int]) -> int:
        # Every subarray, extending each start to the right with a running minimum: O(n^2).
        n = len(arr)
        total = 0
        for i in range(n):
            low = arr[i]
            for j in range(i, n):
                if arr[j] < low:
                    low = arr[j]
                total += low
        return total % (10**9 + 7)
