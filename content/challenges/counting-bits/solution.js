/**
 * @param {number} n
 * @return {number[]}
 */
var countBits = function(n) {
    // i has the ones of i >> 1 (i without its lowest bit) plus that lowest bit.
    const bits = new Array(n + 1).fill(0);
    for (let i = 1; i <= n; i++) bits[i] = bits[i >> 1] + (i & 1);
    return bits;
};
