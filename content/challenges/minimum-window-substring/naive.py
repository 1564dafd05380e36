class Solution:
    def minWindow(self, s: str, t: str) -> str:
        # From every start, extend the window until it covers t: O(|s|^2).
        need = Counter(t)
        best = ""
        for i in range(len(s)):
            missing = dict(need)
            left = len(t)
            for j in range(i, len(s)):
                ch = s[j]
                if missing.get(ch, 0) > 0:
                    left -= 1
                missing[ch] = missing.get(ch, 0) - 1
                if left == 0:
                    if best == "" or j - i + 1 < len(best):
                        best = s[i:j + 1]
                    break
        return best
