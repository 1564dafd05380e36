class Solution {
    vector<vector<int>>* d = nullptr;
    vector<bool> used;
    int first = 0;

    // Lays dominoes one after another, trying every unused one (either way round) that matches the
    // open end, until all are placed and the ring closes. Exponential.
    bool extend(int end, int placed) {
        int n = d->size();
        if (placed == n) return end == first;
        for (int i = 0; i < n; i++) {
            if (used[i]) continue;
            int a = (*d)[i][0], b = (*d)[i][1];
            for (int turn = 0; turn < (a == b ? 1 : 2); turn++) {
                int x = turn ? b : a, y = turn ? a : b;
                if (x != end) continue;
                used[i] = true;
                if (extend(y, placed + 1)) return true;
                used[i] = false;
            }
        }
        return false;
    }

public:
    bool canChain(vector<vector<int>>& dominoes) {
        if (dominoes.empty()) return true;
        d = &dominoes;
        used.assign(dominoes.size(), false);
        used[0] = true;
        first = dominoes[0][0];
        return extend(dominoes[0][1], 1);
    }
};
