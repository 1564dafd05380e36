class Solution:
    def countRangeSum(self, nums: List[int], lower: int, upper: int) -> int:
        # Count pairs i < j of prefix sums with lower <= P[j] - P[i] <= upper, merge sort style:
        # when two sorted halves meet, each left prefix finds its partners in the right half.
        prefix = [0]
        for v in nums:
            prefix.append(prefix[-1] + v)
        blocks = [[p] for p in prefix]
        count = 0
        while len(blocks) > 1:
            merged = []
            for k in range(0, len(blocks) - 1, 2):
                left, right = blocks[k], blocks[k + 1]
                count += sum([bisect_right(right, p + upper) for p in left])
                count -= sum([bisect_left(right, p + lower) for p in left])
                merged.append(sorted(left + right))  # two sorted runs: a linear merge
            if len(blocks) % 2:
                merged.append(blocks[-1])
            blocks = merged
        return count
