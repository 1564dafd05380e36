int maxCoins(int* nums, int numsSize) {
    int n = numsSize + 2;
    int* vals = malloc(n * sizeof(int));
    vals[0] = vals[n - 1] = 1;
    memcpy(vals + 1, nums, numsSize * sizeof(int));
    // best[l * n + r] = most coins from bursting every balloon strictly between walls l and r;
    // the balloon burst last in (l, r) has exactly the walls as neighbours.
    int* best = calloc((size_t)n * n, sizeof(int));
    for (int width = 2; width < n; width++) {
        for (int left = 0; left + width < n; left++) {
            int right = left + width;
            int most = 0;
            for (int last = left + 1; last < right; last++) {
                int coins = best[left * n + last] + vals[left] * vals[last] * vals[right] + best[last * n + right];
                if (coins > most) most = coins;
            }
            best[left * n + right] = most;
        }
    }
    int result = best[n - 1];
    free(vals);
    free(best);
    return result;
}
