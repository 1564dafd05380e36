class Solution:
    def numDecodings(self, s: str) -> int:
        # two = ways to decode s[:i-1], one = ways to decode s[:i], for i = 1, 2, ...
        two, one = 1, (0 if s[0] == "0" else 1)
        for i in range(1, len(s)):
            ways = one if s[i] != "0" else 0  # s[i] read alone as 1..9
            if s[i - 1] == "1" or (s[i - 1] == "2" and s[i] <= "6"):
                ways += two  # s[i-1:i+1] read together as 10..26
            two, one = one, ways
        return one
