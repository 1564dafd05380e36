class Solution:
    def minimumLengthEncoding(self, words: List[str]) -> int:
        # Trie of the reversed words: a word that is a suffix of another one ends inside that
        # word's path. Only the leaves (words no other word extends on the left) cost letters + '#'.
        root = {}
        ends = []
        for word in set(words):
            node = root
            for ch in reversed(word):
                node = node.setdefault(ch, {})
            ends.append((node, len(word)))
        return sum(length + 1 for node, length in ends if not node)
