class Solution:
    def subsets(self, nums: List[int]) -> List[List[int]]:
        # Each new number doubles the collection: every existing subset, with and without it.
        result = [[]]
        for num in nums:
            result += [subset + [num] for subset in result]
        return result
