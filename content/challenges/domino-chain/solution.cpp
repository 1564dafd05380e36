class Solution {
    unordered_map<int, int> parent;

    int find(int x) {
        while (parent[x] != x) {
            parent[x] = parent[parent[x]];
            x = parent[x];
        }
        return x;
    }

public:
    bool canChain(vector<vector<int>>& dominoes) {
        if (dominoes.empty()) return true;
        // Each domino is an undirected edge; a closed chain is an Euler circuit.
        unordered_map<int, int> degree;
        parent.clear();
        for (auto& d : dominoes) {
            degree[d[0]]++;
            degree[d[1]]++;
            if (!parent.count(d[0])) parent[d[0]] = d[0];
            if (!parent.count(d[1])) parent[d[1]] = d[1];
            parent[find(d[0])] = find(d[1]);
        }
        for (auto& [value, deg] : degree) {
            if (deg % 2 != 0) return false;
        }
        int root = find(dominoes[0][0]);
        for (auto& [value, deg] : degree) {
            if (find(value) != root) return false;
        }
        return true;
    }
};
