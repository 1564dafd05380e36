class Solution:
    def findSubstring(self, s: str, words: List[str]) -> List[int]:
        # Check every start index word by word: O((n - m * wl) * m * wl), the usual first try.
        n, m, wl = len(s), len(words), len(words[0])
        need = Counter(words)
        result = []
        for i in range(n - m * wl + 1):
            seen = {}
            for j in range(m):
                word = s[i + j * wl:i + (j + 1) * wl]
                if word not in need:
                    break
                seen[word] = seen.get(word, 0) + 1
                if seen[word] > need[word]:
                    break
            else:
                result.append(i)
        return result
