public class Solution {
    public int Rob(int[] nums) {
        int skip = 0, take = 0;
        foreach (int money in nums) {
            int next = Math.Max(take, skip + money);
            skip = take;
            take = next;
        }
        return take;
    }
}
