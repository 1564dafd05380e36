class Solution:
    def numberOfSubstrings(self, s: str) -> int:
        # For each end, shrink the window from the left while it still holds a, b and c.
        # Then every start before left gives a substring ending here with all three letters.
        count = {"a": 0, "b": 0, "c": 0}
        left = 0
        result = 0
        for ch in s:
            count[ch] += 1
            while count["a"] and count["b"] and count["c"]:
                count[s[left]] -= 1
                left += 1
            result += left
        return result
