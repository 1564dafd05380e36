class Solution {
public:
    int tribonacci(int n) {
        // Plain recursion on the definition without memo: every call makes three more, and the
        // number of calls grows like T(n) itself, billions at n = 37.
        if (n == 0) return 0;
        if (n <= 2) return 1;
        return tribonacci(n - 1) + tribonacci(n - 2) + tribonacci(n - 3);
    }
};
