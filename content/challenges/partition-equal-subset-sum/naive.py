class Solution:
    def canPartition(self, nums: List[int]) -> bool:
        total = sum(nums)
        if total % 2:
            return False

        # Plain recursion without memo: each number goes into the subset or not, so up to 2^n
        # choices are tried when no split exists.
        def pick(i: int, left: int) -> bool:
            if left == 0:
                return True
            if i == len(nums) or left < 0:
                return False
            return pick(i + 1, left - nums[i]) or pick(i + 1, left)

        return pick(0, total // 2)
