class Solution {
public:
    double myPow(double x, int n) {
        // Multiply |n| times: O(|n|).
        long long e = n;
        if (e < 0) {
            x = 1 / x;
            e = -e;
        }
        double result = 1.0;
        for (long long i = 0; i < e; i++) result *= x;
        return result;
    }
};
