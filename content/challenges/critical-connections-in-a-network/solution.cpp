class Solution {
public:
    vector<vector<int>> criticalConnections(int n, vector<vector<int>>& connections) {
        vector<vector<pair<int, int>>> adj(n);
        for (int e = 0; e < (int)connections.size(); e++) {
            adj[connections[e][0]].push_back({connections[e][1], e});
            adj[connections[e][1]].push_back({connections[e][0], e});
        }
        // Tarjan's bridge finding with an explicit stack. disc: visit time (0 = unvisited); low: the
        // earliest visit time reachable from the subtree with at most one back connection.
        vector<int> disc(n, 0), low(n, 0), via(n, -1), next(n, 0), stack = {0};
        vector<vector<int>> bridges;
        int timer = 1;
        disc[0] = low[0] = 1;
        while (!stack.empty()) {
            int u = stack.back();
            if (next[u] < (int)adj[u].size()) {
                auto [v, e] = adj[u][next[u]++];
                if (e == via[u]) continue;
                if (disc[v]) {
                    low[u] = min(low[u], disc[v]);
                } else {
                    disc[v] = low[v] = ++timer;
                    via[v] = e;
                    stack.push_back(v);
                }
            } else {
                stack.pop_back();
                if (!stack.empty()) {
                    int p = stack.back();
                    low[p] = min(low[p], low[u]);
                    // Nothing below u climbs back to p or above: p-u is the only way across.
                    if (low[u] > disc[p]) bridges.push_back({p, u});
                }
            }
        }
        return bridges;
    }
};
