class Solution {
public:
    int findMinArrowShots(vector<vector<int>>& points) {
        // Shoot at the earliest end; every balloon starting at or before it bursts with it.
        sort(points.begin(), points.end(),
             [](const vector<int>& a, const vector<int>& b) { return a[1] < b[1]; });
        int arrows = 1;
        long long at = points[0][1];
        for (const auto& p : points) {
            if (p[0] > at) {
                arrows++;
                at = p[1];
            }
        }
        return arrows;
    }
};
