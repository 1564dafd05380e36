class Solution {
public:
    vector<int> findDisappearedNumbers(vector<int>& nums) {
        // nums doubles as the seen-table: a negative nums[v - 1] means v occurred.
        for (int x : nums) {
            int slot = abs(x) - 1;
            if (nums[slot] > 0) nums[slot] = -nums[slot];
        }
        vector<int> missing;
        for (int i = 0; i < (int)nums.size(); i++) {
            if (nums[i] > 0) missing.push_back(i + 1);
        }
        return missing;
    }
};
