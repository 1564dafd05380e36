class Solution:
    def tribonacci(self, n: int) -> int:
        # Plain recursion on the definition without memo: every call makes three more, and the
        # number of calls grows like T(n) itself, billions at n = 37.
        if n == 0:
            return 0
        if n <= 2:
            return 1
        return self.tribonacci(n - 1) + self.tribonacci(n - 2) + self.tribonacci(n - 3)
