class Solution:
    def findCircleNum(self, isConnected: List[List[int]]) -> int:
        n = len(isConnected)
        seen = [False] * n
        provinces = 0
        for start in range(n):
            if seen[start]:
                continue
            # A new province: mark every city reachable from start.
            provinces += 1
            seen[start] = True
            stack = [start]
            while stack:
                city = stack.pop()
                row = isConnected[city]
                for other in range(n):
                    if row[other] and not seen[other]:
                        seen[other] = True
                        stack.append(other)
        return provinces
