class Solution:
    def maxCoins(self, nums: List[int]) -> int:
        # Pad with the virtual 1-balloons, then think about which balloon in (left, right) bursts LAST:
        # its neighbours at that moment are exactly the two walls, which splits the range in two.
        vals = [1] + nums + [1]
        n = len(vals)
        best = [[0] * n for _ in range(n)]  # best[left][right]: walls left and right, all between burst
        by_right = [[0] * n for _ in range(n)]  # by_right[right][left] = best[left][right], read as a row
        for width in range(2, n):
            for left in range(n - width):
                right = left + width
                walls = vals[left] * vals[right]
                # For every choice of the last balloon k: best[left][k] + walls * vals[k] + best[k][right].
                coins = max(
                    [
                        a + walls * v + b
                        for a, v, b in zip(best[left][left + 1 : right], vals[left + 1 : right], by_right[right][left + 1 : right])
                    ]
                )
                best[left][right] = coins
                by_right[right][left] = coins
        return best[0][n - 1]
