class Solution:
    def medianSlidingWindow(self, nums: List[int], k: int) -> List[float]:
        # low: max-heap (negated) of the smaller half, high: min-heap of the larger half. Entries
        # carry their index; an entry that left the window is only removed when it reaches a top.
        low, high = [], []
        in_low = [False] * len(nums)
        low_count = high_count = 0  # live entries in each heap
        result = []

        def prune(i):
            while low and -low[0][1] <= i - k:
                heappop(low)
            while high and high[0][1] <= i - k:
                heappop(high)

        for i, x in enumerate(nums):
            if i >= k:
                # nums[i - k] leaves: it only stops counting; prune drops it once it is on top.
                if in_low[i - k]:
                    low_count -= 1
                else:
                    high_count -= 1
            prune(i)
            if low and x <= -low[0][0]:
                heappush(low, (-x, -i))
                in_low[i] = True
                low_count += 1
            else:
                heappush(high, (x, i))
                high_count += 1
            # Keep low_count == high_count or high_count + 1.
            if low_count > high_count + 1:
                v, j = heappop(low)
                heappush(high, (-v, -j))
                in_low[-j] = False
                low_count -= 1
                high_count += 1
            elif low_count < high_count:
                v, j = heappop(high)
                heappush(low, (-v, -j))
                in_low[j] = True
                low_count += 1
                high_count -= 1
            prune(i)
            if i >= k - 1:
                if k % 2:
                    result.append(float(-low[0][0]))
                else:
                    result.append((-low[0][0] + high[0][0]) / 2)
        return result
