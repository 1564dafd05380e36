class Solution:
    def candy(self, ratings: List[int]) -> int:
        # Start everyone at one candy and repair broken neighbour rules pass after pass until a
        # whole pass changes nothing: a decreasing run of length m needs about m passes, O(n^2).
        n = len(ratings)
        candies = [1] * n
        changed = True
        while changed:
            changed = False
            for i in range(n):
                if i > 0 and ratings[i] > ratings[i - 1] and candies[i] <= candies[i - 1]:
                    candies[i] = candies[i - 1] + 1
                    changed = True
                if i + 1 < n and ratings[i] > ratings[i + 1] and candies[i] <= candies[i + 1]:
                    candies[i] = candies[i + 1] + 1
                    changed = True
        return sum(candies)
