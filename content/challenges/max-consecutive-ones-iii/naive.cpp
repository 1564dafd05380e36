class Solution {
public:
    int longestOnes(vector<int>& nums, int k) {
        // From every start, extend the window until it holds more than k zeros: O(n^2).
        int n = nums.size(), best = 0;
        for (int i = 0; i < n; i++) {
            int zeros = 0;
            for (int j = i; j < n; j++) {
                if (nums[j] == 0 && ++zeros > k) break;
                best = max(best, j - i + 1);
            }
        }
        return best;
    }
};
