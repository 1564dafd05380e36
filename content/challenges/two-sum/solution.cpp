class Solution {
public:
    vector<int> twoSum(vector<int>& nums, int target) {
        // One pass: remember where each value was seen; the partner of x is target - x.
        unordered_map<int, int> seen;
        for (int i = 0; i < (int)nums.size(); i++) {
            long long want = (long long)target - nums[i];
            if (want >= INT_MIN && want <= INT_MAX) {
                auto it = seen.find((int)want);
                if (it != seen.end()) return {it->second, i};
            }
            seen[nums[i]] = i;
        }
        return {};
    }
};
