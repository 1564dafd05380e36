class Solution:
    def minEatingSpeed(self, piles: List[int], h: int) -> int:
        # Try every speed from 1 upward until the piles fit in h hours: O(n * answer).
        speed = 1
        while True:
            hours = 0
            for p in piles:
                hours += (p + speed - 1) // speed
            if hours <= h:
                return speed
            speed += 1
