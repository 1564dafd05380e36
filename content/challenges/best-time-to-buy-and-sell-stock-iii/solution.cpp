class Solution {
public:
    int maxProfit(vector<int>& prices) {
        // The best balance after each stage, over the days seen so far:
        // buy1 (holding the first share), sell1 (first trade done),
        // buy2 (holding the second share), sell2 (both trades done).
        int buy1 = -prices[0], buy2 = -prices[0], sell1 = 0, sell2 = 0;
        for (int price : prices) {
            buy1 = max(buy1, -price);
            sell1 = max(sell1, buy1 + price);
            buy2 = max(buy2, sell1 - price);
            sell2 = max(sell2, buy2 + price);
        }
        return sell2;
    }
};
