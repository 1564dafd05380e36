/**
 * @param {number[]} coins
 * @param {number} amount
 * @return {number}
 */
var coinChange = function(coins, amount) {
    // amount + 1 coins is more than any real answer, so it stands for "unreachable".
    const fewest = new Array(amount + 1).fill(amount + 1);
    fewest[0] = 0;
    for (let a = 1; a <= amount; a++) {
        for (const coin of coins) {
            if (coin <= a) fewest[a] = Math.min(fewest[a], fewest[a - coin] + 1);
        }
    }
    return fewest[amount] > amount ? -1 : fewest[amount];
};
