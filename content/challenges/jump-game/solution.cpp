class Solution {
public:
    bool canJump(vector<int>& nums) {
        // Track the farthest index reachable so far; a gap before it is never crossed.
        int reach = 0, n = nums.size();
        for (int i = 0; i < n; i++) {
            if (i > reach) return false;
            reach = max(reach, i + nums[i]);
        }
        return true;
    }
};
