class Solution {
public:
    int hammingWeight(int n) {
        // n & (n - 1) clears the lowest set bit: loop once per 1 bit.
        int count = 0;
        while (n != 0) {
            n &= n - 1;
            count++;
        }
        return count;
    }
};
