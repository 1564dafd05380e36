class Solution:
    def countPrimes(self, n: int) -> int:
        # Trial division: test every number below n against the divisors up to its square root.
        # O(n * sqrt(n)).
        count = 0
        for m in range(2, n):
            d = 2
            prime = True
            while d * d <= m:
                if m % d == 0:
                    prime = False
                    break
                d += 1
            if prime:
                count += 1
        return count
