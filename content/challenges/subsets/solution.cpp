class Solution {
public:
    vector<vector<int>> subsets(vector<int>& nums) {
        vector<vector<int>> result;
        vector<int> current;
        build(nums, 0, current, result);
        return result;
    }

private:
    // Decide for each index in turn whether it joins the subset being built.
    void build(const vector<int>& nums, size_t index, vector<int>& current, vector<vector<int>>& result) {
        if (index == nums.size()) {
            result.push_back(current);
            return;
        }
        build(nums, index + 1, current, result);
        current.push_back(nums[index]);
        build(nums, index + 1, current, result);
        current.pop_back();
    }
};
