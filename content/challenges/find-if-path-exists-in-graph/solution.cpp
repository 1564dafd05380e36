class Solution {
    vector<int> parent;

    int find(int x) {
        // Path halving keeps the trees shallow without recursion.
        while (parent[x] != x) {
            parent[x] = parent[parent[x]];
            x = parent[x];
        }
        return x;
    }

public:
    bool validPath(int n, vector<vector<int>>& edges, int source, int destination) {
        parent.assign(n, 0);
        iota(parent.begin(), parent.end(), 0);
        for (auto& e : edges) parent[find(e[0])] = find(e[1]);
        return find(source) == find(destination);
    }
};
