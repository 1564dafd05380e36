class Solution:
    def productExceptSelf(self, nums: List[int]) -> List[int]:
        # For each position, multiply every other element: O(n^2).
        n = len(nums)
        answer = []
        for i in range(n):
            product = 1
            for j in range(n):
                if j != i:
                    product *= nums[j]
            answer.append(product)
        return answer
