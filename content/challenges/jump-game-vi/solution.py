class Solution:
    def maxResult(self, nums: List[int], k: int) -> int:
        # best[i] = nums[i] + the largest best[j] over the previous k indices. The deque keeps those
        # indices with decreasing best values, so its front is the maximum of the window.
        n = len(nums)
        best = [0] * n
        best[0] = nums[0]
        window = deque([0])
        for i in range(1, n):
            if window[0] < i - k:
                window.popleft()
            best[i] = best[window[0]] + nums[i]
            while window and best[window[-1]] <= best[i]:
                window.pop()
            window.append(i)
        return best[-1]
