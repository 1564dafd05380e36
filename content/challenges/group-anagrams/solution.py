class Solution:
    def groupAnagrams(self, strs: List[str]) -> List[List[str]]:
        groups = defaultdict(list)
        for word in strs:
            # Anagrams share the same multiset of letters, so their sorted letters form a common key.
            groups["".join(sorted(word))].append(word)
        return list(groups.values())
