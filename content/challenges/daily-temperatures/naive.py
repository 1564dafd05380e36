class Solution:
    def dailyTemperatures(self, temperatures: List[int]) -> List[int]:
        # For each day, scan forward until a warmer day: O(n^2) when warmer days are far or absent.
        n = len(temperatures)
        answer = [0] * n
        for i in range(n):
            for j in range(i + 1, n):
                if temperatures[j] > temperatures[i]:
                    answer[i] = j - i
                    break
        return answer
