class Solution {
public:
    bool isPerfectSquare(int num) {
        // Binary search for an r with r * r == num among 1..46340; the square is taken in 64 bits.
        long long lo = 1, hi = min(num, 46340); // 46340^2 <= 2^31 - 1 < 46341^2
        while (lo <= hi) {
            long long mid = (lo + hi) / 2;
            long long square = mid * mid;
            if (square == num) return true;
            if (square < num) lo = mid + 1;
            else hi = mid - 1;
        }
        return false;
    }
};
