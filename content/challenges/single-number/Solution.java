class Solution {
    public int singleNumber(int[] nums) {
        // x ^ x = 0 and x ^ 0 = x: every pair cancels, the lone value is what remains.
        int acc = 0;
        for (int x : nums) acc ^= x;
        return acc;
    }
}
