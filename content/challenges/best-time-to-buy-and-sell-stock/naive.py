class Solution:
    def maxProfit(self, prices: List[int]) -> int:
        # Try every pair of a buying day i and a later selling day j: O(n^2).
        n = len(prices)
        best = 0
        for i in range(n):
            for j in range(i + 1, n):
                if prices[j] - prices[i] > best:
                    best = prices[j] - prices[i]
        return best
