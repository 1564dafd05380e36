class Solution:
    def sumPrefixScores(self, words: List[str]) -> List[int]:
        # A word's score is the sum, over every word (itself included), of their common prefix
        # length: compare every pair letter by letter, O(n^2 * L).
        n = len(words)
        result = [0] * n
        for i in range(n):
            a = words[i]
            total = 0
            for j in range(n):
                b = words[j]
                k = 0
                limit = min(len(a), len(b))
                while k < limit and a[k] == b[k]:
                    k += 1
                total += k
            result[i] = total
        return result
