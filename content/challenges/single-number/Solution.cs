public class Solution {
    public int SingleNumber(int[] nums) {
        // x ^ x = 0 and x ^ 0 = x: every pair cancels, the lone value is what remains.
        int acc = 0;
        foreach (int x in nums) acc ^= x;
        return acc;
    }
}
