class Solution {
public:
    int findCheapestPrice(int n, vector<vector<int>>& flights, int src, int dst, int k) {
        const int INF = INT_MAX;
        // cost[v]: the cheapest price to reach v using at most `round` flights so far.
        vector<int> cost(n, INF);
        cost[src] = 0;
        // At most k stops means at most k + 1 flights: k + 1 rounds of Bellman-Ford.
        for (int round = 0; round <= k; round++) {
            // Relax from a copy, so a round never chains two flights of the same round.
            vector<int> before = cost;
            for (auto& f : flights) {
                if (before[f[0]] != INF && before[f[0]] + f[2] < cost[f[1]]) cost[f[1]] = before[f[0]] + f[2];
            }
        }
        return cost[dst] == INF ? -1 : cost[dst];
    }
};
