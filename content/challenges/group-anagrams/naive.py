class Solution:
    def groupAnagrams(self, strs: List[str]) -> List[List[str]]:
        # Compare each ungrouped word with every later one: O(n^2 * k log k).
        used = [False] * len(strs)
        groups = []
        for i, word in enumerate(strs):
            if used[i]:
                continue
            group = [word]
            for j in range(i + 1, len(strs)):
                if not used[j] and sorted(strs[j]) == sorted(word):
                    used[j] = True
                    group.append(strs[j])
            groups.append(group)
        return groups
