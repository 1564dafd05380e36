class Solution:
    def findPoisonedDuration(self, timeSeries: List[int], duration: int) -> int:
        # Mark every poisoned second one by one, then count the marks: n * duration steps.
        poisoned = bytearray(timeSeries[-1] + duration + 1)
        for start in timeSeries:
            for second in range(start, start + duration):
                poisoned[second] = 1
        return sum(poisoned)
