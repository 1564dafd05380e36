class Solution:
    def numDecodings(self, s: str) -> int:
        # Plain recursion without memo: from position i, read one digit or two and count the ways
        # to decode the rest. The same positions are decoded again along exponentially many paths.
        def ways(i: int) -> int:
            if i == len(s):
                return 1
            if s[i] == "0":
                return 0
            total = ways(i + 1)
            if i + 1 < len(s) and 10 <= int(s[i : i + 2]) <= 26:
                total += ways(i + 2)
            return total

        return ways(0)
