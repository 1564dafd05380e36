class Solution {
public:
    int minCostConnectPoints(vector<vector<int>>& points) {
        // Prim's algorithm on the complete graph in O(n^2): dist[i] is the cheapest link from
        // point i to the tree built so far.
        int n = points.size();
        vector<long long> dist(n, LLONG_MAX);
        vector<bool> inTree(n, false);
        long long total = 0;
        dist[0] = 0;
        for (int step = 0; step < n; step++) {
            int best = -1;
            for (int i = 0; i < n; i++)
                if (!inTree[i] && (best < 0 || dist[i] < dist[best])) best = i;
            inTree[best] = true;
            total += dist[best];
            for (int i = 0; i < n; i++) {
                if (inTree[i]) continue;
                long long d = (long long)abs(points[i][0] - points[best][0]) + abs(points[i][1] - points[best][1]);
                if (d < dist[i]) dist[i] = d;
            }
        }
        return (int)total;
    }
};
