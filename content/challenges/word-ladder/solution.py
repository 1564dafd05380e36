class Solution:
    def ladderLength(self, beginWord: str, endWord: str, wordList: List[str]) -> int:
        words = set(wordList)
        if endWord not in words:
            return 0
        # Bucket words by pattern ("h*t") so neighbours are found without comparing every pair.
        buckets = defaultdict(list)
        for word in words | {beginWord}:
            for i in range(len(word)):
                buckets[word[:i] + "*" + word[i + 1:]].append(word)
        seen = {beginWord}
        queue = deque([(beginWord, 1)])
        while queue:
            word, steps = queue.popleft()
            if word == endWord:
                return steps
            for i in range(len(word)):
                pattern = word[:i] + "*" + word[i + 1:]
                for nxt in buckets.pop(pattern, []):
                    if nxt not in seen:
                        seen.add(nxt)
                        queue.append((nxt, steps + 1))
        return 0
