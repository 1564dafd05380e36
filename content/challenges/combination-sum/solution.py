class Solution:
    def combinationSum(self, candidates: List[int], target: int) -> List[List[int]]:
        # Pick values in non-decreasing order (an index that never moves back), so each multiset appears once.
        candidates = sorted(candidates)
        result = []
        chosen = []

        def search(start: int, remaining: int) -> None:
            if remaining == 0:
                result.append(chosen[:])
                return
            for i in range(start, len(candidates)):
                value = candidates[i]
                if value > remaining:
                    break  # sorted: every later value is too large as well
                chosen.append(value)
                search(i, remaining - value)  # i, not i + 1: the same value may be used again
                chosen.pop()

        search(0, target)
        return result
