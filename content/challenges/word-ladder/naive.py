class Solution:
    def ladderLength(self, beginWord: str, endWord: str, wordList: List[str]) -> int:
        # Compare every pair of words to build the edges, then BFS: O(N^2 * L).
        if endWord not in wordList:
            return 0
        words = [beginWord] + [w for w in wordList if w != beginWord]
        n = len(words)
        graph = [[] for _ in range(n)]
        for i in range(n):
            for j in range(i + 1, n):
                diff = 0
                for a, b in zip(words[i], words[j]):
                    if a != b:
                        diff += 1
                        if diff > 1:
                            break
                if diff == 1:
                    graph[i].append(j)
                    graph[j].append(i)
        dist = [0] * n
        dist[0] = 1
        queue = deque([0])
        while queue:
            i = queue.popleft()
            if words[i] == endWord:
                return dist[i]
            for j in graph[i]:
                if not dist[j]:
                    dist[j] = dist[i] + 1
                    queue.append(j)
        return 0
