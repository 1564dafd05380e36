class Solution:
    def findSubstring(self, s: str, words: List[str]) -> List[int]:
        n, m, wl = len(s), len(words), len(words[0])
        if m * wl > n:
            return []
        need = Counter(words)
        result = []
        # Cut s into words at each of the wl possible offsets and slide a window of whole words.
        for offset in range(wl):
            left = offset  # start of the window
            count = 0  # words in the window
            have = defaultdict(int)
            for right in range(offset, n - wl + 1, wl):
                word = s[right:right + wl]
                if word not in need:
                    # No window can contain this word: restart just after it.
                    have.clear()
                    count = 0
                    left = right + wl
                    continue
                have[word] += 1
                count += 1
                # Too many copies of word: drop words from the left until it fits again.
                while have[word] > need[word]:
                    have[s[left:left + wl]] -= 1
                    count -= 1
                    left += wl
                if count == m:
                    result.append(left)
                    # Slide on by one word.
                    have[s[left:left + wl]] -= 1
                    count -= 1
                    left += wl
        result.sort()
        return result
