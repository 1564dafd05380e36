class Solution:
    def productExceptSelf(self, nums: List[int]) -> List[int]:
        n = len(nums)
        answer = [1] * n
        # First pass stores the product of everything to the left of i.
        left = 1
        for i in range(n):
            answer[i] = left
            left *= nums[i]
        # Second pass multiplies in the product of everything to the right of i.
        right = 1
        for i in range(n - 1, -1, -1):
            answer[i] *= right
            right *= nums[i]
        return answer
