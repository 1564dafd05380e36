class Solution:
    def rob(self, nums: List[int]) -> int:
        # skip = best total so far without the previous house; take = best total overall so far.
        skip, take = 0, 0
        for money in nums:
            skip, take = take, max(take, skip + money)
        return take
