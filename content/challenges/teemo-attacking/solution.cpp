class Solution {
public:
    int findPoisonedDuration(vector<int>& timeSeries, int duration) {
        int total = 0;
        // Each attack adds the part of its window that the next attack does not restart.
        for (size_t i = 0; i + 1 < timeSeries.size(); ++i) {
            total += min(timeSeries[i + 1] - timeSeries[i], duration);
        }
        return total + duration;  // the last attack runs its full course
    }
};
