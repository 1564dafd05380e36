class Solution:
    def lengthOfLIS(self, nums: List[int]) -> int:
        # tails[i] = smallest possible last value of an increasing subsequence of length i + 1.
        tails = []
        for num in nums:
            i = bisect_left(tails, num)
            if i == len(tails):
                tails.append(num)
            else:
                tails[i] = num
        return len(tails)
