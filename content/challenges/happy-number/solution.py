class Solution:
    def isHappy(self, n: int) -> bool:
        # Floyd's cycle detection on the sequence n -> sum of squared digits:
        # the sequence either reaches 1 (which maps to itself) or loops.
        def step(x: int) -> int:
            total = 0
            while x:
                x, d = divmod(x, 10)
                total += d * d
            return total

        slow, fast = n, step(n)
        while fast != 1 and slow != fast:
            slow = step(slow)
            fast = step(step(fast))
        return fast == 1
