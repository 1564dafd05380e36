class Solution:
    def palindromePairs(self, words: List[str]) -> List[List[int]]:
        # Try every ordered pair and test the concatenation: O(n^2 * k).
        pairs = []
        for i, a in enumerate(words):
            for j, b in enumerate(words):
                if i != j:
                    s = a + b
                    if s == s[::-1]:
                        pairs.append([i, j])
        return pairs
