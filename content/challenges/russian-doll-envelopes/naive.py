class Solution:
    def maxEnvelopes(self, envelopes: List[List[int]]) -> int:
        # Sort, then for every envelope look at every smaller-indexed one: O(n^2) pairs.
        envelopes.sort()
        n = len(envelopes)
        best = [1] * n
        for i in range(n):
            w, h = envelopes[i]
            for j in range(i):
                if envelopes[j][0] < w and envelopes[j][1] < h and best[j] + 1 > best[i]:
                    best[i] = best[j] + 1
        return max(best)
