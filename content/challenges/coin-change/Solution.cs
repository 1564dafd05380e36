public class Solution {
    public int CoinChange(int[] coins, int amount) {
        // amount + 1 coins is more than any real answer, so it stands for "unreachable".
        int[] fewest = new int[amount + 1];
        Array.Fill(fewest, amount + 1);
        fewest[0] = 0;
        for (int a = 1; a <= amount; a++) {
            foreach (int coin in coins) {
                if (coin <= a) fewest[a] = Math.Min(fewest[a], fewest[a - coin] + 1);
            }
        }
        return fewest[amount] > amount ? -1 : fewest[amount];
    }
}
