public class Solution {
    public bool CanJump(int[] nums) {
        // Track the farthest index reachable so far; a gap before it is never crossed.
        int reach = 0;
        for (int i = 0; i < nums.Length; i++) {
            if (i > reach) return false;
            reach = Math.Max(reach, i + nums[i]);
        }
        return true;
    }
}
