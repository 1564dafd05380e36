class Solution:
    def nextGreaterElement(self, nums1: List[int], nums2: List[int]) -> List[int]:
        # One pass over nums2 with a stack of values still waiting for a greater one (decreasing
        # from bottom to top) gives every value's next greater element; nums1 then only looks them up.
        next_greater = {}
        waiting = []
        for x in nums2:
            while waiting and waiting[-1] < x:
                next_greater[waiting.pop()] = x
            waiting.append(x)
        return [next_greater.get(x, -1) for x in nums1]
