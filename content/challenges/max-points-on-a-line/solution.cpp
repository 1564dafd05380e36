class Solution {
public:
    int maxPoints(vector<vector<int>>& points) {
        // Anchor each point and group the later points by the reduced direction towards them:
        // (dx, dy) divided by their gcd, with a fixed sign, so equal directions give equal keys.
        int n = points.size();
        int best = 1;
        for (int i = 0; i < n; i++) {
            unordered_map<long long, int> count;
            int most = 0;
            for (int j = i + 1; j < n; j++) {
                int dx = points[j][0] - points[i][0];
                int dy = points[j][1] - points[i][1];
                int g = __gcd(abs(dx), abs(dy));
                dx /= g;
                dy /= g;
                if (dx < 0 || (dx == 0 && dy < 0)) {
                    dx = -dx;
                    dy = -dy;
                }
                long long key = (long long)dx * 100000 + dy; // |dx|, |dy| <= 2 * 10^4
                most = max(most, ++count[key]);
            }
            best = max(best, 1 + most);
        }
        return best;
    }
};
