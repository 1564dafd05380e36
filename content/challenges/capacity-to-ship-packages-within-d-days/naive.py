class Solution:
    def shipWithinDays(self, weights: List[int], days: int) -> int:
        # Try every capacity from the heaviest package upward: O(n * (sum - max)).
        capacity = max(weights)
        while True:
            count, load = 1, 0
            for w in weights:
                if load + w > capacity:
                    count += 1
                    load = 0
                load += w
            if count <= days:
                return capacity
            capacity += 1
