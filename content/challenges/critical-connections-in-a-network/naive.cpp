class Solution {
public:
    vector<vector<int>> criticalConnections(int n, vector<vector<int>>& connections) {
        // Remove each connection in turn and search whether the network still holds together:
        // O(E * (n + E)).
        vector<vector<pair<int, int>>> adj(n);
        for (int e = 0; e < (int)connections.size(); e++) {
            adj[connections[e][0]].push_back({connections[e][1], e});
            adj[connections[e][1]].push_back({connections[e][0], e});
        }
        vector<vector<int>> critical;
        for (int removed = 0; removed < (int)connections.size(); removed++) {
            int a = connections[removed][0], b = connections[removed][1];
            vector<char> seen(n, 0);
            seen[a] = 1;
            vector<int> stack = {a};
            while (!stack.empty()) {
                int u = stack.back();
                stack.pop_back();
                for (auto [v, e] : adj[u]) {
                    if (e != removed && !seen[v]) {
                        seen[v] = 1;
                        stack.push_back(v);
                    }
                }
            }
            if (!seen[b]) critical.push_back({a, b});
        }
        return critical;
    }
};
