class Solution:
    def characterReplacement(self, s: str, k: int) -> int:
        # From every start, grow the window while its other letters fit in k: O(n^2).
        n = len(s)
        best = 0
        for i in range(n):
            count = [0] * 26
            top = 0
            for j in range(i, n):
                c = ord(s[j]) - 65
                count[c] += 1
                if count[c] > top:
                    top = count[c]
                if j - i + 1 - top > k:
                    break
                if j - i + 1 > best:
                    best = j - i + 1
        return best
