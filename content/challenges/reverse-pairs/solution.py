class Solution:
    def reversePairs(self, nums: List[int]) -> int:
        # Merge sort: before merging two sorted halves, count for each right element how many
        # left elements exceed twice its value (a binary search in the sorted left half).
        def sort_count(a):
            if len(a) <= 1:
                return a, 0
            mid = len(a) // 2
            left, cl = sort_count(a[:mid])
            right, cr = sort_count(a[mid:])
            # Left elements <= 2 * r are not pairs with r; the rest are.
            not_pairs = sum(map(bisect_right, repeat(left, len(right)), [2 * r for r in right]))
            return sorted(left + right), cl + cr + len(left) * len(right) - not_pairs
        return sort_count(nums)[1]
