class Solution {
public:
    int minEatingSpeed(vector<int>& piles, int h) {
        // Try every speed from 1 upward until the piles fit in h hours: O(n * answer).
        for (int speed = 1;; speed++) {
            long long hours = 0;
            for (int p : piles) hours += (p + (long long)speed - 1) / speed;
            if (hours <= h) return speed;
        }
    }
};
