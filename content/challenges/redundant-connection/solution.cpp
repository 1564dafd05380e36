class Solution {
public:
    vector<int> findRedundantConnection(vector<vector<int>>& edges) {
        vector<int> parent(edges.size() + 1);
        iota(parent.begin(), parent.end(), 0);
        auto find = [&](int x) {
            while (parent[x] != x) x = parent[x] = parent[parent[x]];
            return x;
        };
        for (auto& e : edges) {
            int ra = find(e[0]), rb = find(e[1]);
            // Already joined by earlier edges: this edge closes the only cycle, and it is the
            // cycle's last edge in the list.
            if (ra == rb) return e;
            parent[ra] = rb;
        }
        return {};
    }
};
