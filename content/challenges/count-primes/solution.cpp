class Solution {
public:
    int countPrimes(int n) {
        // Sieve of Eratosthenes: cross out the multiples of each prime p from p * p upwards.
        if (n < 3) return 0;
        vector<char> isPrime(n, 1);
        isPrime[0] = isPrime[1] = 0;
        for (long long p = 2; p * p < n; p++) {
            if (!isPrime[p]) continue;
            for (long long m = p * p; m < n; m += p) isPrime[m] = 0;
        }
        int count = 0;
        for (int i = 0; i < n; i++) count += isPrime[i];
        return count;
    }
};
