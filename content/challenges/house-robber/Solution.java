class Solution {
    public int rob(int[] nums) {
        int skip = 0, take = 0;
        for (int money : nums) {
            int next = Math.max(take, skip + money);
            skip = take;
            take = next;
        }
        return take;
    }
}
