class Solution:
    def partitionLabels(self, s: str) -> List[int]:
        last = {ch: i for i, ch in enumerate(s)}  # the last position of every letter
        sizes = []
        start = end = 0
        for i, ch in enumerate(s):
            # The current part must reach at least the last copy of every letter it holds.
            end = max(end, last[ch])
            if i == end:
                sizes.append(end - start + 1)
                start = i + 1
        return sizes
