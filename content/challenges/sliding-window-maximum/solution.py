class Solution:
    def maxSlidingWindow(self, nums: List[int], k: int) -> List[int]:
        # The deque holds indices whose values decrease from front to back: the front is the window's maximum.
        window = deque()
        result = []
        for i, x in enumerate(nums):
            while window and nums[window[-1]] <= x:
                window.pop()
            window.append(i)
            if window[0] <= i - k:
                window.popleft()
            if i >= k - 1:
                result.append(nums[window[0]])
        return result
