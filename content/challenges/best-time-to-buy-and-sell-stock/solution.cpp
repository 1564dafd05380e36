class Solution {
public:
    int maxProfit(vector<int>& prices) {
        // The best sale on day j buys at the lowest price of days 0..j.
        int lowest = prices[0];
        int best = 0;
        for (int p : prices) {
            lowest = min(lowest, p);
            best = max(best, p - lowest);
        }
        return best;
    }
};
