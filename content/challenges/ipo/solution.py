class Solution:
    def findMaximizedCapital(self, k: int, w: int, profits: List[int], capital: List[int]) -> int:
        projects = sorted(zip(capital, profits))
        n = len(projects)
        affordable = []  # max-heap (negated) of the profits of every project w can already start
        i = 0
        for _ in range(k):
            # Capital only grows, so a project that became affordable stays affordable.
            while i < n and projects[i][0] <= w:
                heapq.heappush(affordable, -projects[i][1])
                i += 1
            if not affordable:
                break
            w -= heapq.heappop(affordable)
        return w
