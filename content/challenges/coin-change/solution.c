int coinChange(int* coins, int coinsSize, int amount) {
    // amount + 1 coins is more than any real answer, so it stands for "unreachable".
    int* fewest = malloc((amount + 1) * sizeof(int));
    fewest[0] = 0;
    for (int a = 1; a <= amount; a++) {
        fewest[a] = amount + 1;
        for (int j = 0; j < coinsSize; j++) {
            if (coins[j] <= a && fewest[a - coins[j]] + 1 < fewest[a]) fewest[a] = fewest[a - coins[j]] + 1;
        }
    }
    int result = fewest[amount] > amount ? -1 : fewest[amount];
    free(fewest);
    return result;
}
