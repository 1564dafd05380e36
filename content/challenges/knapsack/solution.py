class Solution:
    def maximumValue(self, weights: List[int], values: List[int], capacity: int) -> int:
        # best[c] = highest value that fits in capacity c using the items seen so far.
        best = [0] * (capacity + 1)
        for weight, value in zip(weights, values):
            # Walk capacities downwards so each item is packed at most once.
            for c in range(capacity, weight - 1, -1):
                best[c] = max(best[c], best[c - weight] + value)
        return best[capacity]
