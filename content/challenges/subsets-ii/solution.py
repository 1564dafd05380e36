class Solution:
    def subsetsWithDup(self, nums: List[int]) -> List[List[int]]:
        # Sorted, equal values sit together; a subset takes its values in index order.
        nums = sorted(nums)
        result = []
        chosen = []

        def extend(start: int) -> None:
            result.append(chosen[:])  # every prefix of choices is a subset
            for i in range(start, len(nums)):
                if i > start and nums[i] == nums[i - 1]:
                    continue  # the same value as the previous option at this position: same subsets
                chosen.append(nums[i])
                extend(i + 1)
                chosen.pop()

        extend(0)
        return result
