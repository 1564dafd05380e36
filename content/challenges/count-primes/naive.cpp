class Solution {
public:
    int countPrimes(int n) {
        // Trial division: test every number below n against the divisors up to its square root.
        // O(n * sqrt(n)).
        int count = 0;
        for (int m = 2; m < n; m++) {
            bool prime = true;
            for (int d = 2; d * d <= m; d++) {
                if (m % d == 0) {
                    prime = false;
                    break;
                }
            }
            if (prime) count++;
        }
        return count;
    }
};
