/**
 * @param {number[]} nums
 * @return {boolean}
 */
var canJump = function(nums) {
    // Track the farthest index reachable so far; a gap before it is never crossed.
    let reach = 0;
    for (let i = 0; i < nums.length; i++) {
        if (i > reach) return false;
        reach = Math.max(reach, i + nums[i]);
    }
    return true;
};
