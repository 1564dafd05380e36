/**
 * @param {number[]} nums
 * @return {number}
 */
var longestConsecutive = function(nums) {
    const values = new Set(nums);
    let best = 0;
    for (const x of values) {
        // Only count upward from the first value of a run, so each value is visited once.
        if (values.has(x - 1)) continue;
        let y = x;
        while (values.has(y + 1)) y++;
        best = Math.max(best, y - x + 1);
    }
    return best;
};
