class Solution {
public:
    int maxCoins(vector<int>& nums) {
        vector<int> vals;
        vals.push_back(1);
        vals.insert(vals.end(), nums.begin(), nums.end());
        vals.push_back(1);
        int n = static_cast<int>(vals.size());
        // best[l][r] = most coins from bursting every balloon strictly between walls l and r.
        vector<vector<int>> best(n, vector<int>(n, 0));
        for (int width = 2; width < n; ++width) {
            for (int left = 0; left + width < n; ++left) {
                int right = left + width;
                for (int last = left + 1; last < right; ++last) {
                    int coins = best[left][last] + vals[left] * vals[last] * vals[right] + best[last][right];
                    best[left][right] = max(best[left][right], coins);
                }
            }
        }
        return best[0][n - 1];
    }
};
