class Solution:
    def medianSlidingWindow(self, nums: List[int], k: int) -> List[float]:
        # Sort every window from scratch: O((n - k + 1) * k log k).
        result = []
        for start in range(len(nums) - k + 1):
            window = sorted(nums[start:start + k])
            if k % 2:
                result.append(float(window[k // 2]))
            else:
                result.append((window[k // 2 - 1] + window[k // 2]) / 2)
        return result
