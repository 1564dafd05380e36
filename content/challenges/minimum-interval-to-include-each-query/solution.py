class Solution:
    def minInterval(self, intervals: List[List[int]], queries: List[int]) -> List[int]:
        # Answer the queries from smallest to largest. A min-heap holds (size, right end) of every
        # interval that starts at or before the current query; tops that end before it are dropped.
        intervals = sorted(intervals)
        order = sorted(range(len(queries)), key=queries.__getitem__)
        answer = [-1] * len(queries)
        heap = []
        i = 0
        for qi in order:
            q = queries[qi]
            while i < len(intervals) and intervals[i][0] <= q:
                left, right = intervals[i]
                heappush(heap, (right - left + 1, right))
                i += 1
            while heap and heap[0][1] < q:
                heappop(heap)  # ends before q, so before every later query too
            if heap:
                answer[qi] = heap[0][0]
        return answer
