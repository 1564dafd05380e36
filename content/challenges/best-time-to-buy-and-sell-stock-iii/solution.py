class Solution:
    def maxProfit(self, prices: List[int]) -> int:
        # The best balance after each stage, over the days seen so far:
        # buy1 (holding the first share), sell1 (first trade done),
        # buy2 (holding the second share), sell2 (both trades done).
        buy1 = buy2 = -prices[0]
        sell1 = sell2 = 0
        for price in prices:
            if -price > buy1:
                buy1 = -price
            if buy1 + price > sell1:
                sell1 = buy1 + price
            if sell1 - price > buy2:
                buy2 = sell1 - price
            if buy2 + price > sell2:
                sell2 = buy2 + price
        return sell2
