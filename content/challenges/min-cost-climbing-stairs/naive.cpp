class Solution {
    // Plain recursion over both choices at every step, without remembering results:
    // the same steps are solved again and again, O(2^n).
    int fromStep(const vector<int>& cost, int i) {
        if (i >= (int)cost.size()) return 0;
        return cost[i] + min(fromStep(cost, i + 1), fromStep(cost, i + 2));
    }

public:
    int minCostClimbingStairs(vector<int>& cost) {
        return min(fromStep(cost, 0), fromStep(cost, 1));
    }
};
