class Solution:
    def swimInWater(self, grid: List[List[int]]) -> int:
        n = len(grid)
        # Dijkstra where a path costs its highest cell instead of the sum of its cells.
        heap = [(grid[0][0], 0, 0)]
        seen = {(0, 0)}
        while heap:
            level, r, c = heapq.heappop(heap)
            if r == n - 1 and c == n - 1:
                return level
            for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                if 0 <= nr < n and 0 <= nc < n and (nr, nc) not in seen:
                    seen.add((nr, nc))
                    heapq.heappush(heap, (max(level, grid[nr][nc]), nr, nc))
        return -1
