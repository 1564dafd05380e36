class Solution:
    def lastStoneWeight(self, stones: List[int]) -> int:
        # Max-heap through negated weights: always smash the two heaviest stones.
        heap = [-s for s in stones]
        heapq.heapify(heap)
        while len(heap) > 1:
            y = -heapq.heappop(heap)
            x = -heapq.heappop(heap)
            if y > x:
                heapq.heappush(heap, x - y)
        return -heap[0] if heap else 0
