class Solution {
public:
    int findMinArrowShots(vector<vector<int>>& points) {
        // Each round: shoot at the smallest end still standing, then pop everything it hits.
        // Two scans of all balloons per arrow: O(n * arrows), O(n^2) in the worst case.
        int n = points.size(), left = n, arrows = 0;
        vector<bool> burst(n, false);
        while (left > 0) {
            long long x = LLONG_MAX;
            for (int i = 0; i < n; i++)
                if (!burst[i]) x = min(x, (long long)points[i][1]);
            arrows++;
            for (int i = 0; i < n; i++)
                if (!burst[i] && points[i][0] <= x) {
                    burst[i] = true;
                    left--;
                }
        }
        return arrows;
    }
};
