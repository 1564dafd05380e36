class Solution {
public:
    int coinChange(vector<int>& coins, int amount) {
        // amount + 1 coins is more than any real answer, so it stands for "unreachable".
        vector<int> fewest(amount + 1, amount + 1);
        fewest[0] = 0;
        for (int a = 1; a <= amount; ++a) {
            for (int coin : coins) {
                if (coin <= a) fewest[a] = min(fewest[a], fewest[a - coin] + 1);
            }
        }
        return fewest[amount] > amount ? -1 : fewest[amount];
    }
};
