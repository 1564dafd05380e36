class Solution:
    def findMaximumXOR(self, nums: List[int]) -> int:
        # The trie's greedy with hash sets as its levels: levels[b] holds the prefixes x >> b of
        # all numbers (the trie nodes at depth 31 - b), built from the lowest bit up.
        levels = [set(nums)]
        for _ in range(30):
            levels.append({p >> 1 for p in levels[-1]})
        # Decide the answer bit by bit from the top: the next bit can be 1 exactly when two
        # prefixes at that level XOR to the answer so far followed by a 1.
        best = 0
        for bit in range(30, -1, -1):
            prefixes = levels[bit]
            want = (best << 1) | 1
            if not prefixes.isdisjoint(map(want.__xor__, prefixes)):
                best = want
            else:
                best = want ^ 1
        return best
