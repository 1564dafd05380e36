/**
 * @param {number[]} weights
 * @param {number[]} values
 * @param {number} capacity
 * @return {number}
 */
var maximumValue = function(weights, values, capacity) {
    // best[c] = highest value that fits in capacity c using the items seen so far.
    const best = new Array(capacity + 1).fill(0);
    for (let i = 0; i < weights.length; i++) {
        // Walk capacities downwards so each item is packed at most once.
        for (let c = capacity; c >= weights[i]; c--) {
            best[c] = Math.max(best[c], best[c - weights[i]] + values[i]);
        }
    }
    return best[capacity];
};
