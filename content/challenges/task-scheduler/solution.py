class Solution:
    def leastInterval(self, tasks: List[str], n: int) -> int:
        # The most frequent letters fix the frame: (top - 1) full blocks of n + 1 slots, then one
        # slot per letter that reaches the top count. With enough other tasks, no idle is needed.
        counts = Counter(tasks).values()
        top = max(counts)
        at_top = sum(1 for c in counts if c == top)
        return max(len(tasks), (top - 1) * (n + 1) + at_top)
