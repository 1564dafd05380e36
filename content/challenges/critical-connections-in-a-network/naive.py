class Solution:
    def criticalConnections(self, n: int, connections: List[List[int]]) -> List[List[int]]:
        # Remove each connection in turn and search whether the network still holds together:
        # O(E * (n + E)).
        adj = [[] for _ in range(n)]
        for e, (a, b) in enumerate(connections):
            adj[a].append((b, e))
            adj[b].append((a, e))
        critical = []
        for removed, (a, b) in enumerate(connections):
            seen = [False] * n
            seen[a] = True
            stack = [a]
            while stack:
                u = stack.pop()
                for v, e in adj[u]:
                    if e != removed and not seen[v]:
                        seen[v] = True
                        stack.append(v)
            if not seen[b]:
                critical.append([a, b])
        return critical
