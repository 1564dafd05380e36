class Solution:
    def subarraySum(self, nums: List[int], k: int) -> int:
        # seen[p] = how many prefixes (the empty one included) sum to p so far.
        seen = defaultdict(int)
        seen[0] = 1
        running = 0
        count = 0
        for x in nums:
            running += x
            # Each earlier prefix with sum running - k starts a subarray ending here that sums to k.
            count += seen[running - k]
            seen[running] += 1
        return count
