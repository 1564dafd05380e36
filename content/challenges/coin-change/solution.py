class Solution:
    def coinChange(self, coins: List[int], amount: int) -> int:
        # fewest[a] = fewest coins that sum to exactly a; unreachable amounts stay at infinity.
        INF = float("inf")
        fewest = [0] + [INF] * amount
        for a in range(1, amount + 1):
            for coin in coins:
                if coin <= a and fewest[a - coin] + 1 < fewest[a]:
                    fewest[a] = fewest[a - coin] + 1
        return -1 if fewest[amount] == INF else fewest[amount]
