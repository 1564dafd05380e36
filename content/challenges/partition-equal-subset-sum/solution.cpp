class Solution {
public:
    bool canPartition(vector<int>& nums) {
        int total = accumulate(nums.begin(), nums.end(), 0);
        if (total % 2) return false;
        int half = total / 2;
        // reach[t]: some subset of the numbers seen so far sums to t (t <= 10000 here).
        vector<char> reach(half + 1, 0);
        reach[0] = 1;
        for (int x : nums) {
            // Downwards, so each number is used at most once.
            for (int t = half; t >= x; --t)
                if (reach[t - x]) reach[t] = 1;
            if (reach[half]) return true;
        }
        return reach[half];
    }
};
