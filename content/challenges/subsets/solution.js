/**
 * @param {number[]} nums
 * @return {number[][]}
 */
var subsets = function(nums) {
    // Each new number doubles the collection: every existing subset, with and without it.
    const result = [[]];
    for (const num of nums) {
        const size = result.length;
        for (let i = 0; i < size; i++) result.push([...result[i], num]);
    }
    return result;
};
