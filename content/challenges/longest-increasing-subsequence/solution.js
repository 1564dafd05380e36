/**
 * @param {number[]} nums
 * @return {number}
 */
var lengthOfLIS = function(nums) {
    // tails[k] is the smallest tail of an increasing subsequence of length k + 1.
    const tails = [];
    for (const num of nums) {
        // The first tail >= num: equal values replace, never extend (strictly increasing).
        let lo = 0, hi = tails.length;
        while (lo < hi) {
            const mid = (lo + hi) >> 1;
            if (tails[mid] < num) lo = mid + 1;
            else hi = mid;
        }
        tails[lo] = num;
    }
    return tails.length;
};
