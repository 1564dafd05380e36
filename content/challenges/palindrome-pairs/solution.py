class Solution:
    def palindromePairs(self, words: List[str]) -> List[List[int]]:
        # Map each reversed word to its index: looking up a piece of a word in it answers
        # "is there a word that reads as this piece backwards?", as a trie of reversed words does.
        backwards = {w[::-1]: i for i, w in enumerate(words)}
        lengths = sorted({len(w) for w in words})  # only these piece lengths can match a word
        pairs = []
        for i, w in enumerate(words):
            n = len(w)
            for length in lengths:
                if length > n:
                    break
                # Partner k no longer than w, placed after it: w = reverse(words[k]) + palindrome.
                k = backwards.get(w[:length])
                if k is not None and k != i:
                    rest = w[length:]
                    if rest == rest[::-1]:
                        pairs.append([i, k])
                # Partner k strictly shorter, placed before it: w = palindrome + reverse(words[k]).
                if length < n:
                    k = backwards.get(w[n - length:])
                    if k is not None:
                        rest = w[: n - length]
                        if rest == rest[::-1]:
                            pairs.append([k, i])
        return pairs
