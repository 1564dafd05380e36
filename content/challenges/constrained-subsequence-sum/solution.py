class Solution:
    def constrainedSubsetSum(self, nums: List[int], k: int) -> int:
        # best[i] = nums[i] + max(0, largest best[j] among the k indices before i). The deque keeps
        # those indices with decreasing best values, so its front is the window's maximum.
        n = len(nums)
        best = [0] * n
        window = deque()
        answer = nums[0]
        for i in range(n):
            if window and window[0] < i - k:
                window.popleft()
            gain = best[window[0]] if window else 0
            best[i] = nums[i] + (gain if gain > 0 else 0)
            if best[i] > answer:
                answer = best[i]
            while window and best[window[-1]] <= best[i]:
                window.pop()
            window.append(i)
        return answer
