class Solution:
    def stringIndices(self, wordsContainer: List[str], wordsQuery: List[str]) -> List[int]:
        # Trie of the reversed container words. Key 0 of a node holds the best word through it:
        # the shortest, and the earliest among the shortest (words are inserted in index order,
        # so only a strictly shorter word replaces the one stored).
        lengths = [len(w) for w in wordsContainer]
        best = 0
        for i, length in enumerate(lengths):
            if length < lengths[best]:
                best = i
        root = {0: best}  # the empty suffix is shared by every word
        for i, word in enumerate(wordsContainer):
            length = lengths[i]
            node = root
            for ch in reversed(word):
                child = node.get(ch)
                if child is None:
                    child = node[ch] = {0: i}
                elif lengths[child[0]] > length:
                    child[0] = i
                node = child
        answer = []
        for query in wordsQuery:
            # Follow the query's suffix as deep as the trie goes; that node's best word wins.
            node = root
            for ch in reversed(query):
                child = node.get(ch)
                if child is None:
                    break
                node = child
            answer.append(node[0])
        return answer
