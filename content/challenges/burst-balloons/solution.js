/**
 * @param {number[]} nums
 * @return {number}
 */
var maxCoins = function(nums) {
    const vals = [1, ...nums, 1];
    const n = vals.length;
    // best[l][r] = most coins from bursting every balloon strictly between walls l and r;
    // the balloon burst last in (l, r) has exactly the walls as neighbours.
    const best = Array.from({ length: n }, () => new Int32Array(n));
    for (let width = 2; width < n; width++) {
        for (let left = 0; left + width < n; left++) {
            const right = left + width;
            const walls = vals[left] * vals[right];
            let most = 0;
            for (let last = left + 1; last < right; last++) {
                const coins = best[left][last] + walls * vals[last] + best[last][right];
                if (coins > most) most = coins;
            }
            best[left][right] = most;
        }
    }
    return best[0][n - 1];
};
