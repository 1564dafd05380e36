class Solution {
public:
    int missingNumber(vector<int>& nums) {
        // XOR every index 0..n and every value: each present number cancels with its index,
        // leaving the missing one.
        int result = nums.size();
        for (int i = 0; i < (int)nums.size(); i++) result ^= i ^ nums[i];
        return result;
    }
};
