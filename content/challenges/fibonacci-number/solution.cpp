class Solution {
public:
    int fib(int n) {
        // a, b = F(i), F(i + 1), moved up one step at a time.
        int a = 0, b = 1;
        for (int i = 0; i < n; ++i) {
            int next = a + b;
            a = b;
            b = next;
        }
        return a;
    }
};
