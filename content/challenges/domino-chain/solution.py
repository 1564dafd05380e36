class Solution:
    def canChain(self, dominoes: List[List[int]]) -> bool:
        if not dominoes:
            return True
        # Each domino is an undirected edge; a closed chain is an Euler circuit.
        degree = Counter()
        parent = {}

        def find(x: int) -> int:
            while parent[x] != x:
                parent[x] = parent[parent[x]]
                x = parent[x]
            return x

        for a, b in dominoes:
            degree[a] += 1
            degree[b] += 1
            parent.setdefault(a, a)
            parent.setdefault(b, b)
            parent[find(a)] = find(b)
        if any(d % 2 for d in degree.values()):
            return False
        roots = {find(x) for x in parent}
        return len(roots) == 1
