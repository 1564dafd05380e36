class Solution:
    def findRedundantConnection(self, edges: List[List[int]]) -> List[int]:
        parent = list(range(len(edges) + 1))

        def find(x):
            while parent[x] != x:
                parent[x] = parent[parent[x]]
                x = parent[x]
            return x

        for a, b in edges:
            ra, rb = find(a), find(b)
            if ra == rb:
                # a and b were already joined by earlier edges: this edge closes the only cycle,
                # and every other edge of the cycle comes before it in the list.
                return [a, b]
            parent[ra] = rb
        return []
