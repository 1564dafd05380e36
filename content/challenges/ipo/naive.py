class Solution:
    def findMaximizedCapital(self, k: int, w: int, profits: List[int], capital: List[int]) -> int:
        # Each round, scan every project for the most profitable one not done yet that w can
        # afford: O(k * n).
        n = len(profits)
        done = [False] * n
        for _ in range(k):
            best = -1
            for i in range(n):
                if not done[i] and capital[i] <= w and (best < 0 or profits[i] > profits[best]):
                    best = i
            if best < 0:
                break
            done[best] = True
            w += profits[best]
        return w
