class Solution {
public:
    int minSubArrayLen(int target, vector<int>& nums) {
        // From every start, add elements until the sum reaches target: O(n^2).
        int n = nums.size(), best = 0;
        for (int i = 0; i < n; i++) {
            long long total = 0;
            for (int j = i; j < n; j++) {
                total += nums[j];
                if (total >= target) {
                    if (best == 0 || j - i + 1 < best) best = j - i + 1;
                    break;
                }
            }
        }
        return best;
    }
};
