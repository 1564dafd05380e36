class Solution:
    def grayCode(self, n: int) -> List[int]:
        # The reflected binary code: i and i + 1 differ in a run of low bits ending in a 1 bit,
        # and i ^ (i >> 1) turns that run into the single bit where the run starts.
        return [i ^ (i >> 1) for i in range(1 << n)]
