class Solution {
public:
    int hammingDistance(int x, int y) {
        // The differing bits are the 1 bits of x XOR y; clear the lowest one until none is left.
        unsigned diff = (unsigned)x ^ (unsigned)y;
        int count = 0;
        while (diff) {
            diff &= diff - 1;
            count++;
        }
        return count;
    }
};
