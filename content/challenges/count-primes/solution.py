class Solution:
    def countPrimes(self, n: int) -> int:
        # Sieve of Eratosthenes: cross out the multiples of each prime p from p * p upwards.
        if n < 3:
            return 0
        is_prime = bytearray([1]) * n
        is_prime[0] = is_prime[1] = 0
        p = 2
        while p * p < n:
            if is_prime[p]:
                is_prime[p * p :: p] = bytes(len(range(p * p, n, p)))
            p += 1
        return is_prime.count(1)
