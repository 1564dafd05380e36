class Solution:
    def mincostToHireWorkers(self, quality: List[int], wage: List[int], k: int) -> float:
        # In a hired group everyone is paid at the group's highest wage-per-quality ratio. Try the
        # workers in increasing order of ratio as that highest one, and pair each with the k - 1
        # smallest qualities seen so far (the k smallest including its own).
        workers = sorted(range(len(quality)), key=lambda i: wage[i] / quality[i])
        kept = []  # max-heap (negated) of the k smallest qualities so far
        total = 0
        best = None
        for i in workers:
            heapq.heappush(kept, -quality[i])
            total += quality[i]
            if len(kept) > k:
                total += heapq.heappop(kept)
            if len(kept) == k:
                # total * wage / quality in exact integers, rounded once.
                if best is None or total * wage[i] * best[1] < best[0] * quality[i]:
                    best = (total * wage[i], quality[i])
        return best[0] / best[1]
