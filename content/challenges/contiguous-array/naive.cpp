class Solution {
public:
    int findMaxLength(vector<int>& nums) {
        // Try every start, extend the end one step at a time keeping the balance: O(n^2).
        int n = nums.size();
        int best = 0;
        for (int i = 0; i < n; ++i) {
            int balance = 0;
            for (int j = i; j < n; ++j) {
                balance += nums[j] == 1 ? 1 : -1;
                if (balance == 0 && j - i + 1 > best) best = j - i + 1;
            }
        }
        return best;
    }
};
