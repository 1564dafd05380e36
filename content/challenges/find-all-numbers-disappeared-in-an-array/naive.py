class Solution:
    def findDisappearedNumbers(self, nums: List[int]) -> List[int]:
        # Scan the whole array once for every candidate: O(n^2), the usual first try.
        missing = []
        for k in range(1, len(nums) + 1):
            found = False
            for x in nums:
                if x == k:
                    found = True
                    break
            if not found:
                missing.append(k)
        return missing
