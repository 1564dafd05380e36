class Solution:
    def checkInclusion(self, s1: str, s2: str) -> bool:
        m, n = len(s1), len(s2)
        if m > n:
            return False
        # diff[c] = count of c in the window of s2 minus its count in s1; `off` letters are nonzero.
        diff = [0] * 26
        for a, b in zip(s1, s2):
            diff[ord(b) - 97] += 1
            diff[ord(a) - 97] -= 1
        off = sum(1 for d in diff if d != 0)
        if off == 0:
            return True
        for i in range(m, n):
            for c, step in ((ord(s2[i]) - 97, 1), (ord(s2[i - m]) - 97, -1)):
                if diff[c] == 0:
                    off += 1
                diff[c] += step
                if diff[c] == 0:
                    off -= 1
            if off == 0:
                return True
        return False
