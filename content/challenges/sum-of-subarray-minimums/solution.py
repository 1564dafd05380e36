class Solution:
    def sumSubarrayMins(self, arr: List[int]) -> int:
        MOD = 10**9 + 7
        values = arr + [0]  # a sentinel smaller than every value empties the stack at the end
        stack = []  # indices whose values strictly increase from bottom to top
        total = 0
        for i, x in enumerate(values):
            # Popping j at i: i is the first index after j with a value <= arr[j], and the index
            # below j on the stack the last one before j with a value < arr[j].
            while stack and values[stack[-1]] >= x:
                j = stack.pop()
                left = j - (stack[-1] if stack else -1)
                total += values[j] * left * (i - j)
            stack.append(i)
        return total % MOD
