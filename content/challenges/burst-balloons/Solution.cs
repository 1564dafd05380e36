public class Solution {
    public int MaxCoins(int[] nums) {
        int n = nums.Length + 2;
        int[] vals = new int[n];
        vals[0] = vals[n - 1] = 1;
        Array.Copy(nums, 0, vals, 1, nums.Length);
        // best[l, r] = most coins from bursting every balloon strictly between walls l and r;
        // the balloon burst last in (l, r) has exactly the walls as neighbours.
        int[,] best = new int[n, n];
        for (int width = 2; width < n; width++) {
            for (int left = 0; left + width < n; left++) {
                int right = left + width;
                for (int last = left + 1; last < right; last++) {
                    int coins = best[left, last] + vals[left] * vals[last] * vals[right] + best[last, right];
                    if (coins > best[left, right]) best[left, right] = coins;
                }
            }
        }
        return best[0, n - 1];
    }
}
