class Solution:
    def maxCoins(self, nums: List[int]) -> int:
        # Pad with the virtual 1-balloons, then think about which balloon in (left, right) bursts LAST:
        # its neighbours at that moment are exactly the two walls, which splits the range in two.
        vals = [1] + nums + [1]
        n = len(vals)
        best = [[0] * n for _ in range(n)]
        for width in range(2, n):
            for left in range(n - width):
                right = left + width
                best[left][right] = max(
                    best[left][last] + vals[left] * vals[last] * vals[right] + best[last][right]
                    for last in range(left + 1, right)
                )
        return best[0][n - 1]
