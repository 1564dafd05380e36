public class Solution {
    public int[] TwoSum(int[] nums, int target) {
        // One pass: remember where each value was seen; the partner of x is target - x.
        var seen = new Dictionary<long, int>(nums.Length);
        for (int i = 0; i < nums.Length; i++) {
            if (seen.TryGetValue((long)target - nums[i], out int j)) return new[] { j, i };
            seen[nums[i]] = i;
        }
        return new int[0];
    }
}
