class Solution {
public:
    bool containsNearbyDuplicate(vector<int>& nums, int k) {
        // The set holds the values of the last k positions before i.
        unordered_set<int> window;
        for (int i = 0; i < (int)nums.size(); i++) {
            if (window.count(nums[i])) return true;
            window.insert(nums[i]);
            if (i >= k) window.erase(nums[i - k]);  // position i - k is now too far from i + 1
        }
        return false;
    }
};
