class Solution:
    def intersect(self, nums1: List[int], nums2: List[int]) -> List[int]:
        # Count the shorter array; walk the longer one and spend a count per match.
        if len(nums1) > len(nums2):
            nums1, nums2 = nums2, nums1
        left = Counter(nums1)
        result = []
        for x in nums2:
            if left[x] > 0:
                left[x] -= 1
                result.append(x)
        return result
