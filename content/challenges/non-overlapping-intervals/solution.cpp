class Solution {
public:
    int eraseOverlapIntervals(vector<vector<int>>& intervals) {
        // Greedy by end: keep the interval that frees the line earliest, drop whatever overlaps it.
        sort(intervals.begin(), intervals.end(),
             [](const vector<int>& a, const vector<int>& b) { return a[1] < b[1]; });
        int kept = 0;
        long long lastEnd = LLONG_MIN;
        for (const auto& iv : intervals) {
            if (iv[0] >= lastEnd) {
                kept++;
                lastEnd = iv[1];
            }
        }
        return (int)intervals.size() - kept;
    }
};
