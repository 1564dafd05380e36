/**
 * @param {number[]} nums
 * @return {number}
 */
var rob = function(nums) {
    let skip = 0, take = 0;
    for (const money of nums) {
        [skip, take] = [take, Math.max(take, skip + money)];
    }
    return take;
};
