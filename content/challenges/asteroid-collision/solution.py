class Solution:
    def asteroidCollision(self, asteroids: List[int]) -> List[int]:
        # The stack holds the survivors so far. Only a left-mover arriving after right-movers can
        # collide, and it meets them from the top of the stack down.
        stack = []
        for a in asteroids:
            alive = True
            while alive and a < 0 and stack and stack[-1] > 0:
                if stack[-1] < -a:
                    stack.pop()  # the right-mover explodes; a keeps going
                    continue
                if stack[-1] == -a:
                    stack.pop()  # both explode
                alive = False
            if alive:
                stack.append(a)
        return stack
