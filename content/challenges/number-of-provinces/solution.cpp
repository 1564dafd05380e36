class Solution {
public:
    int findCircleNum(vector<vector<int>>& isConnected) {
        int n = isConnected.size();
        // Union-find: every road merges the groups of its two cities; each merge removes a province.
        vector<int> parent(n);
        iota(parent.begin(), parent.end(), 0);
        function<int(int)> find = [&](int x) {
            while (parent[x] != x) x = parent[x] = parent[parent[x]];
            return x;
        };
        int provinces = n;
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                if (!isConnected[i][j]) continue;
                int a = find(i), b = find(j);
                if (a != b) {
                    parent[a] = b;
                    provinces--;
                }
            }
        }
        return provinces;
    }
};
