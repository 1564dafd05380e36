class Solution {
public:
    vector<vector<int>> permute(vector<int>& nums) {
        // Position k takes each of the numbers still in nums[k..] in turn (by swapping it into place).
        vector<vector<int>> result;
        arrange(nums, 0, result);
        return result;
    }

private:
    void arrange(vector<int>& nums, int k, vector<vector<int>>& result) {
        if (k == (int)nums.size()) {
            result.push_back(nums);
            return;
        }
        for (int i = k; i < (int)nums.size(); i++) {
            swap(nums[k], nums[i]);
            arrange(nums, k + 1, result);
            swap(nums[k], nums[i]);  // restore the order for the next choice
        }
    }
};
