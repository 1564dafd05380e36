class Solution {
public:
    vector<vector<int>> threeSum(vector<int>& nums) {
        sort(nums.begin(), nums.end());
        int n = nums.size();
        vector<vector<int>> result;
        for (int i = 0; i + 2 < n && nums[i] <= 0; i++) {
            if (i > 0 && nums[i] == nums[i - 1]) continue;  // the same first value gives the same triplets
            int lo = i + 1, hi = n - 1;
            while (lo < hi) {
                int s = nums[i] + nums[lo] + nums[hi];
                if (s < 0) {
                    lo++;
                } else if (s > 0) {
                    hi--;
                } else {
                    result.push_back({nums[i], nums[lo], nums[hi]});
                    lo++;
                    hi--;
                    // Skip copies of the pair just used.
                    while (lo < hi && nums[lo] == nums[lo - 1]) lo++;
                }
            }
        }
        return result;
    }
};
