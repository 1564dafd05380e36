class Solution {
    // Plain recursion without memo: each number goes into the subset or not, so up to 2^n
    // choices are tried when no split exists.
    bool pick(const vector<int>& nums, int i, int left) {
        if (left == 0) return true;
        if (i == (int)nums.size() || left < 0) return false;
        return pick(nums, i + 1, left - nums[i]) || pick(nums, i + 1, left);
    }

public:
    bool canPartition(vector<int>& nums) {
        int total = accumulate(nums.begin(), nums.end(), 0);
        if (total % 2) return false;
        return pick(nums, 0, total / 2);
    }
};
