class Solution:
    def partition(self, s: str) -> List[List[str]]:
        n = len(s)
        # is_pal[i][j]: s[i..j] reads the same backwards (filled from short pieces to long ones).
        is_pal = [[False] * n for _ in range(n)]
        for i in range(n - 1, -1, -1):
            for j in range(i, n):
                is_pal[i][j] = s[i] == s[j] and (j - i < 2 or is_pal[i + 1][j - 1])
        result = []
        pieces = []

        def cut(start: int) -> None:
            if start == n:
                result.append(pieces[:])
                return
            for end in range(start, n):  # the next piece is s[start..end]
                if is_pal[start][end]:
                    pieces.append(s[start:end + 1])
                    cut(end + 1)
                    pieces.pop()

        cut(0)
        return result
