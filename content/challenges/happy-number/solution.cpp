class Solution {
    static int step(int x) {
        int total = 0;
        while (x > 0) {
            int d = x % 10;
            total += d * d;
            x /= 10;
        }
        return total;
    }

public:
    bool isHappy(int n) {
        // Floyd's cycle detection on the sequence n -> sum of squared digits:
        // the sequence either reaches 1 (which maps to itself) or loops.
        int slow = n, fast = step(n);
        while (fast != 1 && slow != fast) {
            slow = step(slow);
            fast = step(step(fast));
        }
        return fast == 1;
    }
};
