class Solution {
public:
    int maxProfit(vector<int>& prices) {
        // Try every pair of a buying day i and a later selling day j: O(n^2).
        int n = prices.size();
        int best = 0;
        for (int i = 0; i < n; ++i) {
            for (int j = i + 1; j < n; ++j) {
                if (prices[j] - prices[i] > best) best = prices[j] - prices[i];
            }
        }
        return best;
    }
};
