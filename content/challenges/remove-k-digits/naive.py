class Solution:
    def removeKdigits(self, num: str, k: int) -> str:
        # Remove one digit at a time: the first digit larger than the next one, else the last digit.
        # Each removal rescans from the start and rebuilds the string: O(n * k).
        for _ in range(k):
            i = 0
            while i + 1 < len(num) and num[i] <= num[i + 1]:
                i += 1
            num = num[:i] + num[i + 1:]
        return num.lstrip("0") or "0"
