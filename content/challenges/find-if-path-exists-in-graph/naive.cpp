class Solution {
public:
    bool validPath(int n, vector<vector<int>>& edges, int source, int destination) {
        // Sweep the edge list again and again, marking the far end of every edge that has one
        // marked end, until nothing changes: up to n sweeps of all edges, O(n * E).
        vector<bool> reached(n, false);
        reached[source] = true;
        bool changed = true;
        while (changed && !reached[destination]) {
            changed = false;
            for (auto& e : edges) {
                if (reached[e[0]] != reached[e[1]]) {
                    reached[e[0]] = reached[e[1]] = true;
                    changed = true;
                }
            }
        }
        return reached[destination];
    }
};
