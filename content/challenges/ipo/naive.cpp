class Solution {
public:
    int findMaximizedCapital(int k, int w, vector<int>& profits, vector<int>& capital) {
        // Each round, scan every project for the most profitable one not done yet that w can
        // afford: O(k * n).
        int n = profits.size();
        vector<bool> done(n, false);
        long long money = w;
        for (int round = 0; round < k; round++) {
            int best = -1;
            for (int i = 0; i < n; i++) {
                if (!done[i] && capital[i] <= money && (best < 0 || profits[i] > profits[best])) best = i;
            }
            if (best < 0) break;
            done[best] = true;
            money += profits[best];
        }
        return (int)money;
    }
};
