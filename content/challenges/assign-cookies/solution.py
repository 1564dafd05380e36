class Solution:
    def findContentChildren(self, g: List[int], s: List[int]) -> int:
        greed = sorted(g)
        sizes = sorted(s)
        child = 0
        # Hand out cookies from the smallest up; each one goes to the least greedy child still
        # waiting if it is big enough, and is skipped (too small for everyone left) otherwise.
        for size in sizes:
            if child < len(greed) and size >= greed[child]:
                child += 1
        return child
