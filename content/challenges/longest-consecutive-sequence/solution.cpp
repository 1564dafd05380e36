class Solution {
public:
    int longestConsecutive(vector<int>& nums) {
        unordered_set<long long> values(nums.begin(), nums.end());
        int best = 0;
        for (long long x : values) {
            // Only count upward from the first value of a run, so each value is visited once.
            if (values.count(x - 1)) continue;
            long long y = x;
            while (values.count(y + 1)) y++;
            best = max(best, (int)(y - x + 1));
        }
        return best;
    }
};
