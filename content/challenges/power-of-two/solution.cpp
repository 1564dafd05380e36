class Solution {
public:
    bool isPowerOfTwo(int n) {
        // A power of two is positive with exactly one 1 bit; n & (n - 1) clears the lowest 1 bit.
        // Testing n > 0 first also keeps n - 1 from overflowing at n = -2^31.
        return n > 0 && (n & (n - 1)) == 0;
    }
};
