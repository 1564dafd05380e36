class Solution {
public:
    int removeCoveredIntervals(vector<vector<int>>& intervals) {
        // By start ascending, and for equal starts the longest first, so a covering interval always comes earlier.
        vector<vector<int>> ordered = intervals;
        sort(ordered.begin(), ordered.end(), [](const vector<int>& a, const vector<int>& b) {
            return a[0] != b[0] ? a[0] < b[0] : a[1] > b[1];
        });
        int remaining = 0, maxEnd = -1;
        for (const auto& iv : ordered) {
            // Every earlier interval starts at or before this one; one of them covers it iff it reaches as far.
            if (iv[1] > maxEnd) {
                remaining++;
                maxEnd = iv[1];
            }
        }
        return remaining;
    }
};
