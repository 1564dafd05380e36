class Solution {
public:
    int mySqrt(int x) {
        // Binary search for the largest r with r * r <= x; the square is taken in 64 bits.
        long long lo = 0, hi = min(x, 46340); // 46340^2 <= 2^31 - 1 < 46341^2
        while (lo < hi) {
            long long mid = (lo + hi + 1) / 2;
            if (mid * mid <= x) lo = mid;
            else hi = mid - 1;
        }
        return (int)lo;
    }
};
