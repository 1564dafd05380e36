class Solution:
    def majorityElement(self, nums: List[int]) -> int:
        # Boyer-Moore voting: pair off different values; the majority survives the pairing.
        candidate, votes = nums[0], 0
        for x in nums:
            if votes == 0:
                candidate = x
            votes += 1 if x == candidate else -1
        return candidate
