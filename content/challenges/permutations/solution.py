class Solution:
    def permute(self, nums: List[int]) -> List[List[int]]:
        # Fill the positions left to right, each time with a number not yet placed.
        result = []
        current = []
        used = [False] * len(nums)

        def place() -> None:
            if len(current) == len(nums):
                result.append(current[:])  # a copy: current keeps changing
                return
            for i, x in enumerate(nums):
                if not used[i]:
                    used[i] = True
                    current.append(x)
                    place()
                    current.pop()
                    used[i] = False

        place()
        return result
