class Solution {
public:
    int tribonacci(int n) {
        // a, b, c = T(i), T(i + 1), T(i + 2), moved up one step at a time. The sum is taken in
        // 64 bits: at the last steps T(i + 3) may pass 2^31 though T(n) itself fits.
        long long a = 0, b = 1, c = 1;
        for (int i = 0; i < n; ++i) {
            long long next = a + b + c;
            a = b;
            b = c;
            c = next;
        }
        return (int)a;
    }
};
