class Solution:
    def checkInclusion(self, s1: str, s2: str) -> bool:
        # Sort s1 and every window of s2 of the same length, and compare: O(|s2| * |s1| log |s1|).
        m = len(s1)
        target = sorted(s1)
        for i in range(len(s2) - m + 1):
            if sorted(s2[i:i + m]) == target:
                return True
        return False
