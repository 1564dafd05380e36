class Solution:
    def longestCommonPrefix(self, strs: List[str]) -> str:
        # Compare column by column against the first string; the shortest string caps the prefix.
        first = strs[0]
        for i, ch in enumerate(first):
            for other in strs[1:]:
                if i >= len(other) or other[i] != ch:
                    return first[:i]
        return first
