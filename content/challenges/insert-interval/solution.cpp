class Solution {
public:
    vector<vector<int>> insert(vector<vector<int>>& intervals, vector<int>& newInterval) {
        // One pass: copy what ends before the new interval, absorb what overlaps it, copy the rest.
        vector<vector<int>> out;
        int start = newInterval[0], end = newInterval[1];
        size_t i = 0, n = intervals.size();
        while (i < n && intervals[i][1] < start) out.push_back(intervals[i++]);
        while (i < n && intervals[i][0] <= end) {
            start = min(start, intervals[i][0]);
            end = max(end, intervals[i][1]);
            i++;
        }
        out.push_back({start, end});
        while (i < n) out.push_back(intervals[i++]);
        return out;
    }
};
