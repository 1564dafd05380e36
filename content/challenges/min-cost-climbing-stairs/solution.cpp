class Solution {
public:
    int minCostClimbingStairs(vector<int>& cost) {
        // a and b: the cheapest total to stand on the two steps below the current one.
        int a = 0, b = 0;  // steps 0 and 1 can be the start, for free
        for (size_t i = 2; i <= cost.size(); i++) {
            int next = min(b + cost[i - 1], a + cost[i - 2]);
            a = b;
            b = next;
        }
        return b;
    }
};
