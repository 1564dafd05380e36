class Solution:
    def asteroidCollision(self, asteroids: List[int]) -> List[int]:
        # Simulate in rounds: each round resolves the neighbouring pairs that collide (right-mover
        # then left-mover) and rebuilds the row, until a round changes nothing. O(n^2) rounds * work.
        row = list(asteroids)
        while True:
            changed = False
            nxt = []
            i = 0
            while i < len(row):
                if i + 1 < len(row) and row[i] > 0 and row[i + 1] < 0:
                    changed = True
                    if row[i] > -row[i + 1]:
                        nxt.append(row[i])
                    elif row[i] < -row[i + 1]:
                        nxt.append(row[i + 1])
                    i += 2
                else:
                    nxt.append(row[i])
                    i += 1
            row = nxt
            if not changed:
                return row
