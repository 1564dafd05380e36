class Solution:
    def mincostToHireWorkers(self, quality: List[int], wage: List[int], k: int) -> float:
        # Try every worker as the one whose wage-per-quality ratio sets everyone's pay: gather the
        # qualities of all workers whose ratio is not higher, sort them and keep the k smallest.
        # O(n^2 log n).
        n = len(quality)
        best = None
        for c in range(n):
            qs = sorted(quality[j] for j in range(n) if wage[j] * quality[c] <= wage[c] * quality[j])
            if len(qs) >= k:
                total = sum(qs[:k])
                if best is None or total * wage[c] * best[1] < best[0] * quality[c]:
                    best = (total * wage[c], quality[c])
        return best[0] / best[1]
