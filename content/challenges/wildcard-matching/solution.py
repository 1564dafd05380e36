class Solution:
    def isMatch(self, s: str, p: str) -> bool:
        # One DP row per prefix of p, stored as the bits of an integer: bit j is set when that
        # prefix of p matches s[:j]. Shifts and masks update a whole row at once.
        n = len(s)
        full = (1 << (n + 1)) - 1
        letter = {}
        for j, ch in enumerate(s):
            letter[ch] = letter.get(ch, 0) | (1 << j)
        row = 1  # the empty pattern matches only the empty prefix of s
        for ch in p:
            if ch == "*":
                # '*' extends any match to every longer prefix: all bits from the lowest set one up.
                row = full ^ ((row & -row) - 1)
            elif ch == "?":
                row = (row << 1) & full
            else:
                row = (row & letter.get(ch, 0)) << 1
            if row == 0:
                return False
        return bool(row >> n & 1)
