class Solution {
public:
    bool checkSubarraySum(vector<int>& nums, int k) {
        // Two prefix sums with the same remainder mod k enclose a multiple of k.
        unordered_map<long long, int> first;  // remainder -> earliest index
        first.reserve(nums.size() * 2 + 1);
        first[0] = -1;
        long long total = 0;
        for (int i = 0; i < (int)nums.size(); ++i) {
            total = (total + nums[i]) % k;
            auto it = first.find(total);
            if (it == first.end()) first.emplace(total, i);
            else if (i - it->second >= 2) return true;
        }
        return false;
    }
};
