/**
 * @param {number[]} nums
 * @return {number}
 */
var findMaximumXOR = function(nums) {
    // Binary trie over the 31 bits of each number, highest bit first, in flat typed arrays:
    // child[2 * v + bit] is node v's child on that bit, 0 meaning "none" (node 0 is the root).
    const n = nums.length;
    const child = new Int32Array(2 * (n * 31 + 1));
    let nodes = 1;
    let best = 0;
    for (let i = 0; i < n; i++) {
        const x = nums[i];
        // Query before inserting: the best partner among the numbers already in the trie.
        if (i > 0) {
            let node = 0, value = 0;
            for (let b = 30; b >= 0; b--) {
                const bit = (x >> b) & 1;
                if (child[2 * node + (bit ^ 1)] !== 0) {  // the opposite bit makes this bit of the XOR 1
                    value |= 1 << b;
                    node = child[2 * node + (bit ^ 1)];
                } else {
                    node = child[2 * node + bit];
                }
            }
            best = Math.max(best, value);
        }
        let node = 0;
        for (let b = 30; b >= 0; b--) {
            const slot = 2 * node + ((x >> b) & 1);
            if (child[slot] === 0) child[slot] = nodes++;
            node = child[slot];
        }
    }
    return best;
};
