class Solution {
public:
    int eraseOverlapIntervals(vector<vector<int>>& intervals) {
        // Longest chain of non-overlapping intervals by DP over every earlier interval: O(n^2).
        sort(intervals.begin(), intervals.end());
        int n = intervals.size();
        vector<int> best(n, 1);
        for (int i = 0; i < n; i++)
            for (int j = 0; j < i; j++)
                if (intervals[j][1] <= intervals[i][0]) best[i] = max(best[i], best[j] + 1);
        return n - *max_element(best.begin(), best.end());
    }
};
