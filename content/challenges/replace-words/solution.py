class Solution:
    def replaceWords(self, dictionary: List[str], sentence: str) -> str:
        # Trie of the roots; "$" marks a node where a root ends.
        root = {}
        for r in dictionary:
            node = root
            for ch in r:
                node = node.setdefault(ch, {})
            node["$"] = True
        out = []
        for word in sentence.split(" "):
            # Walk the word down the trie: the first root end met is the shortest root.
            node, cut = root, 0
            for i, ch in enumerate(word):
                node = node.get(ch)
                if node is None:
                    break
                if "$" in node:
                    cut = i + 1
                    break
            out.append(word[:cut] if cut else word)
        return " ".join(out)
