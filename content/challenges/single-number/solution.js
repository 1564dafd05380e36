/**
 * @param {number[]} nums
 * @return {number}
 */
var singleNumber = function(nums) {
    // x ^ x = 0 and x ^ 0 = x: every pair cancels, the lone value is what remains.
    return nums.reduce((acc, x) => acc ^ x, 0);
};
