class Solution:
    def sumPrefixScores(self, words: List[str]) -> List[int]:
        # Trie whose nodes count the words passing through them; a word's score is the sum of
        # the counts along its path.
        root = {}
        for word in words:
            node = root
            for ch in word:
                child = node.get(ch)
                if child is None:
                    child = node[ch] = {"#": 0}
                child["#"] += 1
                node = child
        result = []
        for word in words:
            node = root
            score = 0
            for ch in word:
                node = node[ch]
                score += node["#"]
            result.append(score)
        return result
