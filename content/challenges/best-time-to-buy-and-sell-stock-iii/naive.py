class Solution:
    def maxProfit(self, prices: List[int]) -> int:
        # Try every split day k: the best single trade in prices[:k] plus the best single trade in
        # prices[k:], each found by its own scan. O(n) per split, O(n^2) in total.
        def best_one(lo: int, hi: int) -> int:
            best, low = 0, None
            for i in range(lo, hi):
                if low is None or prices[i] < low:
                    low = prices[i]
                elif prices[i] - low > best:
                    best = prices[i] - low
            return best

        n = len(prices)
        return max(best_one(0, k) + best_one(k, n) for k in range(n + 1))
