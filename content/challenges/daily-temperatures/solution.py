class Solution:
    def dailyTemperatures(self, temperatures: List[int]) -> List[int]:
        # The stack holds the days still waiting for a warmer one; their temperatures never increase
        # from bottom to top, so a warmer day settles them from the top down.
        answer = [0] * len(temperatures)
        waiting = []
        for day, temp in enumerate(temperatures):
            while waiting and temperatures[waiting[-1]] < temp:
                earlier = waiting.pop()
                answer[earlier] = day - earlier
            waiting.append(day)
        return answer
