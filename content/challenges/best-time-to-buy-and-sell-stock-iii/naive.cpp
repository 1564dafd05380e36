class Solution {
    // The best single trade within prices[lo, hi), by one scan.
    int bestOne(const vector<int>& prices, int lo, int hi) {
        int best = 0, low = INT_MAX;
        for (int i = lo; i < hi; ++i) {
            low = min(low, prices[i]);
            best = max(best, prices[i] - low);
        }
        return best;
    }

public:
    int maxProfit(vector<int>& prices) {
        // Try every split day k: the best single trade before it plus the best single trade from
        // it on, each found by its own scan. O(n) per split, O(n^2) in total.
        int n = prices.size(), best = 0;
        for (int k = 0; k <= n; ++k) best = max(best, bestOne(prices, 0, k) + bestOne(prices, k, n));
        return best;
    }
};
