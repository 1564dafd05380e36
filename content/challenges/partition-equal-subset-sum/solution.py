class Solution:
    def canPartition(self, nums: List[int]) -> bool:
        total = sum(nums)
        if total % 2:
            return False
        half = total // 2
        # Bit t of reach is set when some subset of the numbers seen so far sums to t. Adding x
        # either leaves a subset alone or puts x into it: reach | (reach << x).
        reach = 1
        mask = (1 << (half + 1)) - 1
        for x in nums:
            reach = (reach | (reach << x)) & mask
            if reach >> half & 1:
                return True
        return False
