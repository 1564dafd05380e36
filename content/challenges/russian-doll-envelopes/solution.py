class Solution:
    def maxEnvelopes(self, envelopes: List[List[int]]) -> int:
        # Width ascending, and for equal widths height descending: then a strictly increasing
        # run of heights never uses two envelopes of the same width.
        envelopes.sort(key=lambda e: (e[0], -e[1]))
        tails = []  # tails[k]: smallest last height of an increasing run of length k + 1
        for _, h in envelopes:
            k = bisect_left(tails, h)
            if k == len(tails):
                tails.append(h)
            else:
                tails[k] = h
        return len(tails)
