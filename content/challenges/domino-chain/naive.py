class Solution:
    def canChain(self, dominoes: List[List[int]]) -> bool:
        # Backtracking: lay dominoes one after another, trying every unused one (either way round)
        # that matches the open end, until all are placed and the ring closes. Exponential.
        n = len(dominoes)
        if n == 0:
            return True
        used = [False] * n
        used[0] = True
        first = dominoes[0][0]

        def extend(end: int, placed: int) -> bool:
            if placed == n:
                return end == first
            for i in range(n):
                if used[i]:
                    continue
                a, b = dominoes[i]
                for x, y in ((a, b), (b, a)) if a != b else ((a, b),):
                    if x == end:
                        used[i] = True
                        if extend(y, placed + 1):
                            return True
                        used[i] = False
            return False

        return extend(dominoes[0][1], 1)
