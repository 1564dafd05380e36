class Solution:
    def canCompleteCircuit(self, gas: List[int], cost: List[int]) -> int:
        # Simulate the trip from every start: O(n^2).
        n = len(gas)
        for s in range(n):
            tank = 0
            for k in range(n):
                i = (s + k) % n
                tank += gas[i] - cost[i]
                if tank < 0:
                    break
            else:
                return s
        return -1
