class Solution {
public:
    double myPow(double x, int n) {
        // Fast exponentiation: square the base for each bit of |n|, multiply it in where the bit is 1.
        long long e = n; // -(-2^31) does not fit in an int
        if (e < 0) {
            x = 1 / x;
            e = -e;
        }
        double result = 1.0;
        while (e > 0) {
            if (e & 1) result *= x;
            x *= x;
            e >>= 1;
        }
        return result;
    }
};
