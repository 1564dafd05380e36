class Solution:
    def countBits(self, n: int) -> List[int]:
        # i has the ones of i >> 1 (i without its lowest bit) plus that lowest bit.
        bits = [0] * (n + 1)
        for i in range(1, n + 1):
            bits[i] = bits[i >> 1] + (i & 1)
        return bits
