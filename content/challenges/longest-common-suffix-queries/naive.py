class Solution:
    def stringIndices(self, wordsContainer: List[str], wordsQuery: List[str]) -> List[int]:
        # For each query, scan every container word and measure the common suffix letter by
        # letter: O(Q * N * L).
        answer = []
        for query in wordsQuery:
            best, bestCommon = -1, -1
            for i, word in enumerate(wordsContainer):
                k = 0
                limit = min(len(word), len(query))
                while k < limit and word[-1 - k] == query[-1 - k]:
                    k += 1
                if k > bestCommon or (k == bestCommon and len(word) < len(wordsContainer[best])):
                    best, bestCommon = i, k
            answer.append(best)
        return answer
