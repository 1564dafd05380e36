class Solution:
    def longestWord(self, words: List[str]) -> str:
        # Trie of all words; a node marks the end of a word.
        root = {}
        for w in words:
            node = root
            for ch in w:
                node = node.setdefault(ch, {})
            node["$"] = w
        # Depth-first walk that only steps onto nodes ending a word, children in alphabetical
        # order: the first deepest word met is the lexicographically smallest longest one.
        best = ""
        stack = [root]
        while stack:
            node = stack.pop()
            word = node.get("$", "")
            if len(word) > len(best) or (len(word) == len(best) and word < best):
                best = word
            for ch in sorted((c for c in node if c != "$"), reverse=True):
                child = node[ch]
                if "$" in child:
                    stack.append(child)
        return best
