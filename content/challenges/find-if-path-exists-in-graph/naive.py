class Solution:
    def validPath(self, n: int, edges: List[List[int]], source: int, destination: int) -> bool:
        # Sweep the edge list again and again, marking the far end of every edge that has one
        # marked end, until nothing changes: up to n sweeps of all edges, O(n * E).
        reached = [False] * n
        reached[source] = True
        changed = True
        while changed and not reached[destination]:
            changed = False
            for u, v in edges:
                if reached[u] != reached[v]:
                    reached[u] = reached[v] = True
                    changed = True
        return reached[destination]
