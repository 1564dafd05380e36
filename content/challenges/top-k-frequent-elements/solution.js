/**
 * @param {number[]} nums
 * @param {number} k
 * @return {number[]}
 */
var topKFrequent = function(nums, k) {
    const counts = new Map();
    for (const x of nums) counts.set(x, (counts.get(x) || 0) + 1);
    // Bucket sort by frequency: a count is at most nums.length, so this is linear.
    const buckets = Array.from({ length: nums.length + 1 }, () => []);
    for (const [value, count] of counts) buckets[count].push(value);
    const result = [];
    for (let c = nums.length; c > 0 && result.length < k; c--) {
        for (const value of buckets[c]) {
            result.push(value);
            if (result.length === k) break;
        }
    }
    return result;
};
