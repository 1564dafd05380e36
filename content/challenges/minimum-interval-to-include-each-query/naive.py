class Solution:
    def minInterval(self, intervals: List[List[int]], queries: List[int]) -> List[int]:
        # Check every interval for every query: O(n * q).
        answer = []
        for q in queries:
            best = -1
            for left, right in intervals:
                if left <= q <= right:
                    size = right - left + 1
                    if best == -1 or size < best:
                        best = size
            answer.append(best)
        return answer
