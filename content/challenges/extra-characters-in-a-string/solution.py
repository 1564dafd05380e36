class Solution:
    def minExtraChar(self, s: str, dictionary: List[str]) -> int:
        # Trie of the dictionary words; "$" marks a node where a word ends.
        root = {}
        for word in dictionary:
            node = root
            for ch in word:
                node = node.setdefault(ch, {})
            node["$"] = True
        n = len(s)
        # best[i] = fewest extra characters in the suffix s[i:].
        best = [0] * (n + 1)
        for i in range(n - 1, -1, -1):
            result = best[i + 1] + 1  # s[i] is left over
            node = root
            for j in range(i, n):
                node = node.get(s[j])
                if node is None:
                    break
                if "$" in node and best[j + 1] < result:
                    result = best[j + 1]  # a word covers s[i..j]
            best[i] = result
        return best[0]
