class Solution:
    def maxProfit(self, prices: List[int]) -> int:
        # The best sale on day j buys at the lowest price of days 0..j.
        lowest = prices[0]
        best = 0
        for p in prices:
            if p < lowest:
                lowest = p
            elif p - lowest > best:
                best = p - lowest
        return best
