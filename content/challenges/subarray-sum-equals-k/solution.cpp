class Solution {
public:
    int subarraySum(vector<int>& nums, int k) {
        // seen[p] = how many prefixes (the empty one included) sum to p so far.
        unordered_map<int, int> seen;
        seen.reserve(nums.size() * 2 + 1);
        seen[0] = 1;
        int running = 0, count = 0;
        for (int x : nums) {
            running += x;
            // Each earlier prefix with sum running - k starts a subarray ending here that sums to k.
            auto it = seen.find(running - k);
            if (it != seen.end()) count += it->second;
            seen[running]++;
        }
        return count;
    }
};
