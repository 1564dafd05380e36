class Solution:
    def criticalConnections(self, n: int, connections: List[List[int]]) -> List[List[int]]:
        adj = [[] for _ in range(n)]
        for a, b in connections:
            adj[a].append(b)
            adj[b].append(a)
        # Tarjan's bridge finding with an explicit stack (a DFS can go 10^5 servers deep).
        # disc: visit time (0 = unvisited); low: the earliest visit time the subtree reaches with
        # one back connection. No connection is repeated, so the way back to the parent is simply
        # the parent itself.
        disc = [0] * n
        low = [0] * n
        parent = [-1] * n
        bridges = []
        disc[0] = low[0] = timer = 1
        path = [0]
        pending = [iter(adj[0])]  # for each server on the path, its neighbours not looked at yet
        while path:
            u = path[-1]
            up = parent[u]
            for v in pending[-1]:
                if not disc[v]:
                    timer += 1
                    disc[v] = low[v] = timer
                    parent[v] = u
                    path.append(v)
                    pending.append(iter(adj[v]))
                    break
                if disc[v] < low[u] and v != up:
                    low[u] = disc[v]
            else:
                # Every neighbour of u is done: report u's connection to its parent if critical.
                path.pop()
                pending.pop()
                if path:
                    if low[u] < low[up]:
                        low[up] = low[u]
                    if low[u] > disc[up]:
                        bridges.append([up, u])
        return bridges
